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

/**
 * A plan's bank transfer that is not kept for the plan, or its excess (docs/billing.md): owed back to the
 * vendor like a second payment. Keyed by the return's own key (provider transaction and reason), so a
 * replayed event posts nothing.
 */
export function recordPlanTransferReturn(
  ctx: LedgerCtx,
  input: { key: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_transfer_return',
    key: `plan-transfer-return:${input.key}`,
    memo: input.memo,
    entries: [
      { kind: 'provider_clearing', currency: input.currency, amount: -input.amount },
      { kind: 'plan_overpayments', currency: input.currency, amount: input.amount },
    ],
  });
}

/** Paystack accepted the refund of a plan transfer's return: the debt is cleared into `refunds`, once per refund. */
export function recordPlanTransferReturnRefund(
  ctx: LedgerCtx,
  input: { providerRefundId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_transfer_return_refund',
    // By the refund's id, as plan overpayments: a refund that failed later and was asked again posts again.
    key: `plan-transfer-return-refund:${input.providerRefundId}`,
    memo: input.memo,
    entries: [
      { kind: 'plan_overpayments', currency: input.currency, amount: -input.amount },
      { kind: 'refunds', currency: input.currency, amount: input.amount },
    ],
  });
}

/** Paystack reported a plan transfer return's refund failed after all: the platform owes it again. */
export function reversePlanTransferReturnRefund(
  ctx: LedgerCtx,
  input: { providerRefundId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'plan_transfer_return_refund_reversal',
    key: `plan-transfer-return-refund-reversal:${input.providerRefundId}`,
    memo: input.memo,
    entries: [
      { kind: 'refunds', currency: input.currency, amount: -input.amount },
      { kind: 'plan_overpayments', currency: input.currency, amount: input.amount },
    ],
  });
}
