import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../platform/payments';
import { messages } from '../../platform/platform.schema';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { ledgerTransactions } from '../ledger/ledger.schema';
import { warnExpiringCards } from './billing.card.service';
import { type BillingCtx, DAY_MS, newBillingReference } from './billing.plan.service';
import * as q from './billing.queries';
import { RENEWAL_CLAIM_MS, renewDue, renewOne } from './billing.renewal.service';
import { billingCharges, subscriptions } from './billing.schema';

// Renewals never charge a card twice for one period: not when the provider's answer is lost (the
// sandbox takes the charge and drops the connection), not when two sweeps run at once, not when a run
// dies between recording an attempt and sending it. Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL, where the concurrent sweeps really overlap.

let t: TestContext;
let ctx: BillingCtx;
beforeAll(async () => {
  const port = await freePort();
  // Listening: the adapter reaches the embedded Paystack sandbox over real HTTP, so a dropped
  // connection is a real lost answer, and the sandbox can deliver its signed webhooks back.
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  ctx = {
    db: t.database.db,
    config: t.config,
    providers: createProviders(t.config.payments),
    log: pino({ level: 'silent' }),
  };
});
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

const billingInfo = { billingName: 'Ada Vendor', billingEmail: 'renewals@example.ng' };

async function payPremium(v: TestVendor, card: { expires?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/checkout',
    headers: v.headers,
    payload: { plan: 'premium', interval: 'monthly', ...billingInfo },
  });
  expect(res.statusCode, res.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: `${new URL(res.json().authorizationUrl).pathname}/pay`,
    ...(card.expires ? { payload: { expires: card.expires } } : {}),
  });
  expect(paid.statusCode).toBe(303);
  await embeddedSandbox.state!.idle();
  return subscriptionOf(v);
}

async function subscriptionOf(v: TestVendor) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, v.userId));
  return row!;
}

const chargesOf = (v: TestVendor) =>
  t.database.db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.userId, v.userId))
    .orderBy(billingCharges.createdAt);

/** What the money says, on both sides: charges the sandbox Paystack took, ledger postings we made. */
async function money(v: TestVendor) {
  const refs = (await chargesOf(v)).map((c) => c.reference);
  const taken = [...embeddedSandbox.state!.paystack.values()].filter(
    (c) => refs.includes(c.reference) && c.status === 'success',
  ).length;
  const posted = await t.database.db
    .select()
    .from(ledgerTransactions)
    .where(
      inArray(
        ledgerTransactions.key,
        refs.map((r) => `plan-payment:${r}`),
      ),
    );
  return { taken, posted: posted.length };
}

async function sandboxCard(code: string, action: 'lose-answer' | 'decline', payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/paystack/_sandbox/authorizations/${code}/${action}`,
    headers: { authorization: `Bearer ${t.config.payments.paystack.secretKey}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Receipt e-mails naming this reference: one per payment, however often it is confirmed. */
const receiptsFor = (reference: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(eq(messages.template, 'plan-payment-receipt'))
    .then((rows) => rows.filter((m) => m.bodyText.includes(reference)));

describe('a renewal whose answer is lost', () => {
  it('is verified, applied once, and never charged again, even by two sweeps at once', async () => {
    const v = await createVendor(t);
    const sub = await payPremium(v);
    expect(await money(v)).toEqual({ taken: 1, posted: 1 });
    await sandboxCard(sub.authorizationCode!, 'lose-answer', { times: 1 });

    const at = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    expect(await renewOne(ctx, v.userId, at)).toBe('provider_unavailable');
    // Paystack took the money; we do not know it yet, so nothing moved on our side.
    expect(await money(v)).toEqual({ taken: 2, posted: 1 });
    const [, attempt] = await chargesOf(v);
    expect(attempt).toMatchObject({ kind: 'renewal', status: 'pending' });
    const held = await subscriptionOf(v);
    expect(held.currentPeriodEnd.toISOString()).toBe(sub.currentPeriodEnd.toISOString());
    expect(held.nextAttemptAt!.getTime()).toBe(at.getTime() + RENEWAL_CLAIM_MS);
    // While the claim holds, no run touches it.
    expect(await renewOne(ctx, v.userId, at)).toBe('not_due');
    // Nor can the vendor buy a plan meanwhile (by card or balance): it could pay the period twice.
    for (const payWith of ['card', 'balance'] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: v.headers,
        payload: {
          plan: 'enterprise',
          interval: 'monthly',
          ...billingInfo,
          payWith,
          balanceStoreId: v.storeId,
        },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.message).toContain('still being confirmed');
    }

    // After the claim, two sweeps at once: one verifies the attempt and applies it, the other finds
    // nothing due; nobody charges the card again.
    const later = new Date(at.getTime() + RENEWAL_CLAIM_MS + 1000);
    const both = await Promise.all([renewOne(ctx, v.userId, later), renewOne(ctx, v.userId, later)]);
    expect(both.sort()).toEqual(['not_due', 'renewed']);
    expect(await money(v)).toEqual({ taken: 2, posted: 2 });
    const charges = await chargesOf(v);
    expect(charges).toHaveLength(2);
    expect(charges[1]).toMatchObject({ reference: attempt!.reference, status: 'paid' });
    const renewed = await subscriptionOf(v);
    expect(renewed).toMatchObject({ status: 'active', plan: 'premium', failedAttempts: 0 });
    expect(renewed.currentPeriodStart.toISOString()).toBe(sub.currentPeriodEnd.toISOString());

    // Running the sweep again changes nothing.
    const again = await renewDue(ctx, later);
    expect(again.find((o) => o.userId === v.userId)).toBeUndefined();
    expect(await renewOne(ctx, v.userId, later)).toBe('not_due');
    expect(await money(v)).toEqual({ taken: 2, posted: 2 });
    expect(await chargesOf(v)).toHaveLength(2);
    expect((await subscriptionOf(v)).currentPeriodEnd.toISOString()).toBe(
      renewed.currentPeriodEnd.toISOString(),
    );
    expect(await receiptsFor(attempt!.reference)).toHaveLength(1);
  });

  it('applied by its webhook meanwhile, leaves the next run nothing to do', async () => {
    const v = await createVendor(t);
    const sub = await payPremium(v);
    await sandboxCard(sub.authorizationCode!, 'lose-answer', { times: 1, webhook: true });
    const at = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    expect(await renewOne(ctx, v.userId, at)).toBe('provider_unavailable');
    await embeddedSandbox.state!.idle();
    const renewed = await subscriptionOf(v);
    expect(renewed.currentPeriodStart.toISOString()).toBe(sub.currentPeriodEnd.toISOString());
    expect(await renewOne(ctx, v.userId, new Date(at.getTime() + RENEWAL_CLAIM_MS + 1000))).toBe('not_due');
    expect(await money(v)).toEqual({ taken: 2, posted: 2 });
  });

  it('declined, goes to grace once verified, and is retried the next day under a new reference', async () => {
    const v = await createVendor(t);
    const sub = await payPremium(v);
    await sandboxCard(sub.authorizationCode!, 'decline', { decline: true });
    await sandboxCard(sub.authorizationCode!, 'lose-answer', { times: 1 });
    const at = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    expect(await renewOne(ctx, v.userId, at)).toBe('provider_unavailable');
    const later = new Date(at.getTime() + RENEWAL_CLAIM_MS + 1000);
    expect(await renewOne(ctx, v.userId, later)).toBe('grace');
    const [, attempt] = await chargesOf(v);
    expect(attempt).toMatchObject({ status: 'failed', failureReason: 'Declined by the bank' });
    const grace = await subscriptionOf(v);
    expect(grace).toMatchObject({ status: 'grace', failedAttempts: 1 });
    expect(grace.nextAttemptAt!.getTime()).toBe(later.getTime() + 24 * 60 * 60 * 1000);

    await sandboxCard(sub.authorizationCode!, 'decline', { decline: false });
    expect(await renewOne(ctx, v.userId, grace.nextAttemptAt!)).toBe('renewed');
    const charges = await chargesOf(v);
    expect(charges.map((c) => c.status)).toEqual(['paid', 'failed', 'paid']);
    expect(charges[2]!.reference).not.toBe(attempt!.reference);
    expect(await money(v)).toEqual({ taken: 2, posted: 2 });
  });
});

describe('an attempt Paystack never received', () => {
  it('(a run died after recording it) is marked failed and charged again under a new reference', async () => {
    const v = await createVendor(t);
    const sub = await payPremium(v);
    const at = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    const lost = await q.insertCharge(t.database.db, {
      id: crypto.randomUUID(),
      userId: v.userId,
      reference: newBillingReference(),
      kind: 'renewal',
      plan: 'premium',
      interval: 'monthly',
      amount: 1_000_000,
      currency: 'NGN',
      billingName: sub.billingName,
      billingEmail: sub.billingEmail,
      periodStart: sub.currentPeriodEnd,
      periodEnd: new Date(sub.currentPeriodEnd.getTime() + 30 * 24 * 60 * 60 * 1000),
    });
    expect(await ctx.providers.paystack.lookup(lost.reference)).toEqual({ state: 'not_found' });

    expect(await renewOne(ctx, v.userId, at)).toBe('renewed');
    const charges = await chargesOf(v);
    expect(charges.map((c) => [c.reference === lost.reference, c.status])).toEqual([
      [false, 'paid'],
      [true, 'failed'],
      [false, 'paid'],
    ]);
    expect(charges[1]!.failureReason).toMatch(/Not received by Paystack/);
    expect(await money(v)).toEqual({ taken: 2, posted: 2 });
    expect((await subscriptionOf(v)).currentPeriodStart.toISOString()).toBe(
      sub.currentPeriodEnd.toISOString(),
    );
  });
});

describe('two renewal sweeps at once', () => {
  it('charge a due renewal once', async () => {
    const v = await createVendor(t);
    const sub = await payPremium(v);
    const at = new Date(sub.currentPeriodEnd.getTime() + 60_000);
    const [first, second] = await Promise.all([renewDue(ctx, at), renewDue(ctx, at)]);
    const mine = [...first!, ...second!].filter((o) => o.userId === v.userId).map((o) => o.outcome);
    expect(mine.filter((o) => o === 'renewed')).toHaveLength(1);
    expect(mine.every((o) => o === 'renewed' || o === 'not_due')).toBe(true);
    expect(await money(v)).toEqual({ taken: 2, posted: 2 });
    expect(await chargesOf(v)).toHaveLength(2);
  });
});

describe('a saved card that expires before the renewal', () => {
  it('is shown with its expiry and warned about once, a week before the renewal', async () => {
    const v = await createVendor(t);
    const ok = await createVendor(t);
    const sub = await payPremium(v, { expires: '2026-11' });
    const fine = await payPremium(ok, { expires: '2030-12' });
    expect(sub.cardExpires).toBe('2026-11');
    expect(fine.cardExpires).toBe('2030-12');
    const overview = await t.app.inject({ url: '/api/subscription', headers: v.headers });
    expect(overview.json().subscription.cardExpires).toBe('2026-11');
    const warnings = async () =>
      (await t.database.db.select().from(messages).where(eq(messages.template, 'plan-card-expiring'))).filter(
        (m) => m.bodyText.includes('card ending 4081'),
      );

    // A month before the renewal: too early.
    await warnExpiringCards(ctx, new Date(sub.currentPeriodEnd.getTime() - 30 * DAY_MS));
    expect(await warnings()).toHaveLength(0);
    // Three days before: one e-mail, however many sweeps run.
    const at = new Date(sub.currentPeriodEnd.getTime() - 3 * DAY_MS);
    await Promise.all([warnExpiringCards(ctx, at), warnExpiringCards(ctx, at)]);
    await warnExpiringCards(ctx, at);
    const sent = await warnings();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.bodyText).toContain('expires at the end of 11/2026');
    expect(sent[0]!.bodyText).toContain('/subscription');
    expect((await subscriptionOf(v)).cardExpiryWarnedFor?.toISOString()).toBe(
      sub.currentPeriodEnd.toISOString(),
    );
    // The card that lasts is never warned about.
    expect((await subscriptionOf(ok)).cardExpiryWarnedFor).toBeNull();
  });
});
