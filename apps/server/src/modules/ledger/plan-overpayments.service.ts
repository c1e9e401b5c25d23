import * as q from './ledger.queries';
import { type LedgerCtx, postTransaction } from './ledger.service';

// A plan purchase paid twice (two checkouts of one plan, an upgrade paid on two pages): the payment
// that is applied is revenue (`recordPlanPayment`); every other one is money the provider holds for the
// vendor, owed back until the refund is accepted, as a card check is (docs/decisions/0003-plan-billing.md).

/** A second payment arrived: the provider holds it and the platform owes it back. Keyed by its reference. */
export function recordPlanOverpayment(
  ctx: LedgerCtx,
  input: { reference: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_overpayment',
    key: `plan-overpayment:${input.reference}`,
    memo: input.memo,
    entries: [
      { kind: 'provider_clearing', currency: input.currency, amount: -input.amount },
      { kind: 'plan_overpayments', currency: input.currency, amount: input.amount },
    ],
  });
}

/**
 * The provider accepted its refund: the debt is cleared into `refunds`. Keyed by the provider's refund
 * id, so a refund reported failed later and asked again posts again.
 */
export function recordPlanOverpaymentRefund(
  ctx: LedgerCtx,
  input: { providerRefundId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_overpayment_refund',
    key: `plan-overpayment-refund:${input.providerRefundId}`,
    memo: input.memo,
    entries: [
      { kind: 'plan_overpayments', currency: input.currency, amount: -input.amount },
      { kind: 'refunds', currency: input.currency, amount: input.amount },
    ],
  });
}

/** The provider reported that refund failed after all: the platform owes the money again. */
export function reversePlanOverpaymentRefund(
  ctx: LedgerCtx,
  input: { providerRefundId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_overpayment_refund_reversal',
    key: `plan-overpayment-refund-reversal:${input.providerRefundId}`,
    memo: input.memo,
    entries: [
      { kind: 'refunds', currency: input.currency, amount: -input.amount },
      { kind: 'plan_overpayments', currency: input.currency, amount: input.amount },
    ],
  });
}

/** What the platform owes vendors for plan payments received twice and not yet refunded, per currency. */
export function outstandingPlanOverpayments(ctx: LedgerCtx) {
  return q.platformAccountBalances(ctx.db, 'plan_overpayments');
}
