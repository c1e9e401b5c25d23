import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { backoffMs, enqueue, type JobDefinition, JobRunner } from './jobs';
import { jobs } from './platform.schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const env = () => ({ db: t.database.db, config: t.config, log: t.app.log });

describe('job outbox', () => {
  it('writes a job only when the surrounding transaction commits', async () => {
    const def = { type: 'test.tx', queue: 'reports' as const };
    await t.database.db
      .transaction(async (tx) => {
        await enqueue(tx, def, { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await enqueue(tx, def, { n: 2 });
    });
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.type, 'test.tx'));
    expect(rows.map((r) => r.payload)).toEqual([{ n: 2 }]);
  });

  it('ignores a second job with the same dedupe key', async () => {
    const def = { type: 'test.dedupe', queue: 'email' as const };
    expect(await enqueue(t.database.db, def, {}, { dedupeKey: 'once' })).toBeTypeOf('number');
    expect(await enqueue(t.database.db, def, {}, { dedupeKey: 'once' })).toBeNull();
  });

  it('runs every due job once, retries failures with backoff and gives up after maxAttempts', async () => {
    const seen: number[] = [];
    let flaky = 0;
    const ok: JobDefinition<{ n: number }> = {
      type: 'test.ok',
      queue: 'reports',
      async handle({ n }) {
        seen.push(n);
        return { n };
      },
    };
    const failing: JobDefinition = {
      type: 'test.fail',
      queue: 'reports',
      maxAttempts: 2,
      async handle() {
        flaky++;
        throw new Error('provider down');
      },
    };
    for (let n = 0; n < 25; n++) await enqueue(t.database.db, ok, { n });
    const failId = await enqueue(t.database.db, failing, {});
    const runner = new JobRunner(env(), [ok, failing as JobDefinition]);
    await runner.drain();
    expect(seen.sort((a, b) => a - b)).toEqual([...Array(25).keys()]);

    let [failed] = await t.database.db.select().from(jobs).where(eq(jobs.id, failId!));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider down' });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, failId!));
    await runner.drain();
    [failed] = await t.database.db.select().from(jobs).where(eq(jobs.id, failId!));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(flaky).toBe(2);
    expect(backoffMs(1)).toBe(2000);
    expect(backoffMs(30)).toBe(600_000);
  });

  it('takes back a job whose worker died mid-run', async () => {
    const def: JobDefinition = { type: 'test.stale', queue: 'payouts', handle: async () => 'done' };
    const id = await enqueue(t.database.db, def, {});
    await t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(jobs.id, id!));
    await new JobRunner(env(), [def]).drain();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row).toMatchObject({ status: 'completed', attempts: 2, result: 'done' });
  });
});
