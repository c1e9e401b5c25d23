/**
 * Storefront API bench (issue 35): the public GraphQL API a headless storefront or a mobile app uses, on
 * the search bench's store of 1,054 products (search-catalogue.ts, two variants each), at 50
 * connections: a product by slug, a listing page of 20 with variants and images, and search, each
 * cached (answers kept under the store's cache version, asked for again) and uncached (every request a
 * key never asked before: an extra variable the query does not read, so the same query runs fully
 * every time, as after a catalogue change), and the cached product by persisted-query hash alone.
 * Beside requests a second and p99 it prints the server's own CPU milliseconds a request (its process
 * CPU time over the run), which a shared machine does not move much, its RSS, and the load average.
 *   npm run bench:storefront-api     (PGlite in memory; BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:storefront-api
 *   BENCH_CPU_PROF=dir writes the measured server's CPU profile there (node --cpu-prof).
 *   BENCH_HEAP_SNAPSHOT=dir writes the server's heap snapshot there after the runs (with BENCH_SERVER=source,
 *   as BENCH_CPU_PROF: they apply to the child running the sources).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { freePort } from '../../apps/server/src/test/ports';
import { type Figures, measure } from './measure';
import { SEARCH_PRODUCTS, SEARCH_TERMS } from './search-catalogue';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'))
  .storefrontApi as {
  cachedProductPerSec: number;
  cachedProductP99Ms: number;
  uncachedProductCpuMs: number;
  uncachedP99Ms: number;
  loadRssMb: number;
};

const child = fork(new URL('./storefront-servers.ts', import.meta.url), [], {
  // BENCH_CPU_PROF=dir writes the server's CPU profile there (node --cpu-prof) when it exits.
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ],
  env: {
    ...process.env,
    // The search store alone: 1,054 products, the catalogue shape of the side-by-side measurement.
    BENCH_ONLY: 'search',
    KASUWA_ENV: 'test',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DATA_DIR: process.env.DATA_DIR ?? '/tmp/kasuwa-bench',
    // Behind a proxy, as deployed: the API's limit of 300 operations a minute an address holds, for
    // 5,000 shoppers' addresses (X-Forwarded-For below) rather than the load generator's one.
    TRUST_PROXY: 'loopback',
  },
});
const ready = await new Promise<{ kasuwa: number; database: string; searchSubdomain: string }>(
  (resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  },
);
const store = ready.searchSubdomain;

/**
 * On PostgreSQL the measured server is the compiled one (apps/server/dist/main.js after `npm run build`),
 * started on the database the child has seeded, as production runs it: the child runs the sources under
 * tsx, whose transpiled modules alone hold some 90 MB more. `BENCH_SERVER=source` measures the child.
 */
const root = new URL('../..', import.meta.url).pathname;
const compiled =
  ready.database === 'postgres' &&
  process.env.BENCH_SERVER !== 'source' &&
  existsSync(join(root, 'apps/server/dist/main.js'));
let port = ready.kasuwa;
let server: ChildProcess | undefined;
if (compiled) {
  port = await freePort();
  // BENCH_CPU_PROF=dir: the compiled server's CPU profile too, written when it stops after the runs.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  server = spawn(process.execPath, [...profile, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      KASUWA_ENV: 'test',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      DATA_DIR: process.env.DATA_DIR ?? '/tmp/kasuwa-bench',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 50) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 120_000 || server.exitCode !== null) throw new Error('the compiled server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const url = `http://127.0.0.1:${port}/api/storefront/graphql`;

interface Usage {
  cpu: NodeJS.CpuUsage;
  memory: Pick<NodeJS.MemoryUsage, 'rss'> & Partial<NodeJS.MemoryUsage>;
}
function usage(): Promise<Usage> {
  if (server?.pid) {
    // The compiled server's own figures from /proc (Linux): CPU in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    return Promise.resolve({
      cpu: { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 },
      memory: { rss },
    });
  }
  return new Promise((resolve) => {
    const listen = (m: unknown) => {
      if (m && typeof m === 'object' && 'usage' in m) {
        child.off('message', listen);
        resolve((m as { usage: Usage }).usage);
      }
    };
    child.on('message', listen);
    child.send('usage');
  });
}

const PRODUCT = `query Product($s: String!, $slug: String!) { product(store: $s, slug: $slug) {
  id title slug description price currency tags options { name values }
  variants { id title price sku stock options } images { urls alt width height } } }`;
const LISTING = `query Listing($s: String!, $page: Int) { products(store: $s, page: $page, limit: 20) {
  total page items { id title slug price currency variants { id title price stock } images { urls alt } } } }`;
const SEARCH = `query Search($s: String!, $q: String!) { search(store: $s, q: $q, limit: 20) {
  total items { id title slug price currency variants { id price stock } } } }`;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** 200 products, 20 listing pages, the ten search terms: what a cached run cycles over. */
const slugs = Array.from({ length: 200 }, (_, i) => `search-product-${1 + ((i * 37) % SEARCH_PRODUCTS)}`);
type Body = { query?: string; variables: Record<string, unknown>; extensions?: unknown };
const scenarios: Record<string, (i: number) => Body> = {
  product: (i) => ({ query: PRODUCT, variables: { s: store, slug: slugs[i % slugs.length] } }),
  listing: (i) => ({ query: LISTING, variables: { s: store, page: 1 + (i % 20) } }),
  search: (i) => ({ query: SEARCH, variables: { s: store, q: SEARCH_TERMS[i % SEARCH_TERMS.length]!.q } }),
};

let counter = 0;
function load(body: (i: number) => Body, uncached: boolean): Pick<autocannon.Options, 'requests'> {
  return {
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: autocannon.Request) => {
          const b = body(counter++);
          // A variable the operation does not read: a new answer-cache key, the same query and plan.
          if (uncached) b.variables = { ...b.variables, nonce: counter };
          const n = counter % 5000;
          return {
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': `10.0.${n >> 8}.${n & 255}` },
            body: JSON.stringify(b),
          };
        },
      },
    ],
  };
}

interface Row extends Figures {
  cpuMs: number;
  /** The server's highest RSS sampled during the run. */
  rssMb: number;
}
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
async function run(label: string, options: Pick<autocannon.Options, 'requests'>): Promise<Row | null> {
  if (only && !label.includes(only)) return null;
  let before: Usage | undefined;
  let peak = 0;
  // RSS sampled through the run, not only at its end: the budget is on the most the server holds.
  const sampler = setInterval(() => {
    void usage().then((u) => {
      peak = Math.max(peak, u.memory.rss);
    });
  }, 250);
  const figures = await measure(label, url, seconds, connections, options, async () => {
    before = await usage();
  }).finally(() => clearInterval(sampler));
  const after = await usage();
  const cpu = after.cpu.user - before!.cpu.user + (after.cpu.system - before!.cpu.system);
  return {
    ...figures,
    cpuMs: Math.round((cpu / 1000 / Math.max(1, figures.requests ?? 1)) * 1000) / 1000,
    rssMb: mb(Math.max(peak, after.memory.rss)),
  };
}

// Warm: every cached run's keys answered once, and the persisted product query registered by its hash.
for (const [name, body] of Object.entries(scenarios)) {
  const count = name === 'product' ? slugs.length : 20;
  for (let i = 0; i < count; i++) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body(i)),
    });
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  }
}
await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    ...scenarios.product!(0),
    extensions: { persistedQuery: { version: 1, sha256Hash: sha(PRODUCT) } },
  }),
});
const idle = await usage();
// V8 optimises the server's paths during the first seconds of load: a run thrown away, so the first
// measured run is not the one that pays for it.
await measure('warm-up', url, 2, connections, load(scenarios.product!, false));

/** BENCH_RUNS=uncached (say) runs only the runs whose label contains it. */
const only = process.env.BENCH_RUNS;
const rows: Row[] = [];
const add = (row: Row | null) => row && rows.push(row);
const loadBefore = loadavg()[0]!;
for (const name of Object.keys(scenarios)) add(await run(`${name}, cached`, load(scenarios[name]!, false)));
add(
  await run(
    'product, cached, by hash',
    load(
      (i) => ({
        ...scenarios.product!(i),
        query: undefined,
        extensions: { persistedQuery: { version: 1, sha256Hash: sha(PRODUCT) } },
      }),
      false,
    ),
  ),
);
for (const name of Object.keys(scenarios)) add(await run(`${name}, uncached`, load(scenarios[name]!, true)));
const loadAfter = loadavg()[0]!;
// Requests autocannon gave up on at the end of a run are still being answered: let them finish, and
// give V8 the few seconds of quiet after which it collects and gives memory back (its memory reducer).
await new Promise((r) => setTimeout(r, 5000));
// The compiled server collects once 10–20 s after the last request (platform/idle-gc.ts).
if (compiled) await new Promise((r) => setTimeout(r, 20_000));
const rested = await usage();
if (server && server.exitCode === null) {
  // Waited for, so a profile (BENCH_CPU_PROF) is written before the bench ends.
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
if (process.env.BENCH_HEAP_SNAPSHOT) {
  const written = new Promise<string>((resolve) =>
    child.on('message', (m) => {
      if (m && typeof m === 'object' && 'snapshot' in m) resolve((m as { snapshot: string }).snapshot);
    }),
  );
  child.send('heap-snapshot');
  console.log(`heap snapshot of the server: ${await written}`);
}
child.disconnect();

console.log(
  `\nStorefront API bench on ${ready.database} (${compiled ? 'the compiled server' : 'the sources under tsx'}): one store of ${SEARCH_PRODUCTS} products, ${connections} connections, ` +
    `${seconds} s a run, load generated on the same machine. Load average (1 min) ${loadBefore.toFixed(2)} before, ` +
    `${loadAfter.toFixed(2)} after${loadBefore >= 1.5 ? ' (not a quiet machine: req/s and latency are noise, CPU ms a request holds)' : ''}.\n`,
);
const header = ['operation', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'RSS MB', 'errors'];
const lines = rows.map((r) =>
  [r.label, r.requestsPerSec, r.p50, r.p99, r.cpuMs, r.rssMb, r.errors].map(String),
);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
const fmt = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(fmt(header));
for (const l of lines) console.log(fmt(l));
const heap = (u: Usage) =>
  u.memory.heapUsed === undefined
    ? `RSS ${mb(u.memory.rss)} MB`
    : `RSS ${mb(u.memory.rss)} MB (V8 heap ${mb(u.memory.heapUsed)} of ${mb(u.memory.heapTotal ?? 0)} MB, outside it ${mb(u.memory.external ?? 0)} MB)`;
console.log(`\nAfter warming, before the runs: ${heap(idle)}`);
console.log(`Idle ${compiled ? 25 : 5} s after the runs:       ${heap(rested)}\n`);

const find = (label: string) => rows.find((r) => r.label === label);
const cached = find('product, cached');
const uncachedProduct = find('product, uncached');
const checks: [string, boolean][] = [];
if (cached)
  checks.push(
    [
      `cached product ${cached.requestsPerSec} req/s ≥ ${budgets.cachedProductPerSec}`,
      cached.requestsPerSec >= budgets.cachedProductPerSec,
    ],
    [
      `cached product p99 ${cached.p99} ms ≤ ${budgets.cachedProductP99Ms} ms`,
      cached.p99 <= budgets.cachedProductP99Ms,
    ],
  );
if (uncachedProduct)
  checks.push([
    `uncached product ${uncachedProduct.cpuMs} CPU ms a request ≤ ${budgets.uncachedProductCpuMs}`,
    uncachedProduct.cpuMs <= budgets.uncachedProductCpuMs,
  ]);
checks.push(
  ...rows
    .filter((r) => r.label.endsWith('uncached'))
    .map((r): [string, boolean] => [
      `${r.label} p99 ${r.p99} ms ≤ ${budgets.uncachedP99Ms} ms`,
      r.p99 <= budgets.uncachedP99Ms,
    ]),
  ...rows.map((r): [string, boolean] => [
    `${r.label} RSS ${r.rssMb} MB ≤ ${budgets.loadRssMb} MB`,
    r.rssMb <= budgets.loadRssMb,
  ]),
  // A run that answered nothing has no latency to speak of: it fails rather than passing with p99 0.
  ...rows.map((r): [string, boolean] => [
    `${r.label}: ${r.requests ?? 0} answered, ${r.errors} errors`,
    (r.requests ?? 0) > 0 && r.errors === 0,
  ]),
);
for (const [text, ok] of checks) console.log(`${ok ? 'within budget' : 'OVER BUDGET  '}  ${text}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
