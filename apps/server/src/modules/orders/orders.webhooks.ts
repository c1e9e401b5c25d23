import type { TenantContext } from '../../platform/tenant';
import { recordWebhookEvent } from '../webhooks';
import * as q from './orders.queries';

type Scope = Pick<TenantContext, 'db' | 'storeId'>;

/** How long an unpaid online order holds its stock. */
export const RESERVATION_MINUTES = 30;

/**
 * An order as webhook receivers get it (docs/webhooks.md): amounts in minor units of its
 * currency (kobo for NGN), times in UTC.
 */
export function orderEventData(row: q.OrderRow, items: q.OrderItemRow[]) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    channel: row.channel,
    payment_mode: row.paymentMode,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: row.shipping,
    total: row.total,
    customer: { name: row.customerName, email: row.email, phone: row.phone },
    shipping_address: row.address,
    delivery: row.delivery ?? null,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    note: row.note,
    items: items.map((i) => ({
      product_id: i.productId,
      variant_id: i.variantId,
      title: i.title,
      variant_title: i.variantTitle,
      sku: i.sku,
      unit_price: i.unitPrice,
      quantity: i.quantity,
      line_total: i.lineTotal,
      discount: i.discount,
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** Records an order event for the store's webhook endpoints, in the caller's transaction. */
export function orderWebhook(
  ctx: Scope,
  type: 'order.created' | 'order.paid' | 'order.shipped' | 'order.delivered',
  row: q.OrderRow,
) {
  return recordWebhookEvent(ctx, type, async () => orderEventData(row, await q.itemsOf(ctx, [row.id])));
}
