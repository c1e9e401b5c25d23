#!/usr/bin/env node
// The fuzz pass (`npm run fuzz -- [requests]`, or FUZZ_REQUESTS; 10,000 by default): the server's fuzz suite
// (apps/server/src/fuzz.test.ts) with that many hostile requests spread over every route and the GraphQL
// endpoints, in process (Fastify's inject) on the database TEST_DATABASE_URL names, or PGlite when unset.
// Fails on any answer of 500 or more and prints the request that got it; FUZZ_SEED replays a run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const requests = Number(process.argv[2] ?? process.env.FUZZ_REQUESTS ?? 10_000);
if (!Number.isInteger(requests) || requests < 1) {
  console.error(`fuzz: the number of requests must be a positive integer, not ${process.argv[2]}`);
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`fuzz: ${requests} requests on ${database}`);
const started = Date.now();
const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--root', 'apps/server', 'src/fuzz.test.ts', '--reporter=dot'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FUZZ_REQUESTS: String(requests) } },
);
console.log(
  `fuzz: ${run.status === 0 ? 'no answer of 500 or more' : 'FAILED'} (${database}, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(run.status ?? 1);
