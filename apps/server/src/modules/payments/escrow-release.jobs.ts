import { formatMoney } from '@kasuwa/contracts';
import type { Db } from '../../platform/db';
import { enqueue, type JobDefinition, type JobEnv } from '../../platform/jobs';
import { queueEmail } from '../../platform/mail';
import {
  armRelease,
  dueForRelease,
  findHold,
  findHoldByConfirmToken,
  heldAmount,
  releaseEscrow,
} from '../ledger/escrow.service';
import { transitionOrder } from '../orders/orders.service';
import { deliveredAwaitingArm, findStoreName } from './order-link';

/**
 * Once an order is delivered, its customer gets an email with a confirm-receipt link, and the
 * escrow releases itself `ESCROW_RELEASE_DAYS` later unless a dispute froze it.
 */
export async function armDeliveredOrders(db: Db, publicUrl: string, days: number): Promise<number> {
  const rows = await deliveredAwaitingArm(db, 100);
  let armed = 0;
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const token = await armRelease({ db: tx }, row.orderId, days);
      if (!token) return;
      const hold = await findHold({ db: tx }, row.orderId);
      const store = await findStoreName(tx, row.storeId);
      const link = `${publicUrl}/orders/confirm-receipt?token=${token}`;
      const amount = hold ? formatMoney(heldAmount(hold), hold.currency) : '';
      // An order placed without an email still releases itself after the delay.
      if (row.email)
        await queueEmail(tx, {
          to: row.email,
          storeId: row.storeId,
          template: 'order-delivered-confirm-receipt',
          subject: `Order #${row.number} was delivered: please confirm receipt`,
          text: [
            `Hello ${row.customerName},`,
            '',
            `${store?.name ?? 'The store'} marked your order #${row.number} as delivered.`,
            `Your payment of ${amount} is held safely in escrow until you confirm you received it.`,
            '',
            `Confirm receipt: ${link}`,
            '',
            `If something is wrong, open a dispute from the same page before the money is released.`,
            `Without a confirmation or a dispute, the payment is released to the seller in ${days} days.`,
          ].join('\n'),
        });
      armed++;
    });
  }
  return armed;
}

export async function releaseDue(db: Db, now = new Date()): Promise<number> {
  const due = await dueForRelease({ db }, now);
  for (const d of due) {
    await releaseEscrow({ db }, d.orderId, 'Released automatically: no dispute within the waiting period');
    await transitionOrder({ db, storeId: d.storeId }, d.orderId, 'complete', 'system', {
      actorLabel: 'system',
      note: 'Escrow released after the waiting period',
    }).catch(() => undefined);
  }
  return due.length;
}

/** Once a minute; every two seconds under KASUWA_ENV=test so browser journeys need not wait. */
const sweepEvery = (env: string) => (env === 'test' ? 2_000 : 60_000);

/** Arms delivered orders and releases due escrows, then schedules itself again (one per minute slot). */
export const escrowSweepJob: JobDefinition<Record<string, never>> = {
  type: 'escrow.sweep',
  queue: 'escrow-release',
  async handle(_payload, env: JobEnv) {
    const armed = await armDeliveredOrders(env.db, env.config.publicUrl, env.config.ESCROW_RELEASE_DAYS);
    const released = await releaseDue(env.db);
    await scheduleEscrowSweep(
      env.db,
      env.config.KASUWA_ENV,
      new Date(Date.now() + sweepEvery(env.config.KASUWA_ENV)),
    );
    return { armed, released };
  },
};

export function scheduleEscrowSweep(db: Db, kasuwaEnv: string, runAt = new Date()) {
  const slot = Math.floor(runAt.getTime() / sweepEvery(kasuwaEnv));
  return enqueue(db, escrowSweepJob, {}, { runAt, dedupeKey: `escrow-sweep:${slot}` });
}

/** The customer's confirm-receipt link: releases the escrow now (less the fee) and completes the order. */
export async function confirmReceipt(db: Db, token: string) {
  const hold = await findHoldByConfirmToken({ db }, token);
  if (!hold) return null;
  const released = await releaseEscrow({ db }, hold.orderId, 'Customer confirmed receipt');
  await transitionOrder({ db, storeId: hold.storeId }, hold.orderId, 'complete', 'system', {
    actorLabel: 'customer',
    note: 'Customer confirmed receipt',
  }).catch(() => undefined);
  return released;
}
