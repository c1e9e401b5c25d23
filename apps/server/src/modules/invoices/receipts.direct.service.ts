import type { DbContext } from '../../platform/context';
import { textCustomer } from '../messaging';
import { getOrder } from '../orders';
import { documentUrl, emailDocument, issueDocument, storeSnapshot } from './receipts.service';

/** How a receipt names a payment made to the vendor directly. */
const DIRECT_METHOD_LABELS: Record<string, string> = {
  cash: 'cash',
  bank_transfer: 'bank transfer to the seller',
  pos: 'POS terminal',
  other: 'paid to the seller',
};

export const DIRECT_PAYMENT_NOTE =
  'Paid to the seller directly. Kasuwa did not hold this payment (no escrow) and charged no fee on it.';

/**
 * The receipt of an order paid to the vendor outside Kasuwa (a sale recorded as paid already), in the
 * caller's transaction, sent like any receipt: by e-mail, or by SMS to a customer without an address.
 * `reference` keys it, so recording the same payment twice cannot issue a second receipt.
 */
export async function issueReceiptForDirectPayment(
  ctx: DbContext & { publicUrl: string },
  payment: { storeId: number; orderId: string; reference: string; method: string },
): Promise<{ number: string; url: string } | null> {
  const scope = { db: ctx.db, storeId: payment.storeId };
  const order = await getOrder(scope, payment.orderId);
  const store = await storeSnapshot(scope);
  const adjustments: { label: string; amount: number }[] = [];
  if (order.discount) {
    const codes = order.discounts.map((d) => d.code).filter(Boolean);
    adjustments.push({
      label: codes.length ? `Discount (${codes.join(', ')})` : 'Discount',
      amount: -order.discount,
    });
  }
  if (order.shipping) adjustments.push({ label: 'Delivery', amount: order.shipping });
  const doc = await issueDocument(scope, 'receipt', {
    orderId: order.id,
    sourceKey: payment.reference,
    customerEmail: order.email,
    content: {
      currency: order.currency,
      store,
      customer: { name: order.customerName, email: order.email, phone: order.phone },
      lines: order.items.map((i) => ({
        title: i.variantTitle ? `${i.title} (${i.variantTitle})` : i.title,
        quantity: i.quantity,
        unitPrice: i.unitPrice,
        discount: 0,
        total: i.lineTotal,
      })),
      adjustments,
      total: order.total,
      payment: {
        method: DIRECT_METHOD_LABELS[payment.method] ?? payment.method,
        reference: `#${order.number}`,
      },
      references: [{ label: 'Order', value: `#${order.number}` }],
      notes: [DIRECT_PAYMENT_NOTE],
    },
  });
  if (!doc) return null;
  const url = documentUrl(ctx.publicUrl, doc);
  if (doc.customerEmail) await emailDocument(ctx.db, ctx.publicUrl, doc, store.name);
  else if (order.phone) {
    await textCustomer(
      ctx,
      payment.storeId,
      { phone: order.phone, storeName: store.name },
      {
        kind: 'receipt_direct',
        documentNumber: doc.content.number,
        amount: doc.total,
        currency: doc.currency,
        url,
      },
    );
  }
  return { number: doc.content.number, url };
}
