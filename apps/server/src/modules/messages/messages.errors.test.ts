import { type ErrorCode, errorCatalogue, errorMessage, LOCALES } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { errorText } from './messages.errors';

// What throwers pass to fail(), several per code where the English text branches, so the catalogue's
// en-NG texts are proved word for word the contracts' (which stay the source of the English).
const thrown: { [C in ErrorCode]?: unknown[] } = {
  BAD_REQUEST: [undefined, {}, { reason: 'Choose a store first.' }],
  UNAUTHORIZED: [{}, { reason: 'Your session has expired. Sign in again.' }],
  FORBIDDEN: [{}],
  NOT_FOUND: [undefined, { what: 'Order' }, { route: 'GET /api/nothing' }],
  METHOD_NOT_ALLOWED: [{}],
  NOT_ACCEPTABLE: [{}],
  REQUEST_TIMEOUT: [{}],
  CONFLICT: [{}],
  PAYLOAD_TOO_LARGE: [{}],
  UNSUPPORTED_MEDIA_TYPE: [{ reason: 'Send the GraphQL request as application/json.' }],
  RATE_LIMITED: [{}, { reason: 'Too many sign-in attempts.' }],
  UNAVAILABLE: [{}],
  INVALID_CREDENTIALS: [{ who: 'vendor' }, { who: 'admin' }],
  EMAIL_TAKEN: [{ by: 'self' }, { by: 'admin' }],
  THEME_INACTIVE: [{ themeName: 'Market Day' }],
  DEPLOYMENT_IN_PROGRESS: [{ themeName: 'Market Day', jobId: 12 }],
  STOCK_BELOW_ZERO: [{ stock: 3 }],
  EXCHANGE_RATE_MISSING: [
    { base: 'NGN', missing: ['XOF'] },
    { base: 'NGN', missing: ['XOF', 'GHS'] },
  ],
  PLAN_REQUIRED: [{ feature: 'Custom domains', planName: 'Free', requiredPlanName: 'Premium' }],
  DOMAIN_INVALID: [{ domain: 'localhost' }],
  DOMAIN_TAKEN: [{ domain: 'www.shop.ng' }],
  STORE_LIMIT_REACHED: [
    { planName: 'Free', limit: 1, requiredPlanName: 'Premium' },
    { planName: 'Premium', limit: 3, requiredPlanName: 'Enterprise' },
  ],
  STAFF_PERMISSION_REQUIRED: [{ what: 'refund orders' }],
  STAFF_OWNER_ONLY: [{ what: 'change the payout account' }],
  STAFF_SEATS_EXHAUSTED: [
    { planName: 'Free', limit: 0, requiredPlanName: 'Premium' },
    { planName: 'Enterprise', limit: 0, requiredPlanName: null },
    { planName: 'Premium', limit: 1, requiredPlanName: 'Enterprise' },
    { planName: 'Enterprise', limit: 10, requiredPlanName: null },
  ],
  STAFF_INVITATION_WRONG_ACCOUNT: [{ signIn: true }, { signIn: false }],
  ITEM_UNAVAILABLE: [undefined, { adding: true }, { adding: false }],
  OUT_OF_STOCK: [
    { name: 'Soap', available: 2, adding: true },
    { name: 'Soap', available: 0, adding: true },
    { name: 'Soap', available: 2 },
    { name: 'Soap', available: 0 },
  ],
  CURRENCY_UNAVAILABLE: [{ currency: 'GHS', storeCurrency: 'NGN' }],
  ILLEGAL_TRANSITION: [{ from: 'ready_to_ship', action: 'mark_paid' }],
  SMS_CREDITS_EXCEEDED: [{ needed: 1200, left: 340, monthly: 1000 }],
  CONTACTS_FILE_UNREADABLE: [{}, { reason: 'The file is empty.' }],
  DISCOUNT_NOT_APPLIED: [
    ...[
      'unknown',
      'not_started',
      'expired',
      'used_up',
      'already_used',
      'not_applicable',
      'not_combinable',
    ].map((reason) => ({ code: 'SALLAH10', reason })),
    { code: 'SALLAH10', reason: 'minimum_not_met' },
    { code: 'SALLAH10', reason: 'minimum_not_met', minimum: '₦10,000.00' },
  ],
  DELIVERY_UNAVAILABLE: [{ name: 'Kano express', state: 'Lagos' }],
  AMOUNT_RECEIVED_SHORT: [{ received: '₦10,000.00', total: '₦12,500.00' }],
  MANUAL_DISCOUNT_TOO_LARGE: [{ goods: '₦12,500.00' }],
  POD_NOT_OFFERED: [{ name: 'GIG' }],
  POD_OVER_LIMIT: [{ max: '₦50,000.00' }],
  CURRENCY_NOT_SUPPORTED: [{ method: 'card', currency: 'XOF' }, { method: 'wallet' }, { method: 'ussd' }],
  REFUND_EXCEEDS_LINE: [{ refundable: '₦2,500.00' }],
  NO_BANK_ACCOUNT: [{ currency: 'NGN' }],
  WEBHOOK_REFUSED: [{ outcome: 'bad_signature' }],
  INVOICE_NOT_SENDABLE: [{ status: 'void' }],
  INVOICE_NOT_VOIDABLE: [{ status: 'partially_paid' }],
};

const codes = Object.keys(errorCatalogue) as ErrorCode[];
const english = errorMessage as (code: ErrorCode, ...params: unknown[]) => string;
const cases = codes.flatMap((code) =>
  (thrown[code] ?? [undefined]).map((params) => [code, JSON.stringify(params) ?? '-', params] as const),
);

describe('API error texts', () => {
  it('covers every code of the contracts that takes parameters', () => {
    const parametrised = codes.filter((c) => typeof errorCatalogue[c].message === 'function');
    expect(parametrised.filter((c) => !thrown[c])).toEqual([]);
  });

  it.each(cases)('%s %s: en-NG says what the contracts say', (code, _label, params) => {
    expect(errorText(code, params, 'en-NG')).toBe(english(code, ...(params === undefined ? [] : [params])));
  });

  it.each(
    LOCALES.filter((l) => l !== 'en-NG').flatMap((locale) => cases.map((c) => [locale, ...c] as const)),
  )('%s %s %s renders every branch', (locale, code, _label, params) => {
    const text = errorText(code, params, locale);
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/[{}]|\bnone\b|undefined|null|NaN|\[object/);
    expect(text).not.toBe(errorText(code, params, 'en-NG'));
  });

  it('keeps an English detail in brackets and writes lists in the language', () => {
    expect(errorText('BAD_REQUEST', { reason: 'Choose a store first.' }, 'ha')).toBe(
      'Buƙatar ba ta yi daidai ba (Choose a store first.).',
    );
    expect(errorText('EXCHANGE_RATE_MISSING', { base: 'NGN', missing: ['XOF', 'GHS'] }, 'fr')).toContain(
      'entre NGN et XOF et GHS',
    );
    expect(errorText('OUT_OF_STOCK', { name: 'Sabulu', available: 0, adding: true }, 'ha')).toBe(
      'Sabulu ya ƙare.',
    );
  });
});
