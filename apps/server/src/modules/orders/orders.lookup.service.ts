import type { RequestContext } from '../../platform/context';
import type { StoreScope } from '../../platform/tenant';
import * as q from './orders.queries';

// Reads of an order other modules need without a vendor's tenant: a customer paying knows only the
// unguessable order id. Every status change still goes through `transitionOrder` of orders.service.

/** Reads by an order's unique id need only the database (or the caller's transaction) of a context. */
type ReadCtx = Pick<RequestContext, 'db'>;

export function findOrderForPayment(ctx: ReadCtx, orderId: string) {
  return q.findPayableOrder(ctx.db, orderId);
}

export type PayableOrder = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>;

/** The variants and quantities an order sold, e.g. to put them back on the shelf after a refund. */
export function orderLines(ctx: StoreScope, orderId: string) {
  return q.variantsOfOrder(ctx, orderId);
}

/** Of the given orders, the ones in `delivered`, with what the customer's delivery message needs. */
export function deliveredAmong(ctx: ReadCtx, orderIds: string[]) {
  return q.deliveredOrders(ctx.db, orderIds);
}

/** The variants this store sold last, most recent first, at most `limit`. */
export function recentlySoldVariants(ctx: StoreScope, limit: number): Promise<string[]> {
  return q.recentlySoldVariantIds(ctx, limit);
}
