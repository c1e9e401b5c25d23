import type { RequestContext } from '../../platform/context';
import { enqueue, type JobDefinition, type JobEnv } from '../../platform/jobs';
import { queueEmail } from '../../platform/mail';
import { createProviders } from '../../platform/payments';
import { inTransaction } from '../../platform/tenant';
import {
  armRelease,
  dueForRelease,
  findHold,
  findHoldByConfirmToken,
  heldAmount,
  releaseEscrow,
} from '../ledger';
import { localeOr, renderEmail } from '../messages';
import { whatsAppCustomer } from '../messaging';
import { findOrderForPayment, transitionOrder } from '../orders';
import { findStoreName } from '../stores';
import { deliveredAwaitingArm } from './order-link';
import { settleTransferReturns } from './transfers.service';

/** What the escrow jobs need of a request context: the database (or a transaction) and a logger. */
export type EscrowCtx = Pick<RequestContext, 'db' | 'log'>;

/**
 * Once an order is delivered, its customer gets an email with a confirm-receipt link, and the
 * escrow releases itself `ESCROW_RELEASE_DAYS` later unless a dispute froze it.
 */
export async function armDeliveredOrders(
  ctx: Pick<RequestContext, 'db'>,
  publicUrl: string,
  days: number,
): Promise<number> {
  const rows = await deliveredAwaitingArm(ctx, 100);
  let armed = 0;
  for (const row of rows) {
    await ctx.db.transaction(async (tx) => {
      const token = await armRelease({ db: tx }, row.orderId, days);
      if (!token) return;
      const hold = await findHold({ db: tx }, row.orderId);
      const store = await findStoreName({ db: tx }, row.storeId);
      const locale = localeOr(row.locale);
      const link = `${publicUrl}/orders/confirm-receipt?${new URLSearchParams({ token, lang: locale })}`;
      // An order placed without an email still releases itself after the delay.
      if (row.email)
        await queueEmail(tx, {
          to: row.email,
          storeId: row.storeId,
          template: 'order-delivered-confirm-receipt',
          ...renderEmail(
            'email.order_delivered',
            {
              customer: row.customerName,
              store: store?.name ?? null,
              number: row.number,
              amount: hold ? { amount: heldAmount(hold), currency: hold.currency } : null,
              url: link,
              days,
            },
            locale,
          ),
        });
      // And on WhatsApp, when the store chose it for its customers.
      if (row.phone)
        await whatsAppCustomer(
          { db: tx },
          row.storeId,
          row.phone,
          { kind: 'order_delivered', number: row.number, confirmUrl: link },
          locale,
        );
      armed++;
    });
  }
  return armed;
}

/**
 * Releases an order's escrow to its vendor and completes the order, in one transaction: an order that
 * cannot complete keeps its money in escrow, and the error reaches the caller. Releasing twice changes
 * nothing; an order already completed (by its vendor) is left as it is.
 */
export async function releaseAndComplete(
  ctx: EscrowCtx,
  target: { orderId: string; storeId: number },
  reason: string,
  completion: { actorLabel: string; note: string },
) {
  return inTransaction(ctx, async (tx) => {
    const hold = await releaseEscrow(tx, target.orderId, reason);
    // A hold emptied by refunds ends `refunded`: no money went to the vendor, so the order stays.
    if (hold.status !== 'released') return hold;
    const order = await findOrderForPayment(tx, target.orderId);
    if (order?.status !== 'completed') {
      await transitionOrder(
        { db: tx.db, storeId: target.storeId },
        target.orderId,
        'complete',
        'system',
        completion,
      );
    }
    return hold;
  });
}

/** A database error's own words sit in its cause; the query text around them says little. */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? err.cause.message : err.message;
}

export interface ReleaseSweepResult {
  released: number;
  /** Escrows left held because their release or their order's completion failed; retried next sweep. */
  failed: { orderId: string; storeId: number; error: string }[];
}

/**
 * Releases every escrow whose waiting period is over, each in its own transaction: one order that
 * cannot complete is logged and reported, and the sweep goes on with the next.
 */
export async function releaseDue(ctx: EscrowCtx, now = new Date()): Promise<ReleaseSweepResult> {
  const due = await dueForRelease(ctx, now);
  const result: ReleaseSweepResult = { released: 0, failed: [] };
  for (const d of due) {
    try {
      await releaseAndComplete(ctx, d, 'Released automatically: no dispute within the waiting period', {
        actorLabel: 'system',
        note: 'Escrow released after the waiting period',
      });
      result.released++;
    } catch (err) {
      ctx.log.error(
        { err, orderId: d.orderId, storeId: d.storeId },
        'escrow release failed; the money stays in escrow until a later sweep succeeds',
      );
      result.failed.push({
        orderId: d.orderId,
        storeId: d.storeId,
        error: reasonOf(err),
      });
    }
  }
  return result;
}

/** Once a minute; every two seconds under KASUWA_ENV=test so browser journeys need not wait. */
const sweepEvery = (env: string) => (env === 'test' ? 2_000 : 60_000);

/**
 * Arms delivered orders, releases due escrows and asks again for transfer refunds a provider could not
 * take before (transfers.service settleTransferReturns), then schedules itself again (one per minute slot).
 */
export const escrowSweepJob: JobDefinition<Record<string, never>> = {
  type: 'escrow.sweep',
  queue: 'escrow-release',
  async handle(_payload, env: JobEnv) {
    const armed = await armDeliveredOrders(env, env.config.publicUrl, env.config.ESCROW_RELEASE_DAYS);
    const { released, failed } = await releaseDue(env);
    const returned = await settleTransferReturns({
      db: env.db,
      config: env.config,
      log: env.log,
      providers: createProviders(env.config.payments),
    });
    await scheduleEscrowSweep(
      env,
      env.config.KASUWA_ENV,
      new Date(Date.now() + sweepEvery(env.config.KASUWA_ENV)),
    );
    return { armed, released, failed, returned: returned.length };
  },
};

export function scheduleEscrowSweep(ctx: Pick<RequestContext, 'db'>, kasuwaEnv: string, runAt = new Date()) {
  const slot = Math.floor(runAt.getTime() / sweepEvery(kasuwaEnv));
  return enqueue(ctx.db, escrowSweepJob, {}, { runAt, dedupeKey: `escrow-sweep:${slot}` });
}

/**
 * The customer's confirm-receipt link: releases the escrow now (less the fee) and completes the order,
 * together or not at all.
 */
export async function confirmReceipt(ctx: EscrowCtx, token: string) {
  const hold = await findHoldByConfirmToken(ctx, token);
  if (!hold) return null;
  return releaseAndComplete(ctx, hold, 'Customer confirmed receipt', {
    actorLabel: 'customer',
    note: 'Customer confirmed receipt',
  });
}
