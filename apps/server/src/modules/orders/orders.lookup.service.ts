import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { orderItems, orders } from './orders.schema';

// Reads of an order other modules need without a vendor's tenant: a customer paying knows only the
// unguessable order id. Every status change still goes through `transitionOrder` of orders.service.

export async function findOrderForPayment(db: DbOrTx, orderId: string) {
  const [row] = await db
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
export function orderLines(db: DbOrTx, storeId: number, orderId: string) {
  return db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(sql`${orderItems.storeId} = ${storeId} and ${orderItems.orderId} = ${orderId}`);
}
