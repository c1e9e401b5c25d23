import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context';
import { type StoreScope, scoped } from '../../platform/tenant';
import { orderItems, orders } from './orders.schema';

// Reads of an order other modules need without a vendor's tenant: a customer paying knows only the
// unguessable order id. Every status change still goes through `transitionOrder` of orders.service.

/** Reads by an order's unique id need only the database (or the caller's transaction) of a context. */
type ReadCtx = Pick<RequestContext, 'db'>;

export async function findOrderForPayment(ctx: ReadCtx, orderId: string) {
  // tenant-scope: a customer paying (or a provider's webhook) knows the order id, not the store.
  const [row] = await ctx.db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      currency: orders.currency,
      email: orders.email,
      phone: orders.phone,
      customerName: orders.customerName,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export type PayableOrder = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>;

/** The variants and quantities an order sold, e.g. to put them back on the shelf after a refund. */
export function orderLines(ctx: StoreScope, orderId: string) {
  return scoped(ctx).pick(
    { variantId: orderItems.variantId, quantity: orderItems.quantity },
    orderItems,
    eq(orderItems.orderId, orderId),
  );
}

/** Of the given orders, the ones in `delivered`, with what the customer's delivery message needs. */
export function deliveredAmong(ctx: ReadCtx, orderIds: string[]) {
  // tenant-scope: the escrow sweep names orders of every store by their (unique) ids.
  return ctx.db
    .select({
      orderId: orders.id,
      storeId: orders.storeId,
      email: orders.email,
      phone: orders.phone,
      number: orders.number,
      customerName: orders.customerName,
    })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'delivered')));
}
