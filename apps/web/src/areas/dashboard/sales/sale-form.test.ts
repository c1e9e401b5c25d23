import type { DeliveryOption } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { addItem, checkSale, emptySale, estimate, stepQuantity, toRequest } from './sale-form';

const shirt = { variantId: 'v1', title: 'Adire T-shirt', variantTitle: 'M', price: 1_500_000 };
const cap = { variantId: 'v2', title: 'Cap', variantTitle: '', price: 500_000 };
const rider = {
  id: 'd1',
  kind: 'flat',
  name: 'Rider',
  fee: 200_000,
  zones: [],
  freeAbove: 5_000_000,
  active: true,
} as unknown as DeliveryOption;

describe('the New sale form', () => {
  it('adds, steps and removes lines', () => {
    let lines = addItem([], shirt);
    lines = addItem(lines, shirt);
    lines = addItem(lines, cap);
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([
      ['v1', 2],
      ['v2', 1],
    ]);
    lines = stepQuantity(lines, 'v2', -1);
    expect(lines.map((l) => l.variantId)).toEqual(['v1']);
  });

  it('estimates the total with overrides, a manual discount and a flat delivery (free above its threshold)', () => {
    const lines = addItem(addItem([], shirt, 2), cap);
    const form = { ...emptySale, lines, discountKind: 'amount' as const, discountAmount: '1000' };
    expect(estimate(form, 'NGN', []).total).toBe(3_400_000);
    expect(estimate({ ...form, deliveryOptionId: 'd1' }, 'NGN', [rider]).total).toBe(3_600_000);
    const big = { ...form, lines: addItem(lines, shirt, 2), deliveryOptionId: 'd1' };
    expect(estimate(big, 'NGN', [rider]).delivery).toBe(0);
    const cheaper = { ...form, lines: lines.map((l) => ({ ...l, override: '12000', reason: 'friend' })) };
    expect(estimate(cheaper, 'NGN', []).goods).toBe(3_600_000);
  });

  it('asks for a reason with a price change, a channel, and a phone for a pay link', () => {
    const lines = addItem([], shirt).map((l) => ({ ...l, override: '100' }));
    const problems = checkSale({ ...emptySale, lines, outcome: 'pay_link' }, []);
    expect(Object.keys(problems).sort()).toEqual(['channel', 'customer.phone', 'lines.0.priceReason']);
    expect(
      checkSale({ ...emptySale, lines: addItem([], shirt), channel: 'walk_in', phone: '0803' }, []),
    ).toEqual({
      'customer.phone': 'Enter a valid phone number, e.g. 0803 123 4567.',
    });
  });

  it('sends kobo, the override with its reason, and the total as the amount received by default', () => {
    const lines = addItem([], shirt).map((l) => ({ ...l, override: '14,000.50', reason: ' regular ' }));
    const body = toRequest({ ...emptySale, lines, channel: 'phone', method: 'pos' }, 'NGN', []);
    expect(body.lines).toEqual([
      { variantId: 'v1', quantity: 1, unitPrice: 1_400_050, priceReason: 'regular' },
    ]);
    expect(body.outcome).toEqual({ kind: 'paid', method: 'pos', amountReceived: 1_400_050 });
    expect(body.customer).toBeNull();
    const link = toRequest(
      { ...emptySale, lines, channel: 'whatsapp', outcome: 'pay_link', send: 'sms', phone: '0803 123 4567' },
      'NGN',
      [],
    );
    expect(link.outcome).toEqual({ kind: 'pay_link', send: 'sms' });
    expect(link.customer).toEqual({ phone: '0803 123 4567', name: '', email: '' });
  });
});
