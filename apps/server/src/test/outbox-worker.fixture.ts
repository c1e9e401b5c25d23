/**
 * A worker process for the outbox durability test: runs `durability.effect` jobs (each writes one
 * effect row, idempotently) on the in-process runner, or on BullMQ when REDIS_URL is set, and exits
 * once no job is left unfinished. The test SIGKILLs it mid-batch and starts it again.
 */
import { inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../platform/db';
import { createJobWorker } from '../platform/job-worker';
import type { JobDefinition } from '../platform/jobs';
import { jobs, platformMeta } from '../platform/platform.schema';

export const effectJob: JobDefinition<{ n: number }> = {
  type: 'durability.effect',
  queue: 'reports',
  async handle({ n }, { db }) {
    await new Promise((r) => setTimeout(r, 30));
    // Idempotent: a rerun after a crash between this write and the completion mark changes nothing.
    await db
      .insert(platformMeta)
      .values({ key: `effect:${n}`, value: { n } })
      .onConflictDoNothing();
    process.stdout.write(`done ${n}\n`);
    return { n };
  },
};

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir });
  const log = {
    info() {},
    warn: console.error,
    error: console.error,
    debug() {},
    trace() {},
    fatal: console.error,
    child() {
      return log;
    },
    level: 'warn',
    silent() {},
  };
  // A short stale time so the job in hand when the previous process was killed is taken back quickly.
  const worker = await createJobWorker(
    { db: database.db, config, log: log as never },
    [effectJob as JobDefinition],
    {
      staleAfterMs: 2_000,
    },
  );
  worker.start();
  process.stdout.write('started\n');
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(inArray(jobs.status, ['pending', 'queued', 'running']));
    if (Number(row?.n) === 0) break;
  }
  await worker.stop();
  await database.close();
  process.exit(0);
}

if (process.argv[1]?.endsWith('outbox-worker.fixture.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
