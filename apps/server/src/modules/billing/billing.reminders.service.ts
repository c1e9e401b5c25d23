import type { BillingInterval, Locale } from '@kasuwa/contracts';
import { queueEmail } from '../../platform/mail';
import { accountLocale } from '../admin-users';
import { dateText, renderEmail } from '../messages';
import { getPlan } from '../plans';
import { type BillingCtx, DAY_MS, priceOf } from './billing.plan.service';
import type { SubscriptionRow } from './billing.schema';
import * as tq from './billing.transfer.queries';

// A plan paid by transfer or USSD has nothing to renew from (docs/billing.md, "Transfers and USSD"):
// the vendor is reminded 7, 3 and 1 days before its end, with the link to pay the next period ahead by
// any method; at the end it goes to grace as a declined renewal does, then to Free.

/** Days before the period end at which a plan with nothing to renew from is reminded. */
export const REMINDER_DAYS = [7, 3, 1] as const;

/**
 * Sends the reminders that are due, once each: the smallest stage a subscription has reached (1 day
 * before beats 3 and 7, so a sweep that was down sends one e-mail, not three). Marking the stage is a
 * conditional update, so two sweeps at once send it once.
 */
export async function remindManualRenewals(ctx: Pick<BillingCtx, 'db' | 'config' | 'log'>, now = new Date()) {
  const sent: { userId: number; days: number }[] = [];
  const seen = new Set<number>();
  for (const days of [...REMINDER_DAYS].reverse()) {
    const due = await tq.manualRenewalsDue(ctx.db, now, new Date(now.getTime() + days * DAY_MS), days);
    for (const sub of due) {
      if (seen.has(sub.userId)) continue;
      seen.add(sub.userId);
      const reminded = await ctx.db.transaction(async (tx) => {
        if (!(await tq.markReminded(tx, sub.userId, sub.currentPeriodEnd, days))) return false;
        const locale = await accountLocale({ db: tx }, sub.userId);
        await queueEmail(tx, renewalDueEmail(ctx.config.publicUrl, sub, days, undefined, locale));
        return true;
      });
      if (reminded) sent.push({ userId: sub.userId, days });
    }
  }
  return sent;
}

/**
 * The e-mail of a plan nothing renews: `days` before its end, or (0) when the period ended and the
 * grace days run until `graceUntil`.
 */
export function renewalDueEmail(
  publicUrl: string,
  sub: SubscriptionRow,
  days: number,
  graceUntil?: Date,
  locale?: Locale,
) {
  const plan = getPlan(sub.plan)?.name ?? sub.plan;
  const renews = dateText(days === 0 && graceUntil ? graceUntil : sub.currentPeriodEnd, locale);
  return {
    to: sub.billingEmail,
    template: 'plan-renewal-due',
    ...renderEmail(
      'email.plan_renewal_due',
      {
        plan,
        days,
        renews,
        amount: {
          amount: priceOf(sub.plan, sub.interval as BillingInterval),
          currency: getPlan(sub.plan)?.currency ?? 'NGN',
        },
        url: `${publicUrl}/subscription?pay=next`,
      },
      locale,
    ),
  };
}
