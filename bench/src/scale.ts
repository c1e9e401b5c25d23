/**
 * Scale-out bench (issue 20): storefront throughput through HAProxy with one and with two API processes
 * (`KASUWA_ROLES=api`, the compiled server) on one PostgreSQL database, for the demo store's home page and
 * one product page (both page-cache hits after the warm-up). A worker process is not needed for pages.
 *   npm run bench:scale     (BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://…; REDIS_URL if set)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:scale
 * On a machine with few cores the load generator, HAProxy, PostgreSQL and the servers share them: the
 * second process then shows how much headroom is left, not what a second machine would add.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDatabase,
  haproxyPath,
  ServerProcess,
  send,
  serverCommand,
  startHaproxy,
} from '../../apps/server/src/test/cluster';
import { freePorts } from '../../apps/server/src/test/ports';
import { type Figures, measure, printTable } from './measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const haproxy = haproxyPath();
if (!databaseUrl || !haproxy) {
  console.error(
    'bench:scale needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://…) and HAProxy (apt-get install haproxy, or HAPROXY_PATH).',
  );
  process.exit(1);
}

const database = await createDatabase(databaseUrl, 'kasuwa_bench_scale');
const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-scale-'));
const processes: ServerProcess[] = [];
try {
  const [p1, p2, proxyPort] = await freePorts(3);
  const command = serverCommand();
  const env = {
    DATABASE_URL: database.url,
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, BULLMQ_PREFIX: `bscale${process.pid}` }
      : {}),
    DATA_DIR: dataDir,
    // Test mode for its demo store and payment sandbox; React runs its production build (node-env.ts).
    KASUWA_ENV: 'test',
    KASUWA_ROLES: 'api',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    JWT_SECRET: 'bench-scale-jwt-secret-that-is-long-enough',
    COOKIE_SECRET: 'bench-scale-cookie-secret-that-is-long-enough',
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  };
  const api1 = new ServerProcess('api1', command, { ...env, PORT: String(p1) });
  const api2 = new ServerProcess('api2', command, { ...env, PORT: String(p2) });
  processes.push(api1, api2);
  api1.start();
  await api1.healthy();
  api2.start();
  await api2.healthy();

  const host = `mamaput.localhost:${proxyPort}`;
  const home = await send(`http://127.0.0.1:${p1}/`, { host });
  const productPath = /href="(\/products\/[^"]+)"/.exec(home.body)?.[1];
  if (home.status !== 200 || !productPath) throw new Error(`demo store not served: ${home.status}`);

  const rows: Figures[] = [];
  for (const backends of [[p1], [p1, p2]]) {
    const proxy = await startHaproxy(haproxy, dataDir, backends, proxyPort, {
      closeServerConnections: false,
    });
    try {
      const label = `${backends.length} API process${backends.length > 1 ? 'es' : ''}`;
      for (const [name, path] of [
        ['storefront home', '/'],
        ['product page', productPath],
      ] as const) {
        rows.push(
          await measure(`${name}, ${label}`, `${proxy.url}${path}`, seconds, connections, {
            requests: [{ method: 'GET', path, headers: { host } }],
          }),
        );
      }
    } finally {
      await proxy.stop();
    }
  }

  console.log(
    `\nScale-out: through HAProxy (round robin, keep-alive), ${connections} connections, ${seconds} s each, PostgreSQL`,
  );
  printTable(rows);
  for (const name of ['storefront home', 'product page']) {
    const one = rows.find((r) => r.label.startsWith(`${name}, 1`))!;
    const two = rows.find((r) => r.label.startsWith(`${name}, 2`))!;
    console.log(
      `${name}: 2 processes ÷ 1 process = ${(two.requestsPerSec / one.requestsPerSec).toFixed(2)}×`,
    );
  }
} finally {
  await Promise.all(processes.map((p) => p.kill('SIGTERM')));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
