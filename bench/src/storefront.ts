/**
 * Storefront bench: product pages across 1,000 stores × 100 products, warm (pages already in the page
 * cache) and cold (every request a page never rendered: store lookup, catalogue query, React render),
 * each run twice: as fast as the server answers 20 connections (the throughput), and at the budgeted
 * 1,000 pages/s offered (the latency a visitor sees at that load). Beside them the bare-Fastify
 * `/api/plans` baseline of the foundation bench, and the product page's weight (HTML with its inline
 * CSS, and the island JS, gzipped; no images). Then search: the storefront search page for ten terms
 * on a 1,054-product store (search-catalogue.ts), as fast as answered, with the number of products each
 * term finds beside the number it must find.
 *   npm run bench:storefront          (PGlite in memory; BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 *   BENCH_SECONDS=10 npm run bench:storefront
 *   BENCH_ONLY=search npm run bench:storefront     (the search scenario alone)
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type autocannon from 'autocannon';
import { type Figures, measure, measureAtRate, printTable, type RunOptions } from './measure';
import { SEARCH_PRODUCTS, SEARCH_TERMS } from './search-catalogue';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_PAGES = 5_000;
const CONNECTIONS = 20;
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')).storefront as {
  productPageGzipBytes: number;
  productPageP95Ms: number;
  /** The embedded PGlite's own budget for cold pages at 1,000 pages/s (docs/benchmarks.md). */
  pgliteColdPageP95Ms: number;
  /** The offered load at which latency is measured. */
  productPagesPerSec: number;
  warmPagesPerSec: number;
  coldPagesPerSec: number;
  searchPerSec: number;
  searchP99Ms: number;
};
const onlySearch = process.env.BENCH_ONLY === 'search';
/** The budgeted load: latency is measured while this many pages a second are asked for. */
const RATE = budgets.productPagesPerSec;

interface Ready {
  kasuwa: number;
  bare: number;
  database: string;
  subdomains: string[];
  products: number;
  seededIn: number;
  searchSubdomain: string;
  searchSeededIn: number;
}

const child = fork(new URL('./storefront-servers.ts', import.meta.url), [], {
  execArgv: ['--import', 'tsx'],
  // NODE_ENV as a deployed server has it (see platform/node-env.ts): React's production build renders.
  env: {
    ...process.env,
    KASUWA_ENV: 'test',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DATA_DIR: process.env.DATA_DIR ?? '/tmp/kasuwa-bench',
  },
});
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (m) => resolve(m as Ready));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});
const origin = `http://127.0.0.1:${ready.kasuwa}`;

const checks: [string, boolean][] = [];
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** How the server has answered product pages so far: `hit`, `miss` or `uncached` → count. */
interface Answered {
  answered: Record<string, number>;
  /** The server process's CPU time so far. */
  cpu: NodeJS.CpuUsage;
  /** Its garbage-collection pauses so far. */
  gc: { count: number; totalMs: number; maxMs: number; over10Ms: number; majorMs: number };
}
function answered(): Promise<Answered> {
  return new Promise((resolve) => {
    const listen = (m: unknown) => {
      if (m && typeof m === 'object' && 'answered' in m) {
        child.off('message', listen);
        resolve(m as Answered);
      }
    };
    child.on('message', listen);
    child.send('answered');
  });
}

/** Paths for autocannon from `list`, the next one each time (`pick` chooses which). */
function rotating(list: string[], pick: () => number): Pick<autocannon.Options, 'requests'> {
  return {
    requests: [
      {
        method: 'GET',
        setupRequest: (req: autocannon.Request) => ({ ...req, path: list[pick() % list.length]! }),
      },
    ],
  };
}

if (!onlySearch) await productPages();
await search();
child.disconnect();

async function productPages() {
  // Every product page of every store, in a fixed shuffled order (a small LCG keeps runs comparable).
  const paths: string[] = [];
  for (const sub of ready.subdomains)
    for (let p = 1; p <= ready.products; p++) paths.push(`/s/${sub}/products/bench-product-${p}`);
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }

  // Warm set: the first WARM_PAGES of the order (pages of nearly every store), rendered once now.
  const warm = paths.slice(0, WARM_PAGES);
  const cold = paths.slice(WARM_PAGES);
  for (let i = 0; i < warm.length; i += 50) {
    await Promise.all(warm.slice(i, i + 50).map((p) => fetch(origin + p).then((r) => r.arrayBuffer())));
  }

  interface Run extends Figures {
    /** Share of answers served from the page cache. */
    hitShare: number;
    /** The server's CPU milliseconds a page (its thread runs PGlite too): steady on a shared machine. */
    cpuMs: number;
    gc: { count: number; totalMs: number; over10Ms: number; maxMs: number; majorMs: number };
  }

  async function run(label: string, load: RunOptions | (() => string)): Promise<Run> {
    const before = await answered();
    const figures =
      typeof load === 'function'
        ? await measureAtRate(label, origin, seconds, RATE, load)
        : await measure(label, origin, seconds, CONNECTIONS, load);
    const after = await answered();
    const delta = (state: string) => (after.answered[state] ?? 0) - (before.answered[state] ?? 0);
    const total = Object.keys(after.answered).reduce((n, state) => n + delta(state), 0);
    const cpu = after.cpu.user - before.cpu.user + (after.cpu.system - before.cpu.system);
    return {
      ...figures,
      hitShare: total ? delta('hit') / total : 0,
      cpuMs: total ? cpu / 1000 / total : 0,
      gc: {
        count: after.gc.count - before.gc.count,
        totalMs: after.gc.totalMs - before.gc.totalMs,
        over10Ms: after.gc.over10Ms - before.gc.over10Ms,
        majorMs: after.gc.majorMs - before.gc.majorMs,
        maxMs: after.gc.maxMs,
      },
    };
  }

  // Cold runs share one cursor, so no page is requested twice across them.
  let coldCursor = 0;
  const nextCold = () => coldCursor++;
  const randomWarm = () => Math.floor(random() * warm.length);

  // Warm first: the cold runs fill the page cache, and an LRU full of cold pages would evict warm ones.
  const warmMax = await run('warm, as fast as answered', rotating(warm, randomWarm));
  const warmRated = await run(`warm, ${RATE} pages/s offered`, () => warm[randomWarm()]!);
  const coldMax = await run('cold, as fast as answered', rotating(cold, nextCold));
  const coldRated = await run(`cold, ${RATE} pages/s offered`, () => cold[nextCold()]!);
  const bare = await measure('bare Fastify /api/plans', `http://127.0.0.1:${ready.bare}/api/plans`, seconds);

  // Page weight: what a browser downloads for a product page apart from images.
  const pageRes = await fetch(origin + warm[0]!);
  const html = await pageRes.text();
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const assets = await Promise.all(
    [...scripts, ...stylesheets].map(async (src) => ({
      src,
      bytes: Buffer.from(await (await fetch(origin + src)).arrayBuffer()),
    })),
  );
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1]!.length, 0);
  const htmlGzip = gzipSync(html, { level: 6 }).length;
  const assetGzip = assets.map((a) => ({ src: a.src, gzip: gzipSync(a.bytes, { level: 6 }).length }));
  const totalGzip = htmlGzip + assetGzip.reduce((n, a) => n + a.gzip, 0);

  console.log(
    `\nStorefront bench on ${ready.database}: ${ready.subdomains.length} stores × ${ready.products} products ` +
      `(${paths.length} product pages, seeded in ${(ready.seededIn / 1000).toFixed(1)} s), ${seconds} s per run, ` +
      `${CONNECTIONS} connections, load generated on the same machine`,
  );
  console.log(
    `warm: random pages among ${warm.length} rendered once before; cold: every request a page never requested ` +
      `before (store lookup, catalogue query, render). "as fast as answered" gives the throughput; ` +
      `"${RATE} pages/s offered" the latency at the budgeted load.\n`,
  );
  printTable([warmMax, warmRated, coldMax, coldRated, bare]);
  console.log('');
  for (const row of [warmMax, warmRated, coldMax, coldRated]) {
    console.log(
      `${row.label}: ${row.requestsPerSec} pages/s (${(row.hitShare * 100).toFixed(1)} % from the page cache), ` +
        `ratio to bare /api/plans ${(row.requestsPerSec / bare.requestsPerSec).toFixed(2)}, ` +
        `server CPU ${row.cpuMs.toFixed(3)} ms a page, GC ${row.gc.count} pauses ${Math.round(row.gc.totalMs)} ms in all ` +
        `(${Math.round(row.gc.majorMs)} ms full collections; ${row.gc.over10Ms} over 10 ms; longest so far ${row.gc.maxMs.toFixed(1)} ms)`,
    );
  }
  console.log(
    `\nProduct page weight (gzip, images excluded): HTML ${htmlGzip} B (${html.length} B raw, of which inline CSS ${inlineCss} B)` +
      assetGzip.map((a) => ` + ${a.src} ${a.gzip} B`).join('') +
      ` = ${totalGzip} B`,
  );

  checks.push([
    `page weight ${totalGzip} B ≤ ${budgets.productPageGzipBytes} B`,
    totalGzip <= budgets.productPageGzipBytes,
  ]);
  for (const [which, max, rated, served, least] of [
    ['warm', warmMax, warmRated, (r: Run) => r.hitShare >= 0.99, budgets.warmPagesPerSec],
    ['cold', coldMax, coldRated, (r: Run) => r.hitShare <= 0.01, budgets.coldPagesPerSec],
  ] as const) {
    // A cold page on PGlite reads the catalogue on the server's own thread: its budget is its own.
    const p95 =
      which === 'cold' && ready.database === 'pglite'
        ? budgets.pgliteColdPageP95Ms
        : budgets.productPageP95Ms;
    checks.push(
      [`${which} ${max.requestsPerSec} pages/s ≥ ${least}`, max.requestsPerSec >= least],
      [
        `${which} p95 ${rated.p95} ms ≤ ${p95} ms at ${rated.requestsPerSec} pages/s`,
        rated.p95 <= p95 && rated.requestsPerSec >= RATE * 0.95,
      ],
      [`${which} runs served as ${which} pages`, served(max) && served(rated)],
      [`${which} no errors (${max.errors + rated.errors})`, max.errors + rated.errors === 0],
    );
  }
}

/**
 * The search page for ten terms in turn, as fast as answered; each term's count is read from one
 * page first ("N results for"), against the number the catalogue says it must find.
 */
async function search() {
  const base = `/s/${ready.searchSubdomain}/search?q=`;
  const found: { q: string; what: string; expected: number; got: number }[] = [];
  for (const term of SEARCH_TERMS) {
    const html = await (await fetch(`${origin}${base}${encodeURIComponent(term.q)}`)).text();
    const m = /(\d+) results? for/.exec(html);
    found.push({ ...term, got: m ? Number(m[1]) : 0 });
  }
  const paths = SEARCH_TERMS.map((term) => `${base}${encodeURIComponent(term.q)}`);
  let next = 0;
  const figures = await measure(
    'search, 10 terms',
    origin,
    seconds,
    CONNECTIONS,
    rotating(paths, () => next++),
  );
  console.log(
    `\nSearch bench on ${ready.database}: one store of ${SEARCH_PRODUCTS} products (seeded in ` +
      `${(ready.searchSeededIn / 1000).toFixed(1)} s), the search page for ${paths.length} terms in turn, ` +
      `${seconds} s, ${CONNECTIONS} connections, load generated on the same machine\n`,
  );
  printTable([figures]);
  console.log('');
  for (const f of found) {
    console.log(
      `${f.got === f.expected ? 'as expected' : 'UNEXPECTED '}  "${f.q}" (${f.what}): ${f.got} found, ${f.expected} expected`,
    );
  }
  checks.push(
    [
      `search ${figures.requestsPerSec} req/s ≥ ${budgets.searchPerSec}`,
      figures.requestsPerSec >= budgets.searchPerSec,
    ],
    [`search p99 ${figures.p99} ms ≤ ${budgets.searchP99Ms} ms`, figures.p99 <= budgets.searchP99Ms],
    [
      `search finds what each term must (${found.filter((f) => f.got === f.expected).length}/${found.length})`,
      found.every((f) => f.got === f.expected),
    ],
    [`search no errors (${figures.errors})`, figures.errors === 0],
  );
}

console.log('');
for (const [text, ok] of checks) console.log(`${ok ? 'within budget' : 'OVER BUDGET  '}  ${text}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
