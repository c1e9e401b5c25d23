/**
 * Child process of the foundation bench: the full Kasuwa app and a bare Fastify doing the same SQL,
 * on one seeded database, so the parent can load both from outside their event loop.
 */

import { asc, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { plans } from '../../apps/server/src/modules/plans/plans.schema';
import { TokenService } from '../../apps/server/src/platform/auth';
import { openDatabase } from '../../apps/server/src/platform/db';
import { seed } from '../../apps/server/src/seed';

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { memory: true },
);
await database.migrate();
await seed(database, config);

const app = await buildApp({
  config,
  database,
  tokens: new TokenService(config.jwtSecret),
  startedAt: Date.now(),
});
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/health', async () => {
  await database.db.execute(sql`select 1`);
  return { status: 'ok' };
});
bare.get('/api/plans', async () => ({
  plans: await database.db.select().from(plans).orderBy(asc(plans.sortOrder)),
}));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (s: typeof bare.server) => {
  const a = s.address();
  return typeof a === 'object' && a ? a.port : 0;
};
process.send?.({ kasuwa: port(app.server), bare: port(bare.server), database: database.kind });
process.on('disconnect', async () => {
  await app.close();
  await bare.close();
  await database.close();
  process.exit(0);
});
