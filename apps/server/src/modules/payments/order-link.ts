import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { releaseStock } from '../inventory/inventory.service';
import { escrowHolds } from '../ledger/ledger.schema';
import { orderItems, orders } from '../orders/orders.schema';
import { stores } from '../stores/stores.schema';

/**
 * The narrow bridge from payments to orders and stores. The orders service has no lookup by id
 * without a tenant (a customer paying knows only the unguessable order id) and the stores service has
 * no lookup by subdomain, so these two reads live here; every status change still goes through
 * `transitionOrder` of the orders module.
 */
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

export async function findStoreByDomain(db: DbOrTx, subdomain: string) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      subdomain: stores.subdomain,
      currency: stores.currency,
      status: stores.status,
    })
    .from(stores)
    .where(sql`lower(${stores.subdomain}) = ${subdomain.toLowerCase()}`);
  return row ?? null;
}

export async function findStoreName(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ name: stores.name, subdomain: stores.subdomain })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

/** Delivered orders whose escrow has not been armed yet (no confirm-receipt token sent). */
export async function deliveredAwaitingArm(db: DbOrTx, limit: number) {
  return db
    .select({
      orderId: orders.id,
      storeId: orders.storeId,
      email: orders.email,
      number: orders.number,
      customerName: orders.customerName,
    })
    .from(orders)
    .innerJoin(escrowHolds, eq(escrowHolds.orderId, orders.id))
    .where(
      sql`${orders.status} = 'delivered' and ${escrowHolds.status} = 'held' and ${escrowHolds.confirmTokenHash} is null`,
    )
    .limit(limit);
}

/** Optional restock after a full refund: the sold quantities go back on the shelf. */
export async function restockOrder(db: DbOrTx, storeId: number, orderId: string, actor: string) {
  const items = await db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(sql`${orderItems.storeId} = ${storeId} and ${orderItems.orderId} = ${orderId}`);
  await releaseStock({ db, storeId }, items, orderId, actor);
}
