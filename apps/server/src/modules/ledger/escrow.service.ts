import { randomToken, sha256 } from '../../platform/auth';
import { errors, fail } from '../../platform/errors';
import * as q from './ledger.queries';
import { type EntryInput, type LedgerCtx, platformFee, postTransaction } from './ledger.service';

export type EscrowHold = NonNullable<Awaited<ReturnType<typeof q.findHold>>>;

/** What is still in escrow for the order: captured less refunds, releases and fees. */
export function heldAmount(h: Pick<EscrowHold, 'captured' | 'refunded' | 'released' | 'fee'>): number {
  return h.captured - h.refunded - h.released - h.fee;
}

/**
 * What a capture did: `captured`; `replayed` when this payment key was captured before (nothing
 * changes); `order_already_captured` when another payment of the same order got there first (two
 * attempts paid at once), in which case nothing of this one is posted and the caller keeps it aside.
 */
export type CaptureOutcome = 'captured' | 'replayed' | 'order_already_captured';

/** Rolls the posting of a capture back when the order's escrow already exists; never leaves this file. */
class OrderAlreadyCaptured extends Error {}

/** A confirmed payment: the money moves from the provider's clearing into the store's escrow, once. */
export async function captureToEscrow(
  ctx: LedgerCtx,
  input: { orderId: string; storeId: number; amount: number; currency: string; paymentKey: string },
): Promise<CaptureOutcome> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { posted } = await postTransaction(
        { db: tx },
        {
          kind: 'capture',
          key: `capture:${input.paymentKey}`,
          storeId: input.storeId,
          orderId: input.orderId,
          memo: 'Payment received into escrow',
          entries: [
            { kind: 'provider_clearing', currency: input.currency, amount: -input.amount },
            { kind: 'store_escrow', storeId: input.storeId, currency: input.currency, amount: input.amount },
          ],
        },
      );
      if (!posted) return 'replayed';
      const created = await q.insertHold(tx, {
        orderId: input.orderId,
        storeId: input.storeId,
        currency: input.currency,
        captured: input.amount,
      });
      if (!created) throw new OrderAlreadyCaptured();
      return 'captured';
    });
  } catch (err) {
    if (err instanceof OrderAlreadyCaptured) return 'order_already_captured';
    throw err;
  }
}

/**
 * The order was delivered: the customer gets a confirm-receipt token, and the escrow releases itself
 * after `days` unless a dispute freezes it. Answers the token only the first time.
 */
export async function armRelease(
  ctx: LedgerCtx,
  orderId: string,
  days: number,
  now = new Date(),
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const hold = await q.lockHold(tx, orderId);
    if (!hold || hold.confirmTokenHash || hold.status === 'released' || hold.status === 'refunded')
      return null;
    const token = randomToken();
    await q.updateHold(tx, orderId, {
      confirmTokenHash: sha256(token),
      releaseAfter: new Date(now.getTime() + days * 24 * 60 * 60 * 1000),
    });
    return token;
  });
}

/**
 * Moves what is still held to the vendor's available balance less the 1.5% fee. Refused while a
 * dispute freezes the escrow; a second release changes nothing.
 */
export async function releaseEscrow(ctx: LedgerCtx, orderId: string, reason: string): Promise<EscrowHold> {
  return ctx.db.transaction(async (tx) => {
    const hold = await q.lockHold(tx, orderId);
    if (!hold) throw errors.notFound('Escrow');
    if (hold.status === 'released' || hold.status === 'refunded') return hold;
    if (hold.status === 'frozen') {
      throw fail('ESCROW_FROZEN');
    }
    const amount = heldAmount(hold);
    if (amount <= 0) return q.updateHold(tx, orderId, { status: 'refunded' });
    const fee = platformFee(amount);
    const entries: EntryInput[] = [
      { kind: 'store_escrow', storeId: hold.storeId, currency: hold.currency, amount: -amount },
      { kind: 'store_available', storeId: hold.storeId, currency: hold.currency, amount: amount - fee },
    ];
    if (fee > 0) entries.push({ kind: 'platform_fees', currency: hold.currency, amount: fee });
    await postTransaction(
      { db: tx },
      {
        kind: 'release',
        key: `release:${orderId}`,
        storeId: hold.storeId,
        orderId,
        memo: reason,
        entries,
      },
    );
    return q.updateHold(tx, orderId, {
      status: 'released',
      released: amount - fee,
      fee,
      releasedAt: new Date(),
    });
  });
}

/**
 * Takes a refund out of escrow before the provider is asked, so two racing refunds can never together
 * exceed what was captured (the hold row is locked). `reverseRefund` undoes it if the provider refuses.
 */
export async function reserveRefund(
  ctx: LedgerCtx,
  input: { orderId: string; storeId: number; amount: number; refundKey: string },
): Promise<EscrowHold> {
  return ctx.db.transaction(async (tx) => {
    const hold = await q.lockHold(tx, input.orderId);
    if (!hold || hold.storeId !== input.storeId) throw errors.notFound('Payment');
    if (hold.status === 'released') {
      throw fail('ESCROW_RELEASED');
    }
    const refundable = heldAmount(hold);
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw errors.badRequest('The refund amount must be more than zero.');
    }
    if (input.amount > refundable) {
      throw fail('REFUND_EXCEEDS_CAPTURE', { refundable });
    }
    await postTransaction(
      { db: tx },
      {
        kind: 'refund',
        key: `refund:${input.refundKey}`,
        storeId: hold.storeId,
        orderId: input.orderId,
        memo: 'Refund to customer',
        entries: [
          { kind: 'store_escrow', storeId: hold.storeId, currency: hold.currency, amount: -input.amount },
          { kind: 'refunds', currency: hold.currency, amount: input.amount },
        ],
      },
    );
    const refunded = hold.refunded + input.amount;
    return q.updateHold(tx, input.orderId, {
      refunded,
      status: refunded === hold.captured ? 'refunded' : hold.status,
    });
  });
}

/** Compensation when the provider refused a reserved refund: the money goes back into escrow. */
export async function reverseRefund(
  ctx: LedgerCtx,
  input: { orderId: string; amount: number; refundKey: string },
) {
  return ctx.db.transaction(async (tx) => {
    const hold = await q.lockHold(tx, input.orderId);
    if (!hold) throw errors.notFound('Escrow');
    const { posted } = await postTransaction(
      { db: tx },
      {
        kind: 'refund_reversal',
        key: `refund-reversal:${input.refundKey}`,
        storeId: hold.storeId,
        orderId: input.orderId,
        memo: 'Refund refused by the provider; returned to escrow',
        entries: [
          { kind: 'refunds', currency: hold.currency, amount: -input.amount },
          { kind: 'store_escrow', storeId: hold.storeId, currency: hold.currency, amount: input.amount },
        ],
      },
    );
    if (!posted) return hold;
    return q.updateHold(tx, input.orderId, {
      refunded: hold.refunded - input.amount,
      status: hold.status === 'refunded' ? 'held' : hold.status,
    });
  });
}

export async function setFrozen(ctx: LedgerCtx, orderId: string, frozen: boolean): Promise<EscrowHold> {
  return ctx.db.transaction(async (tx) => {
    const hold = await q.lockHold(tx, orderId);
    if (!hold) throw errors.notFound('Escrow');
    if (frozen) {
      if (hold.status !== 'held') {
        throw fail('ESCROW_NOT_HELD');
      }
      return q.updateHold(tx, orderId, { status: 'frozen' });
    }
    return hold.status === 'frozen' ? q.updateHold(tx, orderId, { status: 'held' }) : hold;
  });
}

/**
 * A customer's dispute freezes the escrow: true when it did, false when the money is no longer held
 * (released, refunded or already frozen), which the caller answers as a refusal rather than an error.
 */
export async function freezeIfHeld(ctx: LedgerCtx, orderId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const hold = await q.lockHold(tx, orderId);
    if (hold?.status !== 'held') return false;
    await q.updateHold(tx, orderId, { status: 'frozen' });
    return true;
  });
}

export function findHold(ctx: LedgerCtx, orderId: string) {
  return q.findHold(ctx.db, orderId);
}

/** The hold under its row lock, for steps that decide from its status (call inside a transaction). */
export function lockHold(ctx: LedgerCtx, orderId: string) {
  return q.lockHold(ctx.db, orderId);
}

export function findHoldByConfirmToken(ctx: LedgerCtx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return Promise.resolve(null);
  return q.findHoldByConfirmHash(ctx.db, sha256(token));
}

export function dueForRelease(ctx: LedgerCtx, now: Date, limit = 50) {
  return q.dueHolds(ctx.db, now, limit);
}

/** A page of escrows still held and not yet armed by a delivery, across stores (for the arming sweep). */
export function unarmedHolds(ctx: LedgerCtx, after: string | null, limit: number) {
  return q.unarmedHolds(ctx.db, after, limit);
}
