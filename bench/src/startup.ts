/**
 * Start-up and memory bench (issue 20): the compiled server (apps/server/dist, as production runs it)
 * started on an existing database, timed from spawn to its first answer; its resident memory idle and
 * under load; and a production install (`npm ci --omit=dev` of the built tree) that must start and answer.
 *   npm run bench:startup                         (embedded PGlite in a fresh DATA_DIR)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:startup
 * Settings: BENCH_STARTS (5), BENCH_LOAD_SECONDS (10), BENCH_PRODUCTION_INSTALL (1; 0 skips the install).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type autocannon from 'autocannon';
import { freePort } from '../../apps/server/src/test/ports';
import { measure } from './measure';

const root = new URL('../..', import.meta.url).pathname;
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const budget = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')).startup as {
  coldStartMs: number;
  idleRssMb: number;
  loadRssMb: number;
};

interface Running {
  child: ChildProcess;
  port: number;
  startMs: number;
  /** CPU time (user + system, all threads) the process had used by its first answer; less noisy on a busy machine. */
  cpuMs: number;
  output: () => string;
}

/** User + system CPU time of a process from /proc (Linux; clock ticks of 10 ms), in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(cwd: string, env: NodeJS.ProcessEnv): Promise<Running> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (d: Buffer) => chunks.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => chunks.push(d.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${chunks.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - began > 120_000) throw new Error(`no answer in 120 s:\n${chunks.join('')}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const startMs = performance.now() - began;
  return { child, port, startMs, cpuMs: cpuMs(child.pid!), output: () => chunks.join('') };
}

async function stop(r: Running): Promise<void> {
  if (r.child.exitCode !== null) return;
  const exited = new Promise((resolve) => r.child.once('exit', resolve));
  r.child.kill('SIGTERM');
  await exited;
}

/**
 * Resident set size of a process, from /proc (Linux), in MB; `RssFile` gives the part that is mapped
 * files (the node binary and its ICU data, shared with every node process on the machine).
 */
function rssMb(pid: number, field: 'VmRSS' | 'RssFile' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Run `npm run build` first: the bench starts the built server and web app.');
  process.exit(1);
}
execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-startup-'));
// Behind a proxy, as deployed: the mixed traffic's shoppers come from many addresses (X-Forwarded-For),
// so the Storefront API's limit of 300 operations a minute an address holds for each of them.
const env: NodeJS.ProcessEnv = process.env.BENCH_DATABASE_URL
  ? {
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      DATA_DIR: dataDir,
      KASUWA_ENV: 'development',
      TRUST_PROXY: 'loopback',
    }
  : { DATA_DIR: dataDir, KASUWA_ENV: 'development', TRUST_PROXY: 'loopback' };
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';

// The first start migrates and seeds the demo stores; the timed starts find an existing database.
const first = await start(root, env);
console.log(`first start (migrate + seed) on ${kind}: ${Math.round(first.startMs)} ms`);
await stop(first);

const times: number[] = [];
const cpuTimes: number[] = [];
for (let i = 0; i < STARTS; i++) {
  const r = await start(root, env);
  times.push(r.startMs);
  cpuTimes.push(r.cpuMs);
  await stop(r);
}
const cold = median(times);

const server = await start(root, env);
await new Promise((r) => setTimeout(r, 3000));
const idle = rssMb(server.child.pid!);
let peak = idle;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb(server.child.pid!));
}, 200);
const load = await measure(
  'product page (cached)',
  `http://127.0.0.1:${server.port}/s/mamaput`,
  LOAD_SECONDS,
  50,
);
// Then traffic that fills what a process keeps: storefront pages never asked before (a page-cache miss
// each: catalogue read and render), search pages, and Storefront API reads each under a new answer-cache
// key; the idle figure that matters is the one after it, not the one at start.
let n = 0;
const LISTING = `query L($s: String!, $page: Int) { products(store: $s, page: $page, limit: 20) {
  total items { id title slug price variants { id title price stock } images { urls alt } } } }`;
const SEARCH = `query S($s: String!, $q: String!) { search(store: $s, q: $q) { total items { id title price } } }`;
const WORDS = ['jollof', 'suya', 'zobo', 'spice', 'pepper', 'drink', 'mix', 'yaji'];
const traffic = await measure(
  'mixed traffic',
  `http://127.0.0.1:${server.port}/s/mamaput`,
  LOAD_SECONDS,
  50,
  {
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          n++;
          const word = WORDS[n % WORDS.length]!;
          if (n % 4 === 0) return { ...req, method: 'GET', path: `/s/mamaput/search?q=${word}&n=${n}` };
          if (n % 4 === 1) return { ...req, method: 'GET', path: `/s/mamaput?page=${1 + (n % 3)}&n=${n}` };
          const body =
            n % 4 === 2
              ? { query: LISTING, variables: { s: 'mamaput', page: 1 + (n % 3), n } }
              : { query: SEARCH, variables: { s: 'mamaput', q: word, n } };
          return {
            ...req,
            method: 'POST',
            path: '/api/storefront/graphql',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.0.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  },
);
clearInterval(sampler);
peak = Math.max(peak, rssMb(server.child.pid!));
// The server collects once when a whole 10 s passes without a request (platform/idle-gc.ts): read it
// after that has had time to happen.
await new Promise((r) => setTimeout(r, 30_000));
const idleAfter = rssMb(server.child.pid!);
const filesAfter = rssMb(server.child.pid!, 'RssFile');
await stop(server);
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nStart-up and memory on ${kind} (compiled server, ${STARTS} starts on an existing database)\n`);
console.log(
  `cold start to first answer  median ${Math.round(cold)} ms (all: ${times.map(Math.round).join(', ')})  budget ≤ ${budget.coldStartMs} ms  ${verdict(cold <= budget.coldStartMs)}`,
);
console.log(`CPU time to first answer    median ${median(cpuTimes)} ms (all: ${cpuTimes.join(', ')})`);
console.log(
  `RSS idle                    ${idle} MB  budget ≤ ${budget.idleRssMb} MB  ${verdict(idle <= budget.idleRssMb)}`,
);
console.log(
  `RSS under load              ${peak} MB (cached page ${load.requestsPerSec} req/s, then mixed traffic ${traffic.requestsPerSec} req/s (${traffic.errors} errors), 50 connections, ${LOAD_SECONDS} s each)  budget ≤ ${budget.loadRssMb} MB  ${verdict(peak <= budget.loadRssMb)}`,
);
console.log(
  `RSS idle after traffic      ${idleAfter} MB (30 s after the load; ${filesAfter} MB of it mapped files)  budget ≤ ${budget.idleRssMb} MB  ${verdict(idleAfter <= budget.idleRssMb)}`,
);

if (kind === 'pglite') {
  console.log(
    '(the embedded PGlite lives inside the server process: about 130 MB of its resident memory is the database itself; production runs on PostgreSQL, where the memory budgets apply)',
  );
}

if (process.env.BENCH_PRODUCTION_INSTALL !== '0') {
  // The built tree without sources or dev tools: what a production image holds after `npm run build`.
  const prod = mkdtempSync(join(tmpdir(), 'kasuwa-prod-'));
  const keep = [
    'package.json',
    'package-lock.json',
    'CHANGELOG.md',
    'apps/server/package.json',
    'apps/server/dist',
    'apps/server/drizzle',
    'apps/web/package.json',
    'apps/web/dist',
    'apps/web/dist-server',
    'packages/contracts/package.json',
    'packages/storefront/package.json',
    'packages/storefront/public',
    'e2e/package.json',
    'bench/package.json',
  ];
  for (const path of keep) {
    mkdirSync(dirname(join(prod, path)), { recursive: true });
    cpSync(join(root, path), join(prod, path), { recursive: true });
  }
  const began = performance.now();
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: prod,
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - began) / 1000).toFixed(0);
  const size = execFileSync('du', ['-sm', 'node_modules'], { cwd: prod, encoding: 'utf8' }).split('\t')[0];
  const prodData = mkdtempSync(join(tmpdir(), 'kasuwa-prod-data-'));
  const r = await start(prod, { ...env, DATA_DIR: prodData });
  const health = await fetch(`http://127.0.0.1:${r.port}/health`).then((x) => x.json());
  const store = await fetch(`http://127.0.0.1:${r.port}/s/mamaput`).then((x) => x.status);
  // The landing page is rendered by the web app's server bundle (apps/web/dist-server), which loads React.
  const landing = await fetch(`http://127.0.0.1:${r.port}/`).then(async (x) => ({
    status: x.status,
    // A server-rendered page carries island.ts instead of the React app (the fallback when rendering fails).
    rendered: (await x.text()).includes('/assets/island-'),
  }));
  await stop(r);
  console.log(
    `production install           npm ci --omit=dev in ${seconds} s, node_modules ${size} MB; started and answered /health ${health.status}, demo storefront ${store}, landing page ${landing.status}${landing.rendered ? ' (server-rendered)' : ' (NOT server-rendered)'}`,
  );
  rmSync(prod, { recursive: true, force: true });
  rmSync(prodData, { recursive: true, force: true });
}
