import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { effectJob } from '../test/outbox-worker.fixture';
import { openDatabase } from './db';
import { enqueue } from './jobs';
import { jobs, platformMeta } from './platform.schema';

const fixture = new URL('../test/outbox-worker.fixture.ts', import.meta.url).pathname;
const JOBS = 40;

/** Starts the worker process; resolves when it exits, calling onDone for every job it reports done. */
function runWorker(env: Record<string, string>, onDone?: (count: number, kill: () => void) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let done = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    done += (chunk.toString().match(/^done /gm) ?? []).length;
    onDone?.(done, () => child.kill('SIGKILL'));
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; done: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, done })),
  );
}

async function durability(redisUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-durability-'));
  try {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    for (let n = 0; n < JOBS; n++) await enqueue(database.db, effectJob, { n });
    await database.close();

    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      KASUWA_ENV: 'test',
      JWT_SECRET: 'test-jwt-secret-that-is-long-enough-000',
      COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0',
      ...(redisUrl ? { REDIS_URL: redisUrl, BULLMQ_PREFIX: `dur${Date.now()}` } : { REDIS_URL: '' }),
    };
    const first = await runWorker(env, (count, kill) => {
      if (count >= 8) kill();
    });
    expect(first.signal).toBe('SIGKILL');
    expect(first.done).toBeLessThan(JOBS);
    const second = await runWorker(env);
    expect(second.code).toBe(0);

    const after = await openDatabase({ dataDir });
    const rows = await after.db.select().from(jobs).where(eq(jobs.type, effectJob.type));
    expect(rows).toHaveLength(JOBS);
    expect(rows.every((r) => r.status === 'completed')).toBe(true);
    const effects = await after.db.select().from(platformMeta).where(like(platformMeta.key, 'effect:%'));
    expect(effects.map((e) => e.key).sort()).toEqual(
      [...Array(JOBS).keys()].map((n) => `effect:${n}`).sort(),
    );
    // Only the job in hand at the kill may have run twice: no job was lost, none ran a third time.
    expect(first.done + second.done).toBeGreaterThanOrEqual(JOBS);
    expect(first.done + second.done).toBeLessThanOrEqual(JOBS + 4);
    await after.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Two worker processes start one after the other, each compiling the app's TypeScript: a minute or
// more when another test file runs beside this one on a two-core machine.
describe('outbox durability across a forced restart', () => {
  it('in-process runner: every job runs after a SIGKILL mid-batch, effects once', async () => {
    await durability();
  }, 300_000);

  it.skipIf(!process.env.REDIS_URL)(
    'BullMQ (runs when REDIS_URL is set): every job runs after a SIGKILL mid-batch',
    async () => {
      await durability(process.env.REDIS_URL);
    },
    300_000,
  );
});
