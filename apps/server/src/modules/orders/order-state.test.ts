import { ORDER_STATUSES, type OrderStatus } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { isFinal, transitionFor, vendorActionsFor } from './order-state';

describe('order state machine', () => {
  it('walks the happy path', () => {
    const steps: [OrderStatus, string, 'vendor' | 'payment', OrderStatus][] = [
      ['pending_payment', 'pay', 'payment', 'paid'],
      ['paid', 'start_processing', 'vendor', 'processing'],
      ['processing', 'ship', 'vendor', 'shipped'],
      ['shipped', 'mark_delivered', 'vendor', 'delivered'],
      ['delivered', 'complete', 'vendor', 'completed'],
    ];
    for (const [from, action, by, to] of steps)
      expect(transitionFor(from, action, by)).toEqual({ ok: true, to });
  });

  it('refuses illegal transitions', () => {
    expect(transitionFor('pending_payment', 'ship', 'vendor')).toEqual({
      ok: false,
      reason: 'not_allowed_from_status',
    });
    expect(transitionFor('shipped', 'cancel', 'vendor')).toEqual({
      ok: false,
      reason: 'not_allowed_from_status',
    });
    expect(transitionFor('completed', 'start_processing', 'vendor').ok).toBe(false);
    expect(transitionFor('pending_payment', 'pay', 'vendor')).toEqual({
      ok: false,
      reason: 'not_allowed_for_actor',
    });
    expect(transitionFor('paid', 'refund', 'vendor')).toEqual({ ok: false, reason: 'not_allowed_for_actor' });
    expect(transitionFor('paid', 'teleport', 'vendor')).toEqual({ ok: false, reason: 'unknown_action' });
  });

  it('offers no action on a final order and never leaves a final status', () => {
    for (const s of ORDER_STATUSES.filter(isFinal)) {
      expect(vendorActionsFor(s)).toEqual([]);
      for (const a of ['pay', 'start_processing', 'ship', 'mark_delivered', 'complete', 'cancel', 'refund']) {
        for (const by of ['vendor', 'system', 'payment'] as const)
          expect(transitionFor(s, a, by).ok).toBe(false);
      }
    }
  });

  it('completes a paid sale handed over at the counter only by the system, never as a vendor action', () => {
    expect(transitionFor('paid', 'hand_over', 'system')).toEqual({ ok: true, to: 'completed' });
    expect(transitionFor('paid', 'hand_over', 'vendor').ok).toBe(false);
    expect(transitionFor('shipped', 'hand_over', 'system').ok).toBe(false);
    expect(vendorActionsFor('paid')).not.toContain('hand_over');
  });

  it('lists vendor actions per status', () => {
    expect(vendorActionsFor('pending_payment')).toEqual(['cancel']);
    expect(vendorActionsFor('paid')).toEqual(['start_processing', 'ship']);
    expect(vendorActionsFor('shipped')).toEqual(['mark_delivered']);
  });
});
