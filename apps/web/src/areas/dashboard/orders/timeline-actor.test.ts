import { describe, expect, it } from 'vitest';
import { timelineActor } from './timeline-actor';

describe("the order timeline's who", () => {
  it('names payments by their provider, not by a code', () => {
    expect(timelineActor('payment:paystack')).toBe('Paystack payment');
    expect(timelineActor('payment:flutterwave')).toBe('Flutterwave payment');
    expect(timelineActor('payment:newpay')).toBe('Newpay payment');
  });

  it('says customer, Kasuwa or the person, never the label kind', () => {
    expect(timelineActor('customer')).toBe('Customer');
    expect(timelineActor('system')).toBe('Kasuwa, automatically');
    expect(timelineActor('vendor:Adaeze')).toBe('Adaeze');
    expect(timelineActor('admin:7')).toBe('Kasuwa support');
    for (const actor of ['payment:paystack', 'vendor:Adaeze', 'admin:7']) {
      expect(timelineActor(actor)).not.toContain(':');
    }
  });
});
