import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../platform/jobs';
import { jobs, messages } from '../../platform/platform.schema';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { captureToEscrow, releaseEscrow } from '../ledger/escrow.service';
import { billingDueNowJob } from './billing.jobs';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (v: TestVendor, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: v.headers, ...(payload ? { payload } : {}) });
const dueNow = (v: TestVendor) => api(v, '/api/subscription/_sandbox/due-now');

/** Only the due-now job type: no billing sweep runs in this test, so whatever happens is due-now's. */
const runDueNow = () =>
  new JobRunner({ db: t.database.db, config: t.config, log: pino({ level: 'silent' }) }, [
    billingDueNowJob as never,
  ]).drain();

const dueNowJobs = (userId: number) =>
  t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.type, billingDueNowJob.type))
    .then((rows) => rows.filter((r) => (r.payload as { userId: number }).userId === userId));

const mailed = (template: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.template, template), eq(messages.recipient, 'billing@example.ng')));

describe('POST /api/subscription/_sandbox/due-now', () => {
  it('runs the renewal, then the end of grace, at once: each e-mail is queued without waiting for a sweep', async () => {
    const v = await createVendor(t);
    // A month of Premium paid from the store's balance, and no card saved: the renewal cannot be paid.
    const orderId = uuidv7();
    await captureToEscrow(
      { db: t.database.db },
      { orderId, storeId: v.storeId, amount: 1_200_000, currency: 'NGN', paymentKey: `sale-${orderId}` },
    );
    await releaseEscrow({ db: t.database.db }, orderId, 'delivered');
    const paid = await api(v, '/api/subscription/checkout', {
      plan: 'premium',
      interval: 'monthly',
      billingName: 'Ada Vendor',
      billingEmail: 'billing@example.ng',
      payWith: 'balance',
      balanceStoreId: v.storeId,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const asked = new Date();
    expect((await dueNow(v)).json()).toEqual({ due: true });
    const [job] = await dueNowJobs(v.userId);
    expect(job).toMatchObject({ status: 'pending' });
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await mailed('plan-renewal-failed')).toHaveLength(0);
    expect(await runDueNow()).toBe(1);
    expect((await dueNowJobs(v.userId))[0]).toMatchObject({
      status: 'completed',
      result: { userId: v.userId, outcome: 'grace' },
    });
    const [grace] = await mailed('plan-renewal-failed');
    expect(grace?.createdAt.getTime()).toBeGreaterThanOrEqual(asked.getTime() - 1000);

    expect((await dueNow(v)).statusCode).toBe(200);
    expect(await runDueNow()).toBe(1);
    expect(await mailed('plan-downgraded-unpaid')).toHaveLength(1);
    const overview = await t.app.inject({ url: '/api/subscription', headers: v.headers });
    expect(overview.json().entitlements.plan).toBe('free');

    // A second run for the same moment finds nothing due and sends nothing twice.
    expect((await dueNow(v)).statusCode).toBe(404);
    expect(await runDueNow()).toBe(0);
    expect(await mailed('plan-renewal-failed')).toHaveLength(1);
  });

  it('queues nothing for an account without a plan to renew', async () => {
    const v = await createVendor(t);
    expect((await dueNow(v)).statusCode).toBe(404);
    expect(await dueNowJobs(v.userId)).toHaveLength(0);
  });
});
