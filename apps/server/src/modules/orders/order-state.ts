import type { OrderStatus, VendorOrderAction } from '@kasuwa/contracts';

/**
 * The order lifecycle, in one place. Every status change goes through `transitionFor`, so a rule
 * added here holds for the dashboard, the payment flow and the jobs alike.
 *
 *   pending_payment → paid → processing → shipped → delivered → completed
 *   pending_payment → cancelled (vendor, or the reservation expiring)
 *   paid → completed (hand_over: a recorded sale paid and taken at the counter)
 *   pending_payment → paid (the vendor was paid outside Kasuwa: `pay_outside`)
 *   confirmed → paid → completed (pay on delivery: delivered and paid, in one step of the vendor's)
 *   confirmed → cancelled (pay on delivery failed, or the vendor cancels)
 *
 * Pay on delivery has a status of its own, `confirmed`, rather than reusing `processing`: everywhere
 * else `processing` means money is held (escrow, refunds, disputes), and a `confirmed` order must never
 * be refunded, paid out or expired; it moves to `paid` when the vendor records the money, so sales
 * figures (which count the move to paid) include it then.
 *   paid | processing | shipped | delivered → refunded (the payments flow)
 */
export type TransitionActor = 'vendor' | 'system' | 'payment';

interface Rule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly TransitionActor[];
}

const RULES: Record<string, Rule> = {
  pay: { from: ['pending_payment'], to: 'paid', by: ['payment'] },
  start_processing: { from: ['paid'], to: 'processing', by: ['vendor'] },
  ship: { from: ['paid', 'processing'], to: 'shipped', by: ['vendor'] },
  mark_delivered: { from: ['shipped'], to: 'delivered', by: ['vendor', 'system'] },
  complete: { from: ['delivered'], to: 'completed', by: ['vendor', 'system'] },
  cancel: { from: ['pending_payment', 'confirmed'], to: 'cancelled', by: ['vendor', 'system'] },
  // A sale recorded as paid at the counter (modules/sales): the buyer took the goods, nothing is left to
  // deliver. Not a vendor action, so an escrow order can never skip its delivery and the buyer's check.
  hand_over: { from: ['paid'], to: 'completed', by: ['system'] },
  pay_outside: { from: ['pending_payment'], to: 'paid', by: ['vendor'] },
  collect_on_delivery: { from: ['confirmed'], to: 'paid', by: ['vendor'] },
  // Only after collect_on_delivery, in its transaction: the goods were handed over when the money was.
  close_on_delivery: { from: ['paid'], to: 'completed', by: ['system'] },
  refund: { from: ['paid', 'processing', 'shipped', 'delivered'], to: 'refunded', by: ['payment'] },
};

export type OrderAction = keyof typeof RULES & string;

export type TransitionCheck =
  | { ok: true; to: OrderStatus }
  | { ok: false; reason: 'unknown_action' | 'not_allowed_from_status' | 'not_allowed_for_actor' };

export function transitionFor(from: OrderStatus, action: string, by: TransitionActor): TransitionCheck {
  const rule = RULES[action];
  if (!rule) return { ok: false, reason: 'unknown_action' };
  if (!rule.by.includes(by)) return { ok: false, reason: 'not_allowed_for_actor' };
  if (!rule.from.includes(from)) return { ok: false, reason: 'not_allowed_from_status' };
  return { ok: true, to: rule.to };
}

const VENDOR_ACTIONS: readonly VendorOrderAction[] = [
  'start_processing',
  'ship',
  'mark_delivered',
  'complete',
  'cancel',
];

/** The buttons a vendor sees on an order in this status. */
export function vendorActionsFor(status: OrderStatus): VendorOrderAction[] {
  return VENDOR_ACTIONS.filter((a) => transitionFor(status, a, 'vendor').ok);
}

/** Statuses in which the order no longer holds stock. */
export function releasesStock(status: OrderStatus): boolean {
  return status === 'cancelled';
}

export function isFinal(status: OrderStatus): boolean {
  return status === 'completed' || status === 'cancelled' || status === 'refunded';
}
