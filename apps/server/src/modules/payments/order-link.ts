import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { releaseStock } from '../inventory/inventory.service';
import { escrowHolds } from '../ledger/ledger.schema';
import { orderLines } from '../orders/orders.lookup.service';
import { orders } from '../orders/orders.schema';

// What payments needs from orders and escrow together. Lookups of an order or a store go through
// orders.lookup.service and stores.lookup.service; every status change through `transitionOrder`.
// deliveredAwaitingArm still joins the orders and escrow tables: a known boundary violation listed in
// .dependency-cruiser-known-violations.json until ledger and orders export what it needs.

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
  const items = await orderLines(db, storeId, orderId);
  await releaseStock({ db, storeId }, items, orderId, actor);
}
