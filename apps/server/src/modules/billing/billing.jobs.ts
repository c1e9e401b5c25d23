import type { RequestContext } from '../../platform/context';
import { enqueue, type JobDefinition, type JobEnv } from '../../platform/jobs';
import { createProviders } from '../../platform/payments';
import { warnExpiringCards } from './billing.card.service';
import { refundOutstandingPlanCharges } from './billing.refund.service';
import { remindManualRenewals } from './billing.reminders.service';
import { renewDue, renewOne } from './billing.renewal.service';
import { settlePlanReturns } from './billing.returns.service';

/** Every ten minutes; every two seconds under KASUWA_ENV=test so browser journeys need not wait. */
const sweepEvery = (env: string) => (env === 'test' ? 2_000 : 10 * 60_000);

/**
 * Renews, retries or ends the subscriptions that are due, asks again for the refunds (card checks,
 * second payments, plan transfer returns) the provider could not take at once, warns vendors whose card
 * expires before their renewal, reminds those whose plan nothing renews (7, 3, 1 days before), then
 * schedules itself again.
 */
export const billingSweepJob: JobDefinition<Record<string, never>> = {
  type: 'billing.sweep',
  queue: 'payouts',
  async handle(_payload, env: JobEnv) {
    const ctx = { ...env, providers: createProviders(env.config.payments) };
    const outcomes = await renewDue(ctx);
    const refunds = await refundOutstandingPlanCharges(ctx);
    const expiringCardsWarned = await warnExpiringCards(ctx);
    const renewalsReminded = await remindManualRenewals(ctx);
    const transferReturns = await settlePlanReturns(ctx);
    await scheduleBillingSweep(
      env,
      env.config.KASUWA_ENV,
      new Date(Date.now() + sweepEvery(env.config.KASUWA_ENV)),
    );
    return { outcomes, refunds, expiringCardsWarned, renewalsReminded, transferReturns };
  },
};

export function scheduleBillingSweep(ctx: Pick<RequestContext, 'db'>, kasuwaEnv: string, runAt = new Date()) {
  const slot = Math.floor(runAt.getTime() / sweepEvery(kasuwaEnv));
  return enqueue(ctx.db, billingSweepJob, {}, { runAt, dedupeKey: `billing-sweep:${slot}` });
}

/**
 * The sandbox's due-now (billing.sandbox.routes.ts): one account's renewal, or end of grace, run at once
 * rather than at the next sweep (up to ten minutes away). `renewOne` claims the renewal under the
 * subscription's row lock, so this run and a sweep at the same moment never charge or end it twice.
 */
export const billingDueNowJob: JobDefinition<{ userId: number }> = {
  type: 'billing.due-now',
  queue: 'payouts',
  maxAttempts: 3,
  async handle({ userId }, env: JobEnv) {
    const outcome = await renewOne({ ...env, providers: createProviders(env.config.payments) }, userId);
    return { userId, outcome };
  },
};
