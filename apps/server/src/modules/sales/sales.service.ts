import {
  type Address,
  customerListQuerySchema,
  formatMoney,
  multiply,
  type NewSaleResult,
  type newSaleInputSchema,
  orderSummarySchema,
  type SalePaymentMethod,
} from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { randomToken } from '../../platform/auth';
import { errors, fail } from '../../platform/errors';
import { storeImage } from '../../platform/images';
import { enqueue } from '../../platform/jobs';
import { queueEmail } from '../../platform/mail';
import type { ObjectStorage } from '../../platform/storage';
import { storefrontUrl } from '../../platform/storefront-url';
import { actorName, inTransaction, type TenantContext } from '../../platform/tenant';
import { recordAudit } from '../audit';
import { sellableVariants } from '../catalog';
import { listCustomers } from '../customers';
import { activeDeliveryOptions, priceCheckout, recordUses } from '../discounts';
import { reserveStock } from '../inventory';
import { issueReceiptForDirectPayment } from '../invoices';
import { localeOr, renderEmail, t } from '../messages';
import { textCustomer } from '../messaging';
import {
  createOnDeliveryOrder,
  createPendingOrder,
  getOrder,
  type NewOrder,
  RESERVATION_MINUTES,
  reservationExpiry,
  type StoreLinkConfig,
  tryTransitionOrder,
} from '../orders';
import { findStoreName, isStoreWritable, storeOf } from '../stores';
import { type SaleLines, splitDiscount } from './sales.lines';
import * as q from './sales.queries';

type SaleInput = z.output<typeof newSaleInputSchema>;
type Customer = NonNullable<SaleInput['customer']>;

/** A buyer who gave no address: the sale was handed over, or is delivered by the vendor's own arrangement. */
const NO_ADDRESS: Address = { line1: '', line2: '', city: '', state: '', country: '', postalCode: '' };

/**
 * Records a sale made outside the storefront (a chat, a call, the stall) as one order of the store, in
 * one transaction: the lines priced from the catalogue (or the vendor's audited override), the store's
 * discounts and delivery as checkout applies them, the stock taken with the same conditional updates
 * (so the last unit goes to exactly one of a checkout and a New sale), then the outcome:
 * - `paid`: the buyer paid the vendor directly. Recorded off-platform: no escrow, no Kasuwa fee, no
 *   ledger money; a receipt; taken away at once (no delivery, or a pickup option) it is completed.
 * - `pay_link`: the order waits for payment exactly like an online one (same reservation and expiry),
 *   and the buyer pays it on the store's pay page, through the providers and escrow.
 */
export async function recordSale(
  ctx: TenantContext,
  config: StoreLinkConfig,
  input: SaleInput,
): Promise<NewSaleResult> {
  const vendorLabel = actorName(ctx);
  const done = await inTransaction(ctx, async (tx) => {
    if (!(await isStoreWritable(tx))) throw fail('STORE_NOT_TAKING_ORDERS');
    const store = await storeOf(tx);
    const currency = store.currency;
    const customer = input.customer ? await withKnownName(tx, input.customer) : null;
    // What the buyer is sent (pay link, texts to share) is in the language the vendor chose for them.
    const locale = input.locale ?? localeOr(store.defaultLocale);
    const orderId = uuidv7();

    const lines = await priceLines(tx, input.lines);
    const option = await chosenDelivery(tx, currency, input.deliveryOptionId, customer);
    const money = { storeCurrency: currency, currency, rate: null };
    const contact = { phone: customer?.phone ?? '', email: customer?.email ?? '' };
    const pricing = await priceCheckout(tx, money, {
      lines: lines.items,
      code: input.discountCode,
      customer: customer ? contact : null,
      delivery: option ? { option, state: customer?.address?.state ?? '' } : null,
    });
    if (pricing.deliveryRefusal) throw fail('DELIVERY_UNAVAILABLE', pricing.deliveryRefusal);
    if (pricing.codeRefusal) throw fail('DISCOUNT_NOT_APPLIED', pricing.codeRefusal, pricing.codeRefusal);
    const goodsLeft = pricing.subtotal - pricing.goodsDiscount;
    if (input.manualDiscount > goodsLeft)
      throw fail('MANUAL_DISCOUNT_TOO_LARGE', { goods: formatMoney(goodsLeft, currency) });
    const lineDiscounts = splitDiscount(
      lines.items.map((l, i) => l.lineTotal - (pricing.lineDiscounts[i] ?? 0)),
      input.manualDiscount,
    ).map((extra, i) => extra + (pricing.lineDiscounts[i] ?? 0));
    const discount = pricing.goodsDiscount + input.manualDiscount;
    const total = pricing.subtotal - discount + pricing.shipping;
    if (input.outcome.kind === 'paid' && input.outcome.amountReceived < total)
      throw fail('AMOUNT_RECEIVED_SHORT', {
        received: formatMoney(input.outcome.amountReceived, currency),
        total: formatMoney(total, currency),
      });

    const uses = await recordUses(tx, money, orderId, pricing, contact);
    if (!uses.ok) throw fail('DISCOUNT_NOT_APPLIED', uses.refusal, uses.refusal);
    const reserved = await reserveStock(tx, input.lines, orderId);
    if (!reserved.ok) {
      const item = lines.items.find((i) => i.variantId === reserved.variantId)!;
      const name = item.variantTitle ? `${item.title} (${item.variantTitle})` : item.title;
      throw fail(
        'OUT_OF_STOCK',
        { name, available: reserved.available },
        { variantId: reserved.variantId, available: reserved.available },
      );
    }

    const trackingToken = randomToken(32);
    const paid = input.outcome.kind === 'paid';
    const onDelivery = input.outcome.kind === 'on_delivery';
    const create = onDelivery
      ? (c: typeof tx, o: NewOrder) => createOnDeliveryOrder(c, o, { actor: vendorLabel })
      : createPendingOrder;
    const order = await create(tx, {
      id: orderId,
      currency,
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      customerName: customer?.name || t('sale.walk_in_customer', {}, locale),
      locale,
      address: customer?.address ?? NO_ADDRESS,
      note: input.note,
      trackingToken,
      items: lines.items.map((l, i) => ({ ...l, discount: lineDiscounts[i] ?? 0 })),
      subtotal: pricing.subtotal,
      discount,
      discounts: [
        ...pricing.applied.map((a) => ({ code: a.code, title: a.title, amount: a.amount })),
        ...(input.manualDiscount > 0
          ? [{ code: '', title: t('sale.manual_discount'), amount: input.manualDiscount }]
          : []),
      ],
      delivery: pricing.delivery,
      shipping: pricing.shipping,
      channel: input.channel,
      paymentMode: paid ? 'off_platform' : onDelivery ? 'on_delivery' : 'escrow',
    });
    for (const o of lines.overrides) {
      await recordAudit(tx, {
        action: 'sale.price_override',
        entityType: 'store',
        entityId: ctx.storeId,
        before: { unitPrice: o.catalogPrice },
        after: { orderId, orderNumber: order.number, ...o },
      });
    }

    const names = await findStoreName(tx, ctx.storeId);
    const storeUrl = storefrontUrl(config, names!.subdomain);
    const summary = { number: order.number, total: { amount: order.total, currency } };
    if (input.outcome.kind === 'paid') {
      const { method, amountReceived } = input.outcome;
      await q.insertSalePayment(tx, {
        orderId,
        method,
        currency,
        amountReceived,
        recordedBy: vendorLabel,
      });
      await moveOn(tx, orderId, 'pay', 'payment', vendorLabel, t('sale.paid_note', { method }));
      // Taken there and then: nothing is left to deliver, so the sale is complete.
      if (!option || option.kind === 'pickup') await moveOn(tx, orderId, 'hand_over', 'system', vendorLabel);
      const receipt = await issueReceiptForDirectPayment(
        { db: tx.db, publicUrl: config.publicUrl },
        { storeId: ctx.storeId, orderId, reference: `sale:${orderId}`, method },
      );
      const url = receipt?.url ?? `${storeUrl}/track/${trackingToken}`;
      const share = shareLinks(customer, {
        text: t('share.sale_receipt', { store: store.name, ...summary, url }, locale),
        sms: t('share.sale_receipt.sms', { store: store.name, ...summary, url }, locale),
        subject: t(
          'email.receipt.subject',
          { document: receipt?.number ?? `#${order.number}`, store: store.name },
          locale,
        ),
      });
      return { orderId, change: amountReceived - order.total, receipt, payLink: null, share };
    }

    if (input.outcome.kind === 'on_delivery') {
      // No reservation expiry: the stock stays held until she records the delivery, paid or failed.
      const url = `${storeUrl}/track/${trackingToken}`;
      const share = shareLinks(customer, {
        text: t('share.sale_on_delivery', { store: store.name, ...summary, url }, locale),
        sms: t('share.sale_on_delivery.sms', { store: store.name, ...summary, url }, locale),
        subject: t('email.order_placed.subject', { number: order.number, store: store.name }, locale),
      });
      return { orderId, change: 0, receipt: null, payLink: null, share };
    }

    await enqueue(
      tx.db,
      reservationExpiry,
      { orderId, storeId: ctx.storeId },
      { runAt: order.reservedUntil ?? new Date(), dedupeKey: `order-expire:${orderId}` },
    );
    const url = `${storeUrl}/orders/${trackingToken}/pay`;
    const minutes = RESERVATION_MINUTES;
    const sent = input.outcome.send;
    if (sent === 'sms' && customer) {
      await textCustomer(
        tx,
        ctx.storeId,
        { phone: customer.phone, storeName: store.name, locale },
        { kind: 'pay_link', number: order.number, total: order.total, currency, url, minutes },
      );
    }
    if (sent === 'email' && customer?.email) {
      const mail = renderEmail(
        'email.pay_link',
        { customer: order.customerName, store: store.name, ...summary, url, minutes },
        locale,
      );
      await queueEmail(tx.db, { to: customer.email, ...mail, template: 'pay-link', storeId: ctx.storeId });
    }
    const share = shareLinks(customer, {
      text: t('share.sale_pay_link', { store: store.name, ...summary, url, minutes }, locale),
      sms: t('share.sale_pay_link.sms', { store: store.name, ...summary, url, minutes }, locale),
      subject: t('email.pay_link.subject', { number: order.number, store: store.name }, locale),
    });
    const expiresAt = (order.reservedUntil ?? new Date()).toISOString();
    return { orderId, change: 0, receipt: null, payLink: { url, expiresAt, sent }, share };
  });
  const { orderId, ...rest } = done;
  return { order: orderSummarySchema.parse(await getOrder(ctx, orderId)), ...rest };
}

/** The catalogue's prices of the lines, or the vendor's override (kept for the audit log). */
async function priceLines(ctx: TenantContext, input: SaleInput['lines']): Promise<SaleLines> {
  const variants = await sellableVariants(
    ctx,
    input.map((l) => l.variantId),
  );
  const items: SaleLines['items'] = [];
  const overrides: SaleLines['overrides'] = [];
  for (const l of input) {
    const v = variants.find((x) => x.variantId === l.variantId);
    if (!v) throw fail('ITEM_UNAVAILABLE', {}, { variantId: l.variantId });
    const unitPrice = l.unitPrice ?? v.price;
    const variantTitle = v.variantTitle === 'Default' ? '' : v.variantTitle;
    items.push({
      productId: v.productId,
      variantId: v.variantId,
      title: v.productTitle,
      variantTitle,
      sku: v.sku,
      unitPrice,
      quantity: l.quantity,
      lineTotal: multiply(unitPrice, l.quantity),
    });
    if (unitPrice !== v.price) {
      overrides.push({
        variantId: v.variantId,
        title: variantTitle ? `${v.productTitle} (${variantTitle})` : v.productTitle,
        catalogPrice: v.price,
        unitPrice,
        quantity: l.quantity,
        reason: l.priceReason,
      });
    }
  }
  return { items, overrides };
}

/** One of the store's active delivery options; one that carries goods needs the buyer's address. */
async function chosenDelivery(
  ctx: TenantContext,
  currency: string,
  optionId: string | null,
  customer: Customer | null,
) {
  if (!optionId) return null;
  const option = (await activeDeliveryOptions(ctx, currency)).find((o) => o.id === optionId);
  if (!option)
    throw errors.validation([
      { path: 'deliveryOptionId', message: 'Choose one of the store’s delivery options.' },
    ]);
  if (option.kind !== 'pickup' && !customer?.address) throw fail('DELIVERY_ADDRESS_REQUIRED');
  return option;
}

/** A buyer known to the store keeps the name and e-mail the store has for them when none is typed. */
async function withKnownName(ctx: TenantContext, customer: Customer): Promise<Customer> {
  if (customer.name && customer.email) return customer;
  const found = await listCustomers(ctx, customerListQuerySchema.parse({ search: customer.phone, limit: 5 }));
  const known = found.items.find((c) => c.phone === customer.phone);
  if (!known) return customer;
  return { ...customer, name: customer.name || known.name, email: customer.email || known.email };
}

async function moveOn(
  ctx: TenantContext,
  orderId: string,
  action: 'pay' | 'hand_over',
  by: 'payment' | 'system',
  actorLabel: string,
  note = '',
) {
  const moved = await tryTransitionOrder(ctx, orderId, action, by, { actorLabel, note });
  // The order was written a moment ago in this transaction: nothing else can have moved it.
  if (!moved.ok) throw new Error(`recorded sale ${orderId} could not ${action}: ${moved.reason}`);
}

/** wa.me, sms: and mailto: links with the text filled in, for the vendor to send from her own phone. */
function shareLinks(customer: Customer | null, content: { text: string; sms: string; subject: string }) {
  const digits = customer?.phone.replace(/\D/g, '') ?? '';
  const text = encodeURIComponent(content.text);
  return {
    text: content.text,
    whatsapp: digits ? `https://wa.me/${digits}?text=${text}` : `https://wa.me/?text=${text}`,
    sms: customer ? `sms:${customer.phone}?body=${encodeURIComponent(content.sms)}` : null,
    email: customer?.email
      ? `mailto:${customer.email}?subject=${encodeURIComponent(content.subject)}&body=${text}`
      : null,
  };
}

/** A sale recorded as paid already: its method, what was received and the proof, if any. */
export async function findSalePayment(ctx: TenantContext, orderId: string) {
  const row = await q.findSalePayment(ctx, orderId);
  if (!row) throw errors.notFound('Sale');
  return row;
}

/** What the dashboard shows of a paid-already sale's payment. */
export function toSalePayment(row: q.SalePaymentRow, total: number, storage: ObjectStorage) {
  return {
    orderId: row.orderId,
    method: row.method as SalePaymentMethod,
    currency: row.currency,
    amountReceived: row.amountReceived,
    change: row.amountReceived - total,
    proofUrl:
      row.proofKey && row.proofWidths?.length
        ? storage.url(`${row.proofKey}-${row.proofWidths.at(-1)}.webp`)
        : null,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getSalePayment(ctx: TenantContext, orderId: string, storage: ObjectStorage) {
  const row = await findSalePayment(ctx, orderId);
  const order = await getOrder(ctx, orderId);
  return toSalePayment(row, order.total, storage);
}

/**
 * The photo of the transfer slip or POS receipt the vendor kept for a paid-already sale. Stored like
 * product images (upright WebP renditions, the largest 1280 px wide) under an unguessable key; a
 * second upload replaces the first.
 */
export async function attachProof(ctx: TenantContext, orderId: string, file: Buffer, storage: ObjectStorage) {
  await findSalePayment(ctx, orderId);
  const stored = await storeImage(storage, `stores/${ctx.storeId}/sales/${orderId}/${uuidv7()}`, file);
  await q.setProof(ctx, orderId, { key: stored.key, widths: stored.widths });
  return getSalePayment(ctx, orderId, storage);
}
