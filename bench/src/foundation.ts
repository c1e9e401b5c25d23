/**
 * Foundation bench: throughput and p50/p95/p99 of /health and the database-backed /api/plans on the
 * full app, side by side with a bare Fastify route doing the same SQL, and the ratio between them.
 *   npm run bench            (PGlite in memory; BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 *   BENCH_SECONDS=10 npm run bench
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Figures, measure, printTable } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')).foundation as {
  minRatio: number;
  maxP99Ms: number;
};

const child = fork(new URL('./servers.ts', import.meta.url), [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, KASUWA_ENV: 'test', DATA_DIR: process.env.DATA_DIR ?? '/tmp/kasuwa-bench' },
});
const ports = await new Promise<{ kasuwa: number; bare: number; database: string }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { kasuwa: number; bare: number; database: string }));
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

const rows: Figures[] = [];
for (const path of ['/health', '/api/plans']) {
  rows.push(await measure(`kasuwa ${path}`, `http://127.0.0.1:${ports.kasuwa}${path}`, seconds));
  rows.push(await measure(`bare   ${path}`, `http://127.0.0.1:${ports.bare}${path}`, seconds));
}
child.disconnect();

console.log(`\nFoundation bench on ${ports.database}, ${seconds}s per endpoint, 20 connections\n`);
printTable(rows);
console.log('');
let withinBudget = true;
for (let i = 0; i < rows.length; i += 2) {
  const app = rows[i]!;
  const bare = rows[i + 1]!;
  const ratio = app.requestsPerSec / bare.requestsPerSec;
  const ok = ratio >= budgets.minRatio && app.p99 <= budgets.maxP99Ms && app.errors === 0;
  withinBudget &&= ok;
  console.log(
    `${app.label.replace('kasuwa ', '')}: kasuwa/bare throughput ratio ${ratio.toFixed(2)} ` +
      `(budget ≥ ${budgets.minRatio}, p99 ≤ ${budgets.maxP99Ms} ms) ${ok ? 'within budget' : 'OVER BUDGET'}`,
  );
}
process.exitCode = withinBudget ? 0 : 1;
