import type { RequestContext } from '../../platform/context';
import type { StoreScope } from '../../platform/tenant';
import { releaseStock } from '../inventory';
import { unarmedHolds } from '../ledger';
import { deliveredAmong, orderLines } from '../orders';

// What payments needs from orders and escrow together, through the functions their services export;
// every status change goes through `transitionOrder`.

/**
 * Delivered orders whose escrow has not been armed yet (no confirm-receipt token sent), at most `limit`.
 * Pages through the unarmed holds (most belong to orders not delivered yet) until enough are found.
 */
export async function deliveredAwaitingArm(ctx: Pick<RequestContext, 'db'>, limit: number) {
  const found: Awaited<ReturnType<typeof deliveredAmong>> = [];
  let after: string | null = null;
  while (found.length < limit) {
    const holds = await unarmedHolds(ctx, after, 500);
    if (holds.length === 0) break;
    found.push(
      ...(await deliveredAmong(
        ctx,
        holds.map((h) => h.orderId),
      )),
    );
    after = holds[holds.length - 1]!.orderId;
  }
  return found.slice(0, limit);
}

/** Optional restock after a full refund: the sold quantities go back on the shelf. */
export async function restockOrder(ctx: StoreScope, orderId: string, actor: string) {
  const items = await orderLines(ctx, orderId);
  await releaseStock(ctx, items, orderId, actor);
}
