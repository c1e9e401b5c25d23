/**
 * Storefront bench: product-page render across 1,000 stores × 100 products, cold (every request a page
 * not rendered before, so a cache miss: store lookup, catalogue queries, React render) and warm (pages
 * already in the page cache), against the bare-Fastify `/api/plans` baseline of the foundation bench;
 * and the product page's weight (HTML with its inline CSS, and the island JS, gzipped; no images).
 *   npm run bench:storefront          (PGlite in memory; BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 *   BENCH_SECONDS=10 npm run bench:storefront
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type autocannon from 'autocannon';
import { type Figures, measure, printTable } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_PAGES = 5_000;
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')).storefront as {
  productPageGzipBytes: number;
  productPageP95Ms: number;
  productPagesPerSec: number;
};

interface Ready {
  kasuwa: number;
  bare: number;
  database: string;
  subdomains: string[];
  products: number;
  seededIn: number;
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

// Every product page of every store, in a fixed shuffled order (a small LCG keeps runs comparable).
const paths: string[] = [];
for (const sub of ready.subdomains)
  for (let p = 1; p <= ready.products; p++) paths.push(`/s/${sub}/products/bench-product-${p}`);
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
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

async function cacheState(path: string): Promise<string> {
  const res = await fetch(origin + path);
  await res.arrayBuffer();
  return `${res.status} ${res.headers.get('x-kasuwa-cache') ?? 'uncached'}`;
}

function rotating(list: string[], pick: (n: number) => number): Pick<autocannon.Options, 'requests'> {
  let n = 0;
  return {
    requests: [
      {
        method: 'GET',
        setupRequest: (req: autocannon.Request) => ({ ...req, path: list[pick(n++) % list.length]! }),
      },
    ],
  };
}

const rows: Figures[] = [];
const coldCheck = await cacheState(cold.at(-1)!);
rows.push(
  await measure(
    'product page, cold (cache miss)',
    origin,
    seconds,
    20,
    rotating(cold, (n) => n),
  ),
);
rows.push(
  await measure(
    'product page, warm (cache hit)',
    origin,
    seconds,
    20,
    rotating(warm, () => Math.floor(random() * warm.length)),
  ),
);
const warmCheck = await cacheState(warm[0]!);
rows.push(await measure('bare Fastify /api/plans', `http://127.0.0.1:${ready.bare}/api/plans`, seconds));

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
child.disconnect();

const [coldRow, warmRow, bareRow] = rows as [Figures, Figures, Figures];
console.log(
  `\nStorefront bench on ${ready.database}: ${ready.subdomains.length} stores × ${ready.products} products ` +
    `(${paths.length} product pages, seeded in ${(ready.seededIn / 1000).toFixed(1)} s), ${seconds}s per run, 20 connections`,
);
console.log(
  `cold: every request a product page not requested before (first cold page answered ${coldCheck}); ` +
    `warm: random pages among ${warm.length} rendered once before (${warmCheck})\n`,
);
printTable(rows);
console.log('');
for (const row of [coldRow, warmRow]) {
  console.log(
    `${row.label}: ${row.requestsPerSec} pages/s, ratio to bare /api/plans ${(row.requestsPerSec / bareRow.requestsPerSec).toFixed(2)}`,
  );
}
console.log(
  `\nProduct page weight (gzip, images excluded): HTML ${htmlGzip} B (${html.length} B raw, of which inline CSS ${inlineCss} B)` +
    assetGzip.map((a) => ` + ${a.src} ${a.gzip} B`).join('') +
    ` = ${totalGzip} B`,
);

const checks: [string, boolean][] = [
  [
    `page weight ${totalGzip} B ≤ ${budgets.productPageGzipBytes} B`,
    totalGzip <= budgets.productPageGzipBytes,
  ],
];
for (const row of [warmRow, coldRow]) {
  const which = row === warmRow ? 'warm' : 'cold';
  checks.push(
    [`${which} p95 ${row.p95} ms ≤ ${budgets.productPageP95Ms} ms`, row.p95 <= budgets.productPageP95Ms],
    [
      `${which} ${row.requestsPerSec} pages/s ≥ ${budgets.productPagesPerSec}`,
      row.requestsPerSec >= budgets.productPagesPerSec,
    ],
    [`${which} no errors (${row.errors})`, row.errors === 0],
  );
}
console.log('');
for (const [text, ok] of checks) console.log(`${ok ? 'within budget' : 'OVER BUDGET  '}  ${text}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
