// One realistic sample per API error text (`error.*`), for the catalogue's tests; typed, so every
// variable of an error's text must be given. Codes whose text takes none get `{}`.
import { type ErrorCode, errorCatalogue } from '@kasuwa/contracts';
import { type ErrorMessageParams, VALIDATION_IDS } from './messages.errors.params';

type Samples = { [K in keyof ErrorMessageParams]: ErrorMessageParams[K] };
type WithVariables = {
  [K in keyof Samples as keyof Samples[K] extends never ? never : K]: Samples[K];
};

const withVariables: WithVariables = {
  'error.BAD_REQUEST': { reason: 'Choose a store first.' },
  'error.UNAUTHORIZED': { reason: null },
  'error.FORBIDDEN': { reason: null },
  'error.NOT_FOUND': { what: 'Order', route: null },
  'error.METHOD_NOT_ALLOWED': { reason: null },
  'error.NOT_ACCEPTABLE': { reason: null },
  'error.REQUEST_TIMEOUT': { reason: null },
  'error.CONFLICT': { reason: null },
  'error.PAYLOAD_TOO_LARGE': { reason: null },
  'error.JSON_TOO_DEEP': { depth: '64' },
  'error.UNSUPPORTED_MEDIA_TYPE': { reason: 'Send the GraphQL request as application/json.' },
  'error.RATE_LIMITED': { reason: null },
  'error.UNAVAILABLE': { reason: null },
  'error.GRAPHQL_BATCH_TOO_LARGE': { batch: '10' },
  'error.GRAPHQL_TOO_DEEP': { depth: '8' },
  'error.GRAPHQL_TOO_COSTLY': { cost: '10000' },
  'error.GRAPHQL_TOO_MANY_FIELDS': { fields: '500', lookups: '20' },
  'error.GRAPHQL_REQUEST_TOO_LARGE': { fields: '1500', lookups: '60', cost: '20000' },
  'error.INVALID_CREDENTIALS': { who: 'vendor' },
  'error.EMAIL_TAKEN': { by: 'self' },
  'error.THEME_INACTIVE': { themeName: 'Market Day' },
  'error.DEPLOYMENT_IN_PROGRESS': { themeName: 'Market Day', jobId: '4711' },
  'error.STOCK_BELOW_ZERO': { stock: 3 },
  'error.EXCHANGE_RATE_MISSING': { base: 'NGN', missing: 'XOF, GHS', count: 2 },
  'error.PLAN_REQUIRED': { feature: 'Custom domains', planName: 'Free', requiredPlanName: 'Premium' },
  'error.DOMAIN_INVALID': { domain: 'localhost' },
  'error.DOMAIN_TAKEN': { domain: 'www.mamangozi.ng' },
  'error.STORE_LIMIT_REACHED': { planName: 'Premium', limit: 3, requiredPlanName: 'Enterprise' },
  'error.STAFF_PERMISSION_REQUIRED': { what: 'refund orders' },
  'error.STAFF_OWNER_ONLY': { what: 'change the payout account' },
  'error.STAFF_SEATS_EXHAUSTED': { planName: 'Premium', limit: 2, requiredPlanName: 'Enterprise' },
  'error.STAFF_INVITATION_WRONG_ACCOUNT': { signIn: 'yes' },
  'error.ITEM_UNAVAILABLE': { adding: 'no' },
  'error.OUT_OF_STOCK': { name: 'Ankara fabric, 6 yards', available: 2, adding: 'no' },
  'error.CURRENCY_UNAVAILABLE': { currency: 'GHS', storeCurrency: 'NGN' },
  'error.ILLEGAL_TRANSITION': { from: 'delivered', action: 'mark shipped' },
  'error.SMS_CREDITS_EXCEEDED': { needed: 1200, left: 340, monthly: 1000 },
  'error.CONTACTS_FILE_UNREADABLE': { reason: null },
  'error.DISCOUNT_NOT_APPLIED': { code: 'SALLAH10', reason: 'minimum_not_met', minimum: '₦10,000.00' },
  'error.DELIVERY_UNAVAILABLE': { name: 'Kano express', state: 'Lagos' },
  'error.AMOUNT_RECEIVED_SHORT': { received: '₦10,000.00', total: '₦12,500.00' },
  'error.MANUAL_DISCOUNT_TOO_LARGE': { goods: '₦12,500.00' },
  'error.POD_NOT_OFFERED': { name: 'GIG Logistics' },
  'error.POD_OVER_LIMIT': { max: '₦50,000.00' },
  'error.CURRENCY_NOT_SUPPORTED': { method: 'card', currency: 'XOF' },
  'error.REFUND_EXCEEDS_LINE': { refundable: '₦2,500.00' },
  'error.NO_BANK_ACCOUNT': { currency: 'NGN' },
  'error.WEBHOOK_REFUSED': { outcome: 'bad signature' },
  'error.INVOICE_NOT_SENDABLE': { status: 'void' },
  'error.INVOICE_NOT_VOIDABLE': { status: 'paid' },
};

const ids = [...Object.keys(errorCatalogue).map((code) => `error.${code}`), ...VALIDATION_IDS];

export const errorSamples = {
  ...(Object.fromEntries(ids.map((id) => [id, {}])) as Record<`error.${ErrorCode}`, object>),
  ...withVariables,
} as Samples;
