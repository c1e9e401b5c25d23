import type { DbContext } from '../../platform/context';
import { t } from '../messages';
import { textCustomer } from '../messaging';
import { getOrder } from '../orders';
import { documentUrl, emailDocument, issueDocument, storeSnapshot } from './receipts.service';

const DIRECT_METHODS = ['cash', 'bank_transfer', 'pos'] as const;
/** How a receipt names a payment made to the vendor directly (any other method: "paid to the seller"). */
const directMethod = (method: string) =>
  (DIRECT_METHODS as readonly string[]).includes(method)
    ? (method as (typeof DIRECT_METHODS)[number])
    : 'other';

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
  // In the language the sale recorded for its buyer (orders.locale), like every receipt.
  const locale = order.locale;
  const adjustments: { label: string; amount: number }[] = [];
  if (order.discount) {
    const codes = order.discounts.map((d) => d.code).filter(Boolean);
    adjustments.push({
      label: t('doc.discount', { codes: codes.join(', ') || null }, locale),
      amount: -order.discount,
    });
  }
  if (order.shipping) adjustments.push({ label: t('doc.delivery', {}, locale), amount: order.shipping });
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
        method: t('doc.direct_method', { method: directMethod(payment.method) }, locale),
        reference: `#${order.number}`,
      },
      references: [{ label: t('doc.order', {}, locale), value: `#${order.number}` }],
      notes: [t('doc.direct_note', {}, locale)],
      locale,
    },
  });
  if (!doc) return null;
  const url = documentUrl(ctx.publicUrl, doc);
  if (doc.customerEmail) await emailDocument(ctx.db, ctx.publicUrl, doc, store.name);
  else if (order.phone) {
    await textCustomer(
      ctx,
      payment.storeId,
      { phone: order.phone, storeName: store.name, locale },
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
