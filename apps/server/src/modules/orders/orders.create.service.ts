import type { Order, OrderChannel, OrderDelivery, OrderExchangeRate, PaymentMode } from '@kasuwa/contracts';
import { sha256 } from '../../platform/auth';
import type { TenantContext } from '../../platform/tenant';
import * as q from './orders.queries';
import { orderWebhook, RESERVATION_MINUTES } from './orders.webhooks';

type Scope = Pick<TenantContext, 'db' | 'storeId'> & Partial<Pick<TenantContext, 'actor'>>;

export interface NewOrder {
  id: string;
  currency: string;
  email: string;
  phone: string;
  customerName: string;
  address: Order['address'];
  note: string;
  trackingToken: string;
  items: {
    /** Null for a free-text line (an invoice's), which holds no stock. */
    productId: string | null;
    variantId: string | null;
    title: string;
    variantTitle: string;
    sku: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
    discount?: number;
  }[];
  subtotal: number;
  /** Taken off the goods; each item carries its share. */
  discount?: number;
  discounts?: { code: string; title: string; amount: number }[];
  delivery?: OrderDelivery | null;
  shipping: number;
  exchangeRate?: OrderExchangeRate | null;
  /** Defaults to an online order paid through escrow. */
  channel?: OrderChannel;
  /** The shopper's language: every message about the order is written in it (default en-NG). */
  locale?: string;
  paymentMode?: PaymentMode;
}

async function writeOrder(
  ctx: Scope,
  input: NewOrder,
  status: 'pending_payment' | 'confirmed',
  paymentMode: PaymentMode,
  reservedUntil: Date | null,
  actor: string,
): Promise<q.OrderRow> {
  const [row] = await q.insertOrder(ctx, {
    id: input.id,
    status,
    currency: input.currency,
    subtotal: input.subtotal,
    shipping: input.shipping,
    discount: input.discount ?? 0,
    discounts: input.discounts ?? [],
    delivery: input.delivery ?? null,
    total: input.subtotal - (input.discount ?? 0) + input.shipping,
    exchangeRate: input.exchangeRate ?? null,
    channel: input.channel ?? 'online',
    paymentMode,
    email: input.email,
    phone: input.phone,
    customerName: input.customerName,
    address: input.address,
    note: input.note,
    trackingTokenHash: sha256(input.trackingToken),
    reservedUntil,
    ...(input.locale ? { locale: input.locale } : {}),
  });
  await q.insertItems(
    ctx,
    input.items.map((i) => ({ ...i, orderId: input.id })),
  );
  await q.insertEvent(ctx, { orderId: input.id, fromStatus: null, toStatus: status, actor });
  await orderWebhook(ctx, 'order.created', row!);
  return row!;
}

/** Writes an order in `pending_payment`, inside the caller's transaction (checkout holds the reservation). */
export function createPendingOrder(ctx: Scope, input: NewOrder): Promise<q.OrderRow> {
  const reservedUntil = new Date(Date.now() + RESERVATION_MINUTES * 60_000);
  return writeOrder(ctx, input, 'pending_payment', input.paymentMode ?? 'escrow', reservedUntil, 'customer');
}

/**
 * Writes a pay-on-delivery order, `confirmed` unpaid, inside the caller's transaction (which has already
 * taken the stock: checkout, or the dashboard's New sale). It has no reservation window and no expiry
 * job: the stock stays with it until the vendor records it delivered and paid, or cancels it (a failed
 * delivery), which returns the stock once. The caller's `paymentMode` is ignored: it is `on_delivery`.
 */
export function createOnDeliveryOrder(
  ctx: Scope,
  input: NewOrder,
  options: { actor?: string } = {},
): Promise<q.OrderRow> {
  return writeOrder(ctx, input, 'confirmed', 'on_delivery', null, options.actor ?? 'customer');
}
