import { describe, expect, it } from 'vitest';
import { messageKind } from './message-kind';

describe('the kind of a sent message', () => {
  it('is said in words, not as the template id', () => {
    expect(messageKind('order_paid')).toBe('Order paid');
    expect(messageKind('order-delivered-confirm-receipt')).toBe('Delivery confirmation');
    expect(messageKind('store_promotion')).toBe('Promotion');
    // One not listed yet still reads as words.
    expect(messageKind('invoice-reminder')).toBe('Invoice reminder');
    expect(messageKind('order-placed')).not.toMatch(/[-_]/);
  });
});
