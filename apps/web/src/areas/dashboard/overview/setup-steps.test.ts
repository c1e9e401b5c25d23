import { VISIT_SOURCES } from '@kasuwa/contracts';
import { ORDER_STATUSES } from '@kasuwa/contracts/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { hideSetup, type SetupFacts, setupHidden, setupOffered, setupSteps } from './setup-steps';

const noOrders = Object.fromEntries(
  ORDER_STATUSES.map((s) => [s, 0]),
) as SetupFacts['overview']['ordersByStatus'];
const noVisits = VISIT_SOURCES.map((source) => ({ source, visits: 0 }));

function facts(change: Partial<SetupFacts['overview']> = {}, rest: Partial<SetupFacts> = {}): SetupFacts {
  return {
    overview: { products: 0, activeProducts: 0, sources: noVisits, ordersByStatus: noOrders, ...change },
    payoutAccounts: 0,
    activeDeliveryOptions: 0,
    ...rest,
  };
}

const byId = (f: SetupFacts) => Object.fromEntries(setupSteps(f).map((s) => [s.id, s]));

describe('the setup steps of a new store', () => {
  it('a brand-new store has all four to do, each linking to where it is done', () => {
    const steps = setupSteps(facts());
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['product', false],
      ['payout', false],
      ['delivery', false],
      ['share', false],
    ]);
    expect(steps.map((s) => s.to)).toEqual([
      '/dashboard/products/new',
      '/dashboard/money?tab=bank',
      '/dashboard/delivery',
      undefined,
    ]);
  });

  it('a draft product is not done: it asks her to publish it', () => {
    const step = byId(facts({ products: 1 })).product!;
    expect(step).toMatchObject({
      done: false,
      title: 'Publish your first product',
      to: '/dashboard/products',
    });
    expect(byId(facts({ products: 1, activeProducts: 1 })).product!.done).toBe(true);
  });

  it('ticks payouts and delivery from her bank account and active delivery options', () => {
    const steps = byId(facts({}, { payoutAccounts: 1, activeDeliveryOptions: 2 }));
    expect(steps.payout!.done).toBe(true);
    expect(steps.delivery!.done).toBe(true);
  });

  it('sharing counts once a visitor came through a shared link or an order came in, not her own direct visits', () => {
    const visits = (source: string, n: number) =>
      noVisits.map((v) => (v.source === source ? { ...v, visits: n } : v));
    expect(byId(facts({ sources: visits('direct', 5) })).share!.done).toBe(false);
    expect(byId(facts({ sources: visits('other', 5) })).share!.done).toBe(false);
    expect(byId(facts({ sources: visits('whatsapp', 1) })).share!.done).toBe(true);
    expect(byId(facts({ ordersByStatus: { ...noOrders, pending_payment: 1 } })).share!.done).toBe(true);
  });
});

describe('hiding the checklist', () => {
  beforeEach(() => window.localStorage.clear());

  it('is remembered per store', () => {
    hideSetup(4, true);
    expect(setupHidden(4)).toBe(true);
    expect(setupHidden(5)).toBe(false);
    hideSetup(4, false);
    expect(setupHidden(4)).toBe(false);
  });
});

describe('when the checklist is offered', () => {
  it('in a store’s first 30 days only', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(setupOffered({ createdAt: '2026-11-26T09:00:00Z' }, now)).toBe(true);
    expect(setupOffered({ createdAt: '2026-10-28T12:00:00Z' }, now)).toBe(true);
    expect(setupOffered({ createdAt: '2026-10-26T12:00:00Z' }, now)).toBe(false);
  });
});
