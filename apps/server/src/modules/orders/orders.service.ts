import type {
  OffPlatformKind,
  OffPlatformMethod,
  OffPlatformPayment,
  Order,
  OrderChannel,
  OrderStatus,
  OrderSummary,
  PaymentMode,
  VendorOrderAction,
} from '@kasuwa/contracts';
import type { Config } from '../../config';
import { randomToken, sha256 } from '../../platform/auth';
import { readAll } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { storefrontUrl } from '../../platform/storefront-url';
import { actorName, inTransaction, type TenantContext } from '../../platform/tenant';
import { releaseUsesOfOrder } from '../discounts';
import { recordPurchaseEvents } from '../integrations';
import { releaseStock } from '../inventory';
import { localeOr, renderEmail } from '../messages';
import { whatsAppCustomer } from '../messaging';
import { findStoreName } from '../stores';
import { releasesStock, type TransitionActor, transitionFor, vendorActionsFor } from './order-state';
import * as q from './orders.queries';
import { orderWebhook, RESERVATION_MINUTES } from './orders.webhooks';

type Scope = Pick<TenantContext, 'db' | 'storeId'> & Partial<Pick<TenantContext, 'actor'>>;

// Kept importable from here, where callers and tests have always found them.
export { createOnDeliveryOrder, createPendingOrder, type NewOrder } from './orders.create.service';
export { orderEventData, orderWebhook, RESERVATION_MINUTES } from './orders.webhooks';

function toSummary(row: q.OrderRow, itemCount: number): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status as OrderStatus,
    channel: row.channel as OrderChannel,
    paymentMode: row.paymentMode as PaymentMode,
    currency: row.currency,
    total: row.total,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function toOrder(ctx: Scope, row: q.OrderRow): Promise<Order> {
  const [items, events, outside] = await readAll(ctx.db, [
    () => q.itemsOf(ctx, [row.id]),
    () => q.eventsOf(ctx, row.id),
    () => q.offPlatformOf(ctx, row.id),
  ]);
  return {
    ...toSummary(
      row,
      items.reduce((n, i) => n + i.quantity, 0),
    ),
    phone: row.phone,
    address: row.address,
    note: row.note,
    subtotal: row.subtotal,
    shipping: row.shipping,
    discount: row.discount,
    discounts: row.discounts,
    delivery: row.delivery ?? null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    exchangeRate: row.exchangeRate ?? null,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      variantId: i.variantId,
      title: i.title,
      variantTitle: i.variantTitle,
      sku: i.sku,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      lineTotal: i.lineTotal,
      discount: i.discount,
    })),
    events: events.map((e) => ({
      from: e.fromStatus as OrderStatus | null,
      to: e.toStatus as OrderStatus,
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    allowedActions: vendorActionsFor(row.status as OrderStatus),
    offPlatformPayments: outside.map(toOffPlatformPayment),
    locale: localeOr(row.locale),
  };
}

export function toOffPlatformPayment(p: q.OffPlatformRow): OffPlatformPayment {
  return {
    id: p.id,
    orderId: p.orderId,
    kind: p.kind as OffPlatformKind,
    method: p.method as OffPlatformMethod,
    amount: p.amount,
    currency: p.currency,
    proofUrl: p.proofUrl,
    note: p.note,
    recordedBy: p.recordedBy,
    recordedAt: p.createdAt.toISOString(),
  };
}

/** The purchase for the store's connected ad and analytics apps (Meta, GA4), in the payment's transaction. */
async function purchaseEvents(ctx: Scope, row: q.OrderRow) {
  return recordPurchaseEvents(ctx, { ...row, orderId: row.id, items: await q.itemsOf(ctx, [row.id]) });
}

/**
 * The one way an order changes status, for vendors, jobs and (next) the payment flow. The state
 * machine decides; the conditional update makes a racing second change fail instead of overwrite.
 * Leaving `pending_payment` for `cancelled` returns the reserved stock exactly once.
 */
export async function transitionOrder(
  ctx: Scope,
  orderId: string,
  action: string,
  by: TransitionActor,
  options: { note?: string; actorLabel?: string } = {},
): Promise<q.OrderRow> {
  const result = await tryTransitionOrder(ctx, orderId, action, by, options);
  if (result.ok) return result.order;
  if (result.reason === 'changed') throw fail('ORDER_CHANGED');
  const { from, detail } = result;
  throw fail('ILLEGAL_TRANSITION', { from, action }, { from, action, reason: detail });
}

/** A refused change is an expected outcome (a racing payment, a job that came late), not an exception. */
export type TransitionResult =
  | { ok: true; order: q.OrderRow }
  | { ok: false; reason: 'illegal'; from: OrderStatus; detail: string }
  | { ok: false; reason: 'changed' };

/** `transitionOrder` for callers that handle a refusal themselves; nothing is written when refused. */
export async function tryTransitionOrder(
  ctx: Scope,
  orderId: string,
  action: string,
  by: TransitionActor,
  options: { note?: string; actorLabel?: string } = {},
): Promise<TransitionResult> {
  return inTransaction(ctx, async (tx): Promise<TransitionResult> => {
    const current = await q.findOrder(tx, orderId);
    if (!current) throw errors.notFound('Order');
    const from = current.status as OrderStatus;
    const check = transitionFor(from, action, by);
    if (!check.ok) return { ok: false, reason: 'illegal', from, detail: check.reason };
    const updated = await q.updateStatus(tx, orderId, from, check.to);
    if (!updated) return { ok: false, reason: 'changed' };
    const label = options.actorLabel ?? actorName({ actor: ctx.actor ?? null });
    await q.insertEvent(tx, {
      orderId,
      fromStatus: from,
      toStatus: check.to,
      actor: label,
      note: options.note ?? '',
    });
    if (releasesStock(check.to) && (await q.markStockReleased(tx, orderId))) {
      const items = await q.itemsOf(tx, [orderId]);
      await releaseStock(tx, items, orderId, label);
    }
    // An order that was never paid gives its discount uses back, so a limited code is not used up by
    // abandoned checkouts.
    if ((from === 'pending_payment' || from === 'confirmed') && check.to === 'cancelled') {
      await releaseUsesOfOrder(tx, orderId);
    }
    // order.shipped is recorded by applyVendorAction, once the carrier and tracking number are on the order.
    if (check.to === 'paid') {
      await orderWebhook(tx, 'order.paid', updated);
      await purchaseEvents(tx, updated);
    }
    if (check.to === 'delivered') await orderWebhook(tx, 'order.delivered', updated);
    return { ok: true, order: updated };
  });
}

/** What a vendor action needs to build the customer's links: the public address and the store domain. */
export type StoreLinkConfig = Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>;

export async function applyVendorAction(
  ctx: Scope,
  config: StoreLinkConfig,
  orderId: string,
  action: VendorOrderAction,
  note: string,
  shipment: { carrier: string; trackingNumber: string } = { carrier: '', trackingNumber: '' },
): Promise<Order> {
  const row = await inTransaction(ctx, async (tx) => {
    const moved = await transitionOrder(tx, orderId, action, 'vendor', { note });
    if (action !== 'ship') return moved;
    // Only the hash of the checkout's tracking token is stored, so the shipped e-mail cannot repeat that
    // link. It carries a token of its own, minted here and kept hashed beside the first: both open the
    // same tracking page, neither is readable from the database, and no signing key has to live (and
    // rotate) for links that must keep working until the parcel arrives.
    const token = randomToken(32);
    const shipped =
      (await q.setShipment(tx, orderId, { ...shipment, shippedTokenHash: sha256(token) })) ?? moved;
    await orderWebhook(tx, 'order.shipped', shipped);
    const store = await findStoreName(tx, ctx.storeId);
    if (!store) throw new Error(`store ${ctx.storeId} of a shipped order does not exist`);
    const trackingUrl = `${storefrontUrl(config, store.subdomain)}/track/${token}`;
    if (shipped.email) {
      await queueEmail(tx.db, shippedEmail(shipped, { id: ctx.storeId, name: store.name }, trackingUrl));
    }
    // And on WhatsApp, when the store chose it for its customers.
    await whatsAppCustomer(
      tx,
      ctx.storeId,
      shipped.phone,
      {
        kind: 'order_shipped',
        number: shipped.number,
        carrier: shipped.carrier,
        trackingNumber: shipped.trackingNumber,
        trackingUrl,
      },
      localeOr(shipped.locale),
    );
    return shipped;
  });
  return toOrder(ctx, row);
}

/** The customer's "on its way" e-mail: the store, the carrier and tracking number when given, the link. */
function shippedEmail(order: q.OrderRow, store: { id: number; name: string }, trackingUrl: string) {
  const mail = renderEmail(
    'email.order_shipped',
    {
      customer: order.customerName,
      store: store.name,
      number: order.number,
      carrier: order.carrier || null,
      tracking: order.trackingNumber || null,
      delivery: order.delivery?.name ?? null,
      url: trackingUrl,
    },
    localeOr(order.locale),
  );
  return { to: order.email, ...mail, template: 'order-shipped', storeId: store.id };
}

export async function getOrder(ctx: Scope, orderId: string): Promise<Order> {
  const row = await q.findOrder(ctx, orderId);
  if (!row) throw errors.notFound('Order');
  return toOrder(ctx, row);
}

/** Throws 404 unless the order belongs to the scope's store (another tenant's order looks absent). */
export async function assertOrderOfStore(ctx: Scope, orderId: string): Promise<void> {
  if (!(await q.findOrder(ctx, orderId))) throw errors.notFound('Order');
}

export async function listOrders(ctx: Scope, filter: q.OrderFilter) {
  const { rows, total } = await q.listOrders(ctx, filter);
  return {
    items: rows.map((r) => toSummary(r.order, r.itemCount)),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}

/** The store's newest orders, without counting them all (the analytics overview's short list). */
export async function latestOrders(ctx: Scope, limit: number) {
  const { rows } = await q.listOrders(ctx, { page: 1, limit }, false);
  return rows.map((r) => toSummary(r.order, r.itemCount));
}

/** What the customer's tracking link shows; null for an unknown token. */
export async function findOrderForTracking(
  ctx: Pick<Scope, 'db'>,
  token: string,
): Promise<(Order & { storeId: number }) | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await q.findOrderByTrackingHash(ctx.db, sha256(token));
  if (!row) return null;
  return { ...(await toOrder({ db: ctx.db, storeId: row.storeId }, row)), storeId: row.storeId };
}

/**
 * The job closing an order's reservation window; its handler is the payments module's, which verifies
 * open payments first. Up to ~17 minutes of retries (backoffMs) while a provider cannot be reached.
 */
export const reservationExpiry = {
  type: 'orders.expire-reservation',
  queue: 'orders',
  maxAttempts: 10,
} as const;

/** Cancels an order whose reservation lapsed unpaid, returning its stock; after payment, does nothing. */
export async function cancelUnpaidOrder(ctx: Scope, orderId: string) {
  const order = await q.findOrder(ctx, orderId);
  if (order?.status !== 'pending_payment') return { skipped: order?.status ?? 'missing' };
  const result = await tryTransitionOrder(ctx, orderId, 'cancel', 'system', {
    actorLabel: 'system',
    note: `Not paid within ${RESERVATION_MINUTES} minutes; reserved stock returned.`,
  });
  // Paid between our read and our update: the conditional update lost, which is the right outcome.
  if (!result.ok) return { skipped: 'changed' };
  return { cancelled: orderId };
}

/** Whether the store ever took an order; such a store keeps its history and money records. */
export function storeHasOrders(ctx: Pick<Scope, 'db' | 'storeId'>): Promise<boolean> {
  return q.hasAnyOrder(ctx);
}
