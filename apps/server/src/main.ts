// First: decides which React build every later import loads.
import './platform/node-env';
// Second: how soon V8 collects the old generation (resident memory under load).
import './platform/v8-heap';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { jobDefinitions } from './jobs';
import { scheduleAnalyticsRollup } from './modules/analytics/analytics.jobs';
import { scheduleBillingSweep } from './modules/billing/billing.jobs';
import { DEMO_VENDOR } from './modules/catalog/catalog.demo';
import { scheduleDomainsRecheck } from './modules/domains';
import { scheduleEscrowSweep } from './modules/payments/escrow-release.jobs';
import { TokenService } from './platform/auth';
import { DataDirLockedError } from './platform/data-dir-lock';
import { openDatabase } from './platform/db';
import { collectWhenIdle } from './platform/idle-gc';
import { createJobWorker } from './platform/job-worker';
import { shutdownOnSignals } from './platform/shutdown';
import { seed } from './seed';

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : {
          dataDir: config.dataDir,
          holder: {
            command: 'the Kasuwa server',
            port: config.KASUWA_ROLES.includes('api') ? config.PORT : undefined,
          },
        },
  );
  await database.migrate();
  // Several processes starting at once on one PostgreSQL (API replicas, a worker) seed one at a time;
  // the first seeds, the others find the work done.
  const seeded = await database.exclusive(() => seed(database, config));

  const app = await buildApp({ config, database, startedAt, tokens: new TokenService(config.jwtSecret) });
  const runner = config.KASUWA_ROLES.includes('worker')
    ? await createJobWorker({ db: database.db, config, log: app.log }, jobDefinitions)
    : undefined;
  shutdownOnSignals(app, database, runner);
  // Requests are answered first; the worker begins a moment later (its schedules are a few writes).
  if (config.KASUWA_ROLES.includes('api')) {
    await app.listen({ port: config.PORT, host: config.HOST });
    // Memory grown under load is given back once the traffic stops (idle RSS budget, issue 35).
    collectWhenIdle(app.server);
  }
  if (runner) {
    runner.start();
    // Arms delivered orders and releases due escrows every minute; the job reschedules itself.
    await scheduleEscrowSweep({ db: database.db }, config.KASUWA_ENV);
    // Renews, retries and ends plan subscriptions that are due; the job reschedules itself.
    await scheduleBillingSweep({ db: database.db }, config.KASUWA_ENV);
    // Closes yesterday's analytics and rolls up the days changes made stale; the job reschedules itself.
    await scheduleAnalyticsRollup({ db: database.db }, config.KASUWA_ENV);
    // Checks every custom domain's DNS once a day; the job reschedules itself.
    await scheduleDomainsRecheck({ db: database.db });
  }

  const lines = [
    '',
    `  Kasuwa ${config.version} (${config.KASUWA_ENV}) is running`,
    `  Web app         ${config.publicUrl}`,
    `  Admin sign-in   ${config.publicUrl}/administrator/login`,
    `  API docs        ${config.publicUrl}/api/docs`,
    `  Health          ${config.publicUrl}/health`,
    `  Database        ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pglite` : 'PostgreSQL'}`,
  ];
  if (seeded.demoAdmin) {
    const port = new URL(config.publicUrl).port;
    const store = `http://mamaput.${config.BASE_DOMAIN}${port ? `:${port}` : ''}`;
    lines.push(
      `  Demo admin      ${seeded.demoAdmin.email} / ${seeded.demoAdmin.password}`,
      `  Demo vendor     ${DEMO_VENDOR.email} / ${DEMO_VENDOR.password}  (sign in at ${config.publicUrl}/login)`,
      `  Demo store      ${store}  (also ${config.publicUrl}/s/mamaput)`,
    );
  }
  lines.push('');
  console.log(lines.join('\n'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Kasuwa failed to start:', err);
  }
  process.exit(1);
});
