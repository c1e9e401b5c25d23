import { formatMoney, OFF_PLATFORM_METHOD_LABELS, type OffPlatformPaymentInput } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import { errors, fail } from '../../platform/errors';
import { storeImage } from '../../platform/images';
import type { ObjectStorage } from '../../platform/storage';
import { actorName, inTransaction, type TenantContext } from '../../platform/tenant';
import { recordAudit } from '../audit';
import * as q from './orders.queries';
import { toOrder, transitionOrder } from './orders.service';

// Money a vendor received outside Kasuwa: recorded on the order (off_platform_payments) for her books
// and reports, never in the ledger: no escrow, no payout, no fee (docs/payments.md, "Paid outside").

type Scope = Pick<TenantContext, 'db' | 'storeId'> & Partial<Pick<TenantContext, 'actor'>>;

function describe(kind: 'on_delivery' | 'paid_outside', input: OffPlatformPaymentInput, currency: string) {
  const how = OFF_PLATFORM_METHOD_LABELS[input.method].toLowerCase();
  const amount = formatMoney(input.amount, currency);
  const text =
    kind === 'on_delivery' ? `Paid on delivery: ${amount}, ${how}` : `Paid outside Kasuwa: ${amount}, ${how}`;
  return input.note ? `${text}. ${input.note}` : `${text}.`;
}

async function record(
  tx: Scope,
  order: q.OrderRow,
  kind: 'on_delivery' | 'paid_outside',
  input: OffPlatformPaymentInput,
  label: string,
) {
  const row = await q.insertOffPlatform(tx, {
    id: uuidv7(),
    orderId: order.id,
    kind,
    method: input.method,
    amount: input.amount,
    currency: order.currency,
    proofUrl: input.proofUrl,
    note: input.note,
    recordedBy: label,
  });
  // The order's conditional status change already let only one caller through; this is the backstop.
  if (!row) throw fail('ORDER_CHANGED');
  await recordAudit(
    { db: tx.db, actor: tx.actor ?? null },
    {
      action: kind === 'on_delivery' ? 'order.paid_on_delivery' : 'order.paid_outside',
      entityType: 'order',
      entityId: order.id,
      before: { status: order.status, paymentMode: order.paymentMode },
      after: { storeId: tx.storeId, number: order.number, ...input, currency: order.currency },
    },
  );
  return row;
}

/**
 * A pay-on-delivery order was delivered and paid: the money is recorded (off-platform, no fee) and the
 * order moves confirmed → paid → completed in one transaction, so sales figures count it when paid.
 */
export async function collectOnDelivery(ctx: Scope, orderId: string, input: OffPlatformPaymentInput) {
  const row = await inTransaction(ctx, async (tx) => {
    const order = await q.findOrder(tx, orderId);
    if (!order) throw errors.notFound('Order');
    if (order.paymentMode !== 'on_delivery') throw fail('NOT_PAY_ON_DELIVERY');
    const label = actorName({ actor: tx.actor ?? null });
    const note = describe('on_delivery', input, order.currency);
    await transitionOrder(tx, orderId, 'collect_on_delivery', 'vendor', { note });
    await record(tx, order, 'on_delivery', input, label);
    return transitionOrder(tx, orderId, 'close_on_delivery', 'system', {
      actorLabel: label,
      note: 'Delivered and paid.',
    });
  });
  return toOrder(ctx, row);
}

/**
 * Records an unpaid online order as paid to the vendor directly, in the caller's transaction: the payments
 * module calls it after closing the order's open provider payments under their locks (so a provider's
 * confirmation either came first and this is refused, or comes after and is refunded).
 */
export async function recordPaidOutside(
  tx: Scope,
  orderId: string,
  input: OffPlatformPaymentInput,
): Promise<q.OrderRow> {
  const order = await q.findOrder(tx, orderId);
  if (!order) throw errors.notFound('Order');
  const label = actorName({ actor: tx.actor ?? null });
  // Before the move to paid, so order.paid's webhook and the purchase events carry the new mode.
  await q.setPaymentMode(tx, orderId, 'off_platform');
  const paid = await transitionOrder(tx, orderId, 'pay_outside', 'vendor', {
    note: describe('paid_outside', input, order.currency),
  });
  await record(tx, order, 'paid_outside', input, label);
  return paid;
}

/**
 * The photo of the transfer receipt or POS slip for money recorded outside Kasuwa, stored like the
 * sale proof and product images (upright WebP renditions under an unguessable key, public URL) and
 * kept as the record's proof URL (the largest rendition). A second upload replaces the link; the
 * audit keeps each one, since the proof is what the vendor shows if the payment is ever questioned.
 */
export async function attachOffPlatformProof(
  ctx: Scope,
  orderId: string,
  file: Buffer,
  storage: ObjectStorage,
) {
  const order = await q.findOrder(ctx, orderId);
  if (!order) throw errors.notFound('Order');
  const [existing] = await q.offPlatformOf(ctx, orderId);
  if (!existing) throw fail('NOT_PAID_OUTSIDE');
  // Decoded and stored before the row changes: a file that is not an image leaves the record as it was.
  const stored = await storeImage(storage, `stores/${ctx.storeId}/off-platform/${orderId}/${uuidv7()}`, file);
  const proofUrl = storage.url(`${stored.key}-${stored.widths.at(-1)}.webp`);
  await inTransaction(ctx, async (tx) => {
    const row = await q.setOffPlatformProof(tx, orderId, proofUrl);
    if (!row) throw fail('NOT_PAID_OUTSIDE');
    await recordAudit(
      { db: tx.db, actor: tx.actor ?? null },
      {
        action: 'order.off_platform_proof',
        entityType: 'order',
        entityId: orderId,
        before: { proofUrl: existing.proofUrl },
        after: { storeId: ctx.storeId, number: order.number, kind: row.kind, proofUrl },
      },
    );
  });
  return toOrder(ctx, order);
}
