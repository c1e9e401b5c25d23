import type { DiscountRefusalReason, ErrorCode } from '@kasuwa/contracts';

/**
 * The variables of each API error's text (`error.<CODE>` in the catalogue), as the catalogue's ICU
 * reads them: a yes/no is the select `yes`/`no`, a list arrives joined with its length, and a detail not
 * given is `null` (the select case `none`). messages.errors.ts turns an error's own parameters
 * (packages/contracts/src/errors.ts) into these.
 *
 * `reason` (the generic codes) and `what` (NOT_FOUND) are details the thrower writes in English: en-NG
 * says them as they are, the other languages put them in brackets after their own words, until those
 * details have keys of their own.
 */
type Reason = { reason: string | null };
type YesNo = 'yes' | 'no';
type Limits = { fields: string; lookups: string; cost: string };

interface ParamsWithVariables {
  BAD_REQUEST: Reason;
  UNAUTHORIZED: Reason;
  FORBIDDEN: Reason;
  NOT_FOUND: { what: string | null; route: string | null };
  METHOD_NOT_ALLOWED: Reason;
  NOT_ACCEPTABLE: Reason;
  REQUEST_TIMEOUT: Reason;
  CONFLICT: Reason;
  PAYLOAD_TOO_LARGE: Reason;
  JSON_TOO_DEEP: { depth: string };
  UNSUPPORTED_MEDIA_TYPE: Reason;
  RATE_LIMITED: Reason;
  UNAVAILABLE: Reason;
  GRAPHQL_BATCH_TOO_LARGE: { batch: string };
  GRAPHQL_TOO_DEEP: { depth: string };
  GRAPHQL_TOO_COSTLY: { cost: string };
  GRAPHQL_TOO_MANY_FIELDS: Omit<Limits, 'cost'>;
  GRAPHQL_REQUEST_TOO_LARGE: Limits;
  INVALID_CREDENTIALS: { who: 'vendor' | 'admin' };
  EMAIL_TAKEN: { by: 'self' | 'admin' };
  THEME_INACTIVE: { themeName: string };
  DEPLOYMENT_IN_PROGRESS: { themeName: string; jobId: string };
  STOCK_BELOW_ZERO: { stock: number };
  EXCHANGE_RATE_MISSING: { base: string; missing: string; count: number };
  PLAN_REQUIRED: { feature: string; planName: string; requiredPlanName: string };
  DOMAIN_INVALID: { domain: string };
  DOMAIN_TAKEN: { domain: string };
  STORE_LIMIT_REACHED: { planName: string; limit: number; requiredPlanName: string };
  STAFF_PERMISSION_REQUIRED: { what: string };
  STAFF_OWNER_ONLY: { what: string };
  STAFF_SEATS_EXHAUSTED: { planName: string; limit: number; requiredPlanName: string | null };
  STAFF_INVITATION_WRONG_ACCOUNT: { signIn: YesNo };
  ITEM_UNAVAILABLE: { adding: YesNo };
  OUT_OF_STOCK: { name: string; available: number; adding: YesNo };
  CURRENCY_UNAVAILABLE: { currency: string; storeCurrency: string };
  ILLEGAL_TRANSITION: { from: string; action: string };
  SMS_CREDITS_EXCEEDED: { needed: number; left: number; monthly: number };
  CONTACTS_FILE_UNREADABLE: Reason;
  DISCOUNT_NOT_APPLIED: { code: string; reason: DiscountRefusalReason; minimum: string | null };
  DELIVERY_UNAVAILABLE: { name: string; state: string };
  AMOUNT_RECEIVED_SHORT: { received: string; total: string };
  MANUAL_DISCOUNT_TOO_LARGE: { goods: string };
  POD_NOT_OFFERED: { name: string };
  POD_OVER_LIMIT: { max: string };
  CURRENCY_NOT_SUPPORTED: { method: 'card' | 'wallet' | 'ussd'; currency: string | null };
  REFUND_EXCEEDS_LINE: { refundable: string };
  NO_BANK_ACCOUNT: { currency: string };
  WEBHOOK_REFUSED: { outcome: string };
  INVOICE_NOT_SENDABLE: { status: string };
  INVOICE_NOT_VOIDABLE: { status: string };
}

// biome-ignore lint/complexity/noBannedTypes: the empty object type is exactly "no parameters" here.
type NoParams = {};

/** Our words in a refused form's fields (messages.validation.ts): none takes a variable. */
export const VALIDATION_IDS = [
  'validation.email',
  'validation.phone',
  'validation.phone_hint',
  'validation.full_name',
  'validation.street',
  'validation.city',
  'validation.state',
  'validation.nigerian_state',
  'validation.quantity',
  'validation.your_name',
  'validation.your_email',
  'validation.your_message',
  'validation.name_too_long',
  'validation.subject_too_long',
  'validation.message_too_long',
  'validation.email_too_long',
  'validation.search_too_long',
  'validation.dispute_reason',
] as const;
export type ValidationMessageId = (typeof VALIDATION_IDS)[number];

/** The parameters of every error's text, by catalogue id (`error.OUT_OF_STOCK`), and of `validation.*`. */
export type ErrorMessageParams = {
  [C in ErrorCode as `error.${C}`]: C extends keyof ParamsWithVariables ? ParamsWithVariables[C] : NoParams;
} & { [K in ValidationMessageId]: NoParams };
export type ErrorTextParams<C extends ErrorCode> = ErrorMessageParams[`error.${C}`];
