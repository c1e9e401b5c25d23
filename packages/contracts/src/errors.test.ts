import { describe, expect, it } from 'vitest';
import { type ErrorCode, type ErrorParamsArgs, errorCatalogue, errorMessage, isErrorCode } from './errors';

/**
 * One sample of parameters for every code whose message takes some. The type makes this list follow the
 * catalogue: a new code with parameters does not compile until it has a sample here.
 */
type ParamCode = { [C in ErrorCode]: ErrorParamsArgs<C> extends [] ? never : C }[ErrorCode];
const samples: { [C in ParamCode]: ErrorParamsArgs<C> } = {
  BAD_REQUEST: [],
  UNAUTHORIZED: [],
  FORBIDDEN: [],
  NOT_FOUND: [],
  METHOD_NOT_ALLOWED: [],
  NOT_ACCEPTABLE: [],
  REQUEST_TIMEOUT: [],
  CONFLICT: [],
  PAYLOAD_TOO_LARGE: [],
  UNSUPPORTED_MEDIA_TYPE: [],
  RATE_LIMITED: [],
  UNAVAILABLE: [],
  CONTACTS_FILE_UNREADABLE: [],
  INVALID_CREDENTIALS: [{ who: 'vendor' }],
  EMAIL_TAKEN: [{ by: 'self' }],
  THEME_INACTIVE: [{ themeName: 'eko-night' }],
  DEPLOYMENT_IN_PROGRESS: [{ themeName: 'eko-night', jobId: 7 }],
  STOCK_BELOW_ZERO: [{ stock: 2 }],
  EXCHANGE_RATE_MISSING: [{ base: 'NGN', missing: ['USD'] }],
  PLAN_REQUIRED: [{ feature: 'Custom colours and banner', planName: 'Free', requiredPlanName: 'Premium' }],
  DOMAIN_INVALID: [{ domain: 'shop' }],
  DOMAIN_TAKEN: [{ domain: 'www.shop.ng' }],
  STORE_LIMIT_REACHED: [{ planName: 'Free', limit: 1, requiredPlanName: 'Premium' }],
  STAFF_PERMISSION_REQUIRED: [{ what: 'see the Money page' }],
  STAFF_OWNER_ONLY: [{ what: 'request payouts' }],
  STAFF_SEATS_EXHAUSTED: [{ planName: 'Free', limit: 0, requiredPlanName: 'Premium' }],
  STAFF_INVITATION_WRONG_ACCOUNT: [{ signIn: true }],
  ITEM_UNAVAILABLE: [],
  OUT_OF_STOCK: [{ name: 'Adire T-shirt', available: 0 }],
  CURRENCY_UNAVAILABLE: [{ currency: 'USD', storeCurrency: 'NGN' }],
  REFUND_EXCEEDS_LINE: [{ refundable: '₦9,000' }],
  DISCOUNT_NOT_APPLIED: [{ code: 'SAVE10', reason: 'expired' }],
  SMS_CREDITS_EXCEEDED: [{ needed: 1200, left: 300, monthly: 500 }],
  DELIVERY_UNAVAILABLE: [{ name: 'Lagos delivery', state: 'Kano' }],
  AMOUNT_RECEIVED_SHORT: [{ received: '₦10,000.00', total: '₦12,500.00' }],
  MANUAL_DISCOUNT_TOO_LARGE: [{ goods: '₦12,500.00' }],
  POD_NOT_OFFERED: [{ name: 'Lagos delivery' }],
  POD_OVER_LIMIT: [{ max: '₦50,000.00' }],
  ILLEGAL_TRANSITION: [{ from: 'ready_to_ship', action: 'mark_paid' }],
  CURRENCY_NOT_SUPPORTED: [{ method: 'wallet' }],
  NO_BANK_ACCOUNT: [{ currency: 'NGN' }],
  WEBHOOK_REFUSED: [{ outcome: 'bad_json' }],
  INVOICE_NOT_SENDABLE: [{ status: 'paid' }],
  INVOICE_NOT_VOIDABLE: [{ status: 'void' }],
};

const messageOf = (code: ErrorCode): string =>
  (errorMessage as (c: ErrorCode, ...p: unknown[]) => string)(
    code,
    ...((samples as Partial<Record<ErrorCode, unknown[]>>)[code] ?? []),
  );

describe('error catalogue', () => {
  const codes = Object.keys(errorCatalogue) as ErrorCode[];

  it.each(codes)('%s has a 4xx/5xx status and a message', (code) => {
    const { status } = errorCatalogue[code];
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    expect(messageOf(code).trim()).not.toBe('');
    expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('keeps the texts of spec section 8 word for word', () => {
    expect(errorMessage('INVALID_CREDENTIALS', { who: 'vendor' })).toBe('Invalid email or password.');
    expect(errorMessage('INVALID_CREDENTIALS', { who: 'admin' })).toBe('Invalid credentials');
    expect(errorMessage('REFRESH_INVALID')).toBe('Refresh token invalid');
    expect(errorMessage('RESET_LINK_INVALID')).toBe('The Reset Link is No Longer Valid');
  });

  it('fills the texts that name data, and lets a generic code be made precise', () => {
    expect(errorMessage('OUT_OF_STOCK', { name: 'Adire T-shirt', available: 3 })).toBe(
      'Only 3 of Adire T-shirt left. Lower the quantity and try again.',
    );
    expect(errorMessage('ILLEGAL_TRANSITION', { from: 'ready_to_ship', action: 'mark_paid' })).toBe(
      'An order that is ready to ship cannot be changed with "mark paid".',
    );
    expect(errorMessage('NOT_FOUND', { what: 'Order' })).toBe('Order not found.');
    expect(errorMessage('BAD_REQUEST')).toBe('The request is not valid.');
    expect(errorMessage('BAD_REQUEST', { reason: 'Choose two different currencies.' })).toBe(
      'Choose two different currencies.',
    );
  });

  it('is closed: an unknown code is refused by the type checker and by isErrorCode', () => {
    // @ts-expect-error: NO_SUCH_CODE is not in the catalogue.
    expect(() => errorMessage('NO_SUCH_CODE')).toThrow();
    // @ts-expect-error: OUT_OF_STOCK needs the product and what is left.
    expect(() => errorMessage('OUT_OF_STOCK')).toThrow();
    expect(isErrorCode('OUT_OF_STOCK')).toBe(true);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
