import * as q from './ledger.queries';
import type { LedgerCtx } from './ledger.service';
import { postTransaction } from './ledger.service';

// A shopper's bank transfer that is not kept for her order (docs/payments.md, "Transfers that do not
// match"): the provider holds the money for her, the platform owes it back until the provider accepts
// the refund. Never escrow, never the store's: the order was not paid by it.

/** Transfer money arrived that goes back: keyed by the return's own key, so a replayed event posts nothing. */
export function recordTransferReturn(
  ctx: LedgerCtx,
  input: { key: string; storeId: number; orderId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'transfer_return',
    key: `transfer-return:${input.key}`,
    storeId: input.storeId,
    orderId: input.orderId,
    memo: input.memo,
    entries: [
      { kind: 'provider_clearing', currency: input.currency, amount: -input.amount },
      { kind: 'transfer_returns', currency: input.currency, amount: input.amount },
    ],
  });
}

/** The provider accepted the refund: the debt is cleared into `refunds`, once per return. */
export function recordTransferReturnRefund(
  ctx: LedgerCtx,
  input: { key: string; storeId: number; orderId: string; amount: number; currency: string; memo: string },
) {
  return postTransaction(ctx, {
    kind: 'transfer_return_refund',
    key: `transfer-return-refund:${input.key}`,
    storeId: input.storeId,
    orderId: input.orderId,
    memo: input.memo,
    entries: [
      { kind: 'transfer_returns', currency: input.currency, amount: -input.amount },
      { kind: 'refunds', currency: input.currency, amount: input.amount },
    ],
  });
}

/** What the platform owes shoppers for transfers not yet refunded, per currency. */
export function outstandingTransferReturns(ctx: LedgerCtx) {
  return q.platformAccountBalances(ctx.db, 'transfer_returns');
}
