import { CARD_CHECK_AMOUNT, CARD_CHECK_CURRENCY, cardExpiredBy } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { DbOrTx } from '../../platform/db';
import { fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { ProviderError, type SavedCard } from '../../platform/payments';
import { accountLocale } from '../admin-users';
import { recordCardCheck } from '../ledger';
import { dateText, renderEmail } from '../messages';
import { getPlan } from '../plans';
import { type BillingCtx, DAY_MS, GRACE_DAYS, isPaying, newBillingReference } from './billing.plan.service';
import * as q from './billing.queries';
import type { BillingChargeRow } from './billing.schema';

// Replacing the saved card while a plan runs. The vendor pays a small card check on Paystack's page;
// its `charge.success` carries the new card's reusable authorization, which replaces the old one for
// renewals, and the check is refunded at once through Paystack's refund API. A declined or abandoned
// check changes nothing: the old card stays.
//
// Ledger: the check is money the provider takes from the vendor and holds for us until the refund, so
// it is posted (provider_clearing → card_verifications, a debt to the vendor) and the accepted refund
// clears it (card_verifications → refunds), as an order's refund does. It is never plan revenue.
// docs/decisions/0003-plan-billing.md has the reasons; the refund itself is billing.refund.service.

/** Step 1: a pending card check and Paystack's page to pay it on. Only while a plan is paid for. */
export async function startCardChange(
  ctx: BillingCtx,
  userId: number,
): Promise<{ authorizationUrl: string; reference: string; amount: number; currency: string }> {
  const sub = await q.findSubscription(ctx.db, userId);
  if (!isPaying(sub)) {
    throw fail('CONFLICT', { reason: 'You have no paid plan, so there is no card to replace.' });
  }
  if (!ctx.providers.paystack.configured) throw fail('BILLING_UNAVAILABLE');
  const reference = newBillingReference();
  const charge = await q.insertCharge(ctx.db, {
    id: uuidv7(),
    userId,
    reference,
    kind: 'card_check',
    plan: sub.plan,
    interval: sub.interval,
    amount: CARD_CHECK_AMOUNT,
    currency: CARD_CHECK_CURRENCY,
    billingName: sub.billingName,
    billingEmail: sub.billingEmail,
  });
  try {
    const started = await ctx.providers.paystack.initialize({
      email: sub.billingEmail,
      amount: CARD_CHECK_AMOUNT,
      currency: CARD_CHECK_CURRENCY,
      reference,
      callbackUrl: `${ctx.config.publicUrl}/subscription?card=check`,
      // Only a card gives a reusable authorization; a transfer or USSD payment could not renew.
      channels: ['card'],
      metadata: { purpose: 'card_check', userId },
    });
    return {
      authorizationUrl: started.authorizationUrl,
      reference,
      amount: CARD_CHECK_AMOUNT,
      currency: CARD_CHECK_CURRENCY,
    };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err, reference }, 'card check could not start');
    await q.updateCharge(ctx.db, charge.id, { status: 'failed', failureReason: err.message });
    throw fail('BILLING_UNAVAILABLE');
  }
}

/**
 * A card check Paystack says succeeded, in the caller's transaction (its charge row locked): the check
 * is posted to the ledger and marked paid, and its card replaces the saved one. A card Paystack will
 * not let us charge again (`reusable: false`) is refunded all the same and the old card stays.
 */
export async function applyCardCheck(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  charge: BillingChargeRow,
  card: SavedCard | null,
  now: Date,
): Promise<'replaced' | 'not_reusable'> {
  await recordCardCheck(
    { db: tx },
    {
      reference: charge.reference,
      amount: charge.amount,
      currency: charge.currency,
      memo: `Card check for account ${charge.userId} (refunded)`,
    },
  );
  const sub = await q.findSubscription(tx, charge.userId, true);
  if (!card || !isPaying(sub)) {
    // On a card check, a reason beside `paid` says the card was not saved (the refund still follows).
    await q.updateCharge(tx, charge.id, {
      status: 'paid',
      paidAt: now,
      failureReason: card
        ? 'The plan ended before the card was checked'
        : 'This card cannot be charged again; the old card stays',
    });
    return 'not_reusable';
  }
  await q.updateCharge(tx, charge.id, { status: 'paid', paidAt: now });
  await q.updateSubscription(tx, charge.userId, {
    authorizationCode: card.code,
    cardLast4: card.last4,
    cardExpires: card.expires ?? null,
    cardExpiryWarnedFor: null,
    // In grace the overdue renewal is tried on the new card at the next sweep, not a day later.
    ...(sub.status === 'grace' ? { nextAttemptAt: now } : {}),
  });
  await queueEmail(tx, {
    to: sub.billingEmail,
    template: 'plan-card-changed',
    ...renderEmail(
      'email.plan_card_changed',
      {
        last4: card.last4,
        previous: sub.cardLast4 ?? null,
        amount: { amount: charge.amount, currency: charge.currency },
        url: `${config.publicUrl}/subscription`,
      },
      await accountLocale({ db: tx }, charge.userId),
    ),
  });
  return 'replaced';
}

/** How long before a renewal on an expiring card the vendor is told to replace it. */
export const CARD_EXPIRY_WARNING_DAYS = 7;

/**
 * Kasuwa's own `subscription.expiring_cards` (no Paystack subscriptions here, decision 0003): a plan
 * that renews on the saved card within CARD_EXPIRY_WARNING_DAYS, on a card that runs out before that
 * day, gets one e-mail for that renewal asking for a new card. Marked under a conditional update, so
 * two sweeps never send it twice; a new card clears the mark.
 */
export async function warnExpiringCards(ctx: Pick<BillingCtx, 'db' | 'config'>, now = new Date()) {
  const soon = new Date(now.getTime() + CARD_EXPIRY_WARNING_DAYS * DAY_MS);
  const candidates = await q.renewingOnCardBy(ctx.db, soon);
  let warned = 0;
  for (const sub of candidates) {
    if (!cardExpiredBy(sub.cardExpires, sub.currentPeriodEnd)) continue;
    const sent = await ctx.db.transaction(async (tx) => {
      if (!(await q.markCardExpiryWarned(tx, sub.userId, sub.currentPeriodEnd))) return false;
      const planName = getPlan(sub.plan)?.name ?? sub.plan;
      const [year, month] = sub.cardExpires!.split('-');
      const locale = await accountLocale({ db: tx }, sub.userId);
      await queueEmail(tx, {
        to: sub.billingEmail,
        template: 'plan-card-expiring',
        ...renderEmail(
          'email.plan_card_expiring',
          {
            plan: planName,
            renews: dateText(sub.currentPeriodEnd, locale),
            last4: sub.cardLast4 ?? null,
            expires: `${month}/${year}`,
            graceDays: GRACE_DAYS,
            url: `${ctx.config.publicUrl}/subscription`,
          },
          locale,
        ),
      });
      return true;
    });
    if (sent) warned += 1;
  }
  return warned;
}
