// Why this file is over 400 lines: the refusals, the pricing and the one transaction that places an order
// (reservation, discount uses, the order, its messages) belong together: what must commit together stays here.
import {
  type CartLine,
  type CheckoutCustomer,
  checkoutCustomerSchema,
  convertMinor,
  type ExchangeRate,
  formatMoney,
  type Locale,
  multiply,
  normalisePhone,
} from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import { randomToken } from '../../platform/auth';
import { type AppError, errors, fail } from '../../platform/errors';
import { enqueue } from '../../platform/jobs';
import { queueEmail } from '../../platform/mail';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { sellableVariants } from '../catalog';
import { findRate } from '../currencies';
import { recordMarketingConsent } from '../customers';
import { activeDeliveryOptions, type CodeRefusal, priceCheckout, recordUses } from '../discounts';
import { reserveStock } from '../inventory';
import { localeOr, renderEmail } from '../messages';
import { notifyVendor, textOrderReceived, whatsAppCustomer } from '../messaging';
import { createOnDeliveryOrder, createPendingOrder, reservationExpiry } from '../orders';
import { queueOrderPush } from '../push';
import { findStoreContacts, isStoreWritable } from '../stores';
import { orderLinesText } from './checkout.mail';

export interface CheckoutStore {
  id: number;
  name: string;
  currency: string;
  /** e.g. http://shop.localhost:3000; the tracking link is built on it. */
  url: string;
}

export interface PlacedOrder {
  orderId: string;
  number: number;
  total: number;
  trackingToken: string;
  trackingUrl: string;
  /** `on_delivery`: confirmed unpaid, nothing to pay now; `escrow`: paid next through the pay page. */
  paymentMode: 'escrow' | 'on_delivery';
}

/**
 * Prices lines of the store's currency in another one, the way checkout charges them: each unit price
 * is converted (half-up at the minor unit of `to`), then multiplied by the quantity, and the subtotal is
 * the sum of the lines, so what the cart shows, the order stores and the payment charges agree to the
 * minor unit. Used for the cart and checkout pages too.
 */
export function convertLines<L extends { unitPrice: number; quantity: number; lineTotal: number }>(
  lines: L[],
  from: string,
  to: string,
  rate: ExchangeRate | null,
): { lines: L[]; subtotal: number } {
  const converted =
    rate && from !== to
      ? lines.map((l) => {
          const unitPrice = convertMinor(l.unitPrice, from, to, rate);
          return { ...l, unitPrice, lineTotal: multiply(unitPrice, l.quantity) };
        })
      : lines;
  return { lines: converted, subtotal: converted.reduce((s, l) => s + l.lineTotal, 0) };
}

/**
 * Why checkout may refuse an order. These are expected outcomes a shopper meets every day, so they come
 * back as a value the caller decides about (a page re-shows the form, the API answers with the
 * catalogue error) instead of an exception matched by its code string.
 */
export type CheckoutRefusal =
  | { kind: 'cart_empty' }
  | { kind: 'invalid_customer'; issues: { path: string; message: string }[] }
  | { kind: 'item_unavailable'; variantId: string }
  | { kind: 'out_of_stock'; variantId: string; name: string; available: number }
  | { kind: 'currency_unavailable'; currency: string; storeCurrency: string }
  | { kind: 'discount'; refusal: CodeRefusal }
  | { kind: 'delivery_required' }
  | { kind: 'delivery_unavailable'; name: string; state: string }
  | { kind: 'pod_not_offered'; name: string }
  | { kind: 'pod_over_limit'; max: number; currency: string }
  | { kind: 'store_closed' };

/** What the customer chose besides the cart: a delivery option and a discount code. */
export interface CheckoutChoices {
  deliveryOptionId?: string;
  discountCode?: string;
  /** Pay the rider or the vendor on delivery, where the chosen delivery option allows it. */
  payOnDelivery?: boolean;
  /** The shopper's language on the storefront, kept on the order (`orders.locale`). */
  locale?: Locale;
}

export type CheckoutResult = { ok: true; order: PlacedOrder } | { ok: false; refusal: CheckoutRefusal };

/** The catalogue error that says a refusal to an API caller. */
export function refusalError(refusal: CheckoutRefusal): AppError {
  switch (refusal.kind) {
    case 'cart_empty':
      return fail('CART_EMPTY');
    case 'invalid_customer':
      return errors.validation(refusal.issues);
    case 'item_unavailable':
      return fail('ITEM_UNAVAILABLE', {}, { variantId: refusal.variantId });
    case 'out_of_stock':
      return fail(
        'OUT_OF_STOCK',
        { name: refusal.name, available: refusal.available },
        { variantId: refusal.variantId, available: refusal.available },
      );
    case 'currency_unavailable':
      return fail('CURRENCY_UNAVAILABLE', {
        currency: refusal.currency,
        storeCurrency: refusal.storeCurrency,
      });
    case 'discount':
      return fail('DISCOUNT_NOT_APPLIED', refusal.refusal, refusal.refusal);
    case 'delivery_required':
      return fail('DELIVERY_REQUIRED');
    case 'delivery_unavailable':
      return fail('DELIVERY_UNAVAILABLE', { name: refusal.name, state: refusal.state });
    case 'store_closed':
      return fail('STORE_NOT_TAKING_ORDERS');
    case 'pod_not_offered':
      return fail('POD_NOT_OFFERED', { name: refusal.name });
    case 'pod_over_limit':
      return fail('POD_OVER_LIMIT', { max: formatMoney(refusal.max, refusal.currency) });
  }
}

/**
 * Carries a refusal found inside the order's transaction out of it, so the stock already reserved for
 * earlier lines rolls back. Never leaves this file: `checkout` turns it back into a result.
 */
class Refused extends Error {
  constructor(readonly refusal: CheckoutRefusal) {
    super(refusal.kind);
  }
}

/** Adds up repeated lines of one variant, so a quantity cannot dodge the stock check by splitting. */
function mergeLines(lines: CartLine[]): CartLine[] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.variantId, (merged.get(l.variantId) ?? 0) + l.quantity);
  return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
}

/** `checkout` for callers that want the refusal as the catalogue error (tests, API-style callers). */
export async function placeOrder(
  ctx: StoreScope,
  store: CheckoutStore,
  cart: CartLine[],
  rawCustomer: unknown,
  currency: string = store.currency,
  choices: CheckoutChoices = {},
): Promise<PlacedOrder> {
  const result = await checkout(ctx, store, cart, rawCustomer, currency, choices);
  if (!result.ok) throw refusalError(result.refusal);
  return result.order;
}

/**
 * Guest checkout: one transaction that prices the cart from the catalogue, reserves the stock with
 * conditional updates (a shortfall rolls everything back), writes the order in `pending_payment`,
 * schedules the reservation's expiry and queues the tracking email. Payment picks up from here.
 */
export async function checkout(
  ctx: StoreScope,
  store: CheckoutStore,
  cart: CartLine[],
  rawCustomer: unknown,
  /** The customer's chosen currency, one the store enabled; the store's own when absent. */
  currency: string = store.currency,
  choices: CheckoutChoices = {},
): Promise<CheckoutResult> {
  const parsed = checkoutCustomerSchema.safeParse(rawCustomer);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return { ok: false, refusal: { kind: 'invalid_customer', issues } };
  }
  const customer: CheckoutCustomer = parsed.data;
  const lines = mergeLines(cart);
  if (lines.length === 0) return { ok: false, refusal: { kind: 'cart_empty' } };

  try {
    const order = await placeInTransaction(ctx, store, lines, customer, currency, choices);
    return { ok: true, order };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refusal: err.refusal };
    throw err;
  }
}

function placeInTransaction(
  ctx: StoreScope,
  store: CheckoutStore,
  lines: CartLine[],
  customer: CheckoutCustomer,
  currency: string,
  choices: CheckoutChoices,
): Promise<PlacedOrder> {
  return inTransaction({ ...ctx, storeId: store.id }, async (tx) => {
    // A store over its owner's plan limit keeps its storefront up but takes no new orders.
    if (!(await isStoreWritable(tx))) throw new Refused({ kind: 'store_closed' });
    const variants = await sellableVariants(
      tx,
      lines.map((l) => l.variantId),
    );
    const items = lines.map((l) => {
      const v = variants.find((x) => x.variantId === l.variantId);
      if (!v) throw new Refused({ kind: 'item_unavailable', variantId: l.variantId });
      return {
        productId: v.productId,
        variantId: v.variantId,
        title: v.productTitle,
        variantTitle: v.variantTitle === 'Default' ? '' : v.variantTitle,
        sku: v.sku,
        unitPrice: v.price,
        quantity: l.quantity,
        lineTotal: multiply(v.price, l.quantity),
      };
    });
    // The rate is read here, in the order's transaction, and kept on the order: the amounts are final.
    const rate = currency === store.currency ? null : await findRate(tx, store.currency, currency);
    if (currency !== store.currency && !rate) {
      throw new Refused({ kind: 'currency_unavailable', currency, storeCurrency: store.currency });
    }
    const priced = convertLines(items, store.currency, currency, rate);
    const subtotal = priced.subtotal;
    const orderId = uuidv7();
    // Delivery: when the store offers any, the customer must choose one that serves the address.
    const offered = await activeDeliveryOptions(tx, store.currency);
    const option = offered.find((o) => o.id === choices.deliveryOptionId);
    if (offered.length > 0 && !option) throw new Refused({ kind: 'delivery_required' });
    const money = { storeCurrency: store.currency, currency, rate };
    const pricing = await priceCheckout(tx, money, {
      lines: priced.lines,
      code: choices.discountCode ?? '',
      customer,
      delivery: option ? { option, state: customer.address.state } : null,
    });
    if (pricing.deliveryRefusal)
      throw new Refused({ kind: 'delivery_unavailable', ...pricing.deliveryRefusal });
    if (pricing.codeRefusal) throw new Refused({ kind: 'discount', refusal: pricing.codeRefusal });
    const onDelivery = choices.payOnDelivery === true;
    if (onDelivery) {
      // Offered per delivery option, in the store's own currency (the maximum is in it).
      if (!option?.payOnDelivery || currency !== store.currency) {
        throw new Refused({ kind: 'pod_not_offered', name: option?.name ?? store.name });
      }
      const total = subtotal - pricing.goodsDiscount + pricing.shipping;
      if (option.payOnDeliveryMax !== null && total > option.payOnDeliveryMax) {
        throw new Refused({ kind: 'pod_over_limit', max: option.payOnDeliveryMax, currency });
      }
    }
    const uses = await recordUses(tx, money, orderId, pricing, customer);
    if (!uses.ok) throw new Refused({ kind: 'discount', refusal: uses.refusal });
    const reserved = await reserveStock(tx, lines, orderId);
    if (!reserved.ok) {
      const item = items.find((i) => i.variantId === reserved.variantId)!;
      const name = item.variantTitle ? `${item.title} (${item.variantTitle})` : item.title;
      throw new Refused({
        kind: 'out_of_stock',
        variantId: reserved.variantId,
        name,
        available: reserved.available,
      });
    }
    // Stored in E.164, the form a customer is known by in the store's customer list.
    const phone = normalisePhone(customer.phone) ?? customer.phone;
    if (customer.marketingConsent) await recordMarketingConsent(tx, phone);
    const trackingToken = randomToken(32);
    const locale = choices.locale ?? localeOr((await findStoreContacts(tx, store.id))?.defaultLocale);
    const create = onDelivery ? createOnDeliveryOrder : createPendingOrder;
    const order = await create(tx, {
      id: orderId,
      currency,
      email: customer.email,
      phone,
      customerName: customer.name,
      address: customer.address,
      note: customer.note,
      trackingToken,
      items: priced.lines.map((l, i) => ({ ...l, discount: pricing.lineDiscounts[i] ?? 0 })),
      subtotal,
      discount: pricing.goodsDiscount,
      discounts: pricing.applied.map((a) => ({ code: a.code, title: a.title, amount: a.amount })),
      delivery: pricing.delivery,
      shipping: pricing.shipping,
      locale,
      exchangeRate: rate && {
        storeCurrency: store.currency,
        base: rate.base,
        quote: rate.quote,
        rateMicros: rate.rateMicros,
        rateUpdatedAt: rate.updatedAt.toISOString(),
      },
    });
    // A pay-on-delivery order keeps its stock until delivered or cancelled: no reservation to expire.
    if (!onDelivery) {
      await enqueue(
        tx.db,
        reservationExpiry,
        { orderId, storeId: store.id },
        { runAt: order.reservedUntil ?? new Date(), dedupeKey: `order-expire:${orderId}` },
      );
    }
    const trackingUrl = `${store.url}/track/${trackingToken}`;
    // Without an email the customer keeps the tracking link shown on the confirmation page.
    if (customer.email) {
      const mail = renderEmail(
        'email.order_placed',
        {
          payment: onDelivery ? 'on_delivery' : 'now',
          customer: customer.name,
          number: order.number,
          store: store.name,
          lines: orderLinesText(priced.lines, pricing.lineDiscounts, pricing, currency, locale),
          total: { amount: order.total, currency },
          url: trackingUrl,
        },
        locale,
      );
      await queueEmail(tx.db, { to: customer.email, ...mail, template: 'order-placed', storeId: store.id });
    }
    // A store that chose WhatsApp for its customers sends the tracking link there (instead of the SMS);
    // otherwise phone-only shoppers get it by SMS, so closing the page does not lose it.
    const byWhatsApp = await whatsAppCustomer(
      tx,
      store.id,
      customer.phone,
      { kind: 'order_received', number: order.number, total: order.total, currency, trackingUrl },
      locale,
    );
    if (byWhatsApp === null && !customer.email) {
      await textOrderReceived(tx, store.id, {
        phone: customer.phone,
        number: order.number,
        storeName: store.name,
        total: order.total,
        currency,
        trackingUrl,
        onDelivery,
        locale,
      });
    }
    await notifyVendor(tx, store.id, {
      kind: 'order_placed',
      orderNumber: order.number,
      total: order.total,
      currency,
      customerName: customer.name,
      onDelivery,
    });
    // A paid order pushes from the payment's transaction; a pay-on-delivery order is final now.
    if (onDelivery)
      await queueOrderPush({ db: tx.db }, store.id, {
        orderId,
        orderNumber: order.number,
        amount: order.total,
        currency,
        kind: 'pay_on_delivery',
      });
    return {
      orderId,
      number: order.number,
      total: order.total,
      trackingToken,
      trackingUrl,
      paymentMode: onDelivery ? 'on_delivery' : 'escrow',
    };
  });
}
