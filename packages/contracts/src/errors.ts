// Why this file is over 400 lines: it is the one error catalogue (code, status, message) every route and
// screen shares; split by area it would lose the single list the API documentation and the tests walk.
import {
  adminMessages,
  confirmationMessages,
  loginMessages,
  resetMessages,
  subdomainMessages,
} from './messages';

/**
 * The closed error catalogue: every code a client may receive, with its HTTP status and the text a user
 * reads. Server and web app take both from here, so a code cannot be thrown with another status, and a
 * text changes in one place. Spec section 8 texts are used word for word where a code corresponds.
 *
 * A message is either fixed, or a function of typed parameters when it names data (a product, an
 * amount). The generic codes (BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, UNAVAILABLE, …) keep a default text
 * and accept a more precise `reason`: their code is what clients branch on, and Fastify's own client
 * errors arrive with a text of their own.
 */

/**
 * GraphQL transport limits (spec 9: at most 10 operations a batch; depth and cost bound what one asks).
 * `fields` counts an operation's fields as written (each alias and each use of a fragment again), and
 * `lookups` those of them that run a resolver (a root field, a relation such as a product's variants);
 * a batch's operations share `requestFields`, `requestCost` and `requestLookups` (the web app's largest
 * operation has 84 fields and 4 lookups); `bodyBytes` bounds the HTTP body.
 */
export const GRAPHQL_LIMITS = {
  batch: 10,
  depth: 8,
  cost: 10_000,
  fields: 500,
  lookups: 20,
  requestFields: 1_500,
  requestCost: 20_000,
  requestLookups: 60,
  bodyBytes: 512 * 1024,
} as const;

/**
 * How deeply a JSON request body may nest arrays and objects. No client of ours goes past a dozen levels;
 * the bound keeps every walk of a body (validation, the unstorable-text check) far from the stack's end.
 */
export const JSON_MAX_DEPTH = 64;

type Reason = { reason?: string };
const orDefault =
  (fallback: string) =>
  (p: Reason = {}) =>
    p.reason ?? fallback;
/** `ready_to_ship` → `ready to ship`, as an order state reads in a sentence. */
const words = (s: string) => s.replaceAll('_', ' ');

export const errorCatalogue = {
  // ---------------------------------------------------------------- generic
  BAD_REQUEST: { status: 400, message: orDefault('The request is not valid.') },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid.' },
  UNAUTHORIZED: { status: 401, message: orDefault('Sign in to continue.') },
  FORBIDDEN: { status: 403, message: orDefault('You do not have permission to do this.') },
  NOT_FOUND: {
    status: 404,
    message: (p: { what?: string; route?: string } = {}) =>
      p.route ? `No route for ${p.route}.` : `${p.what ?? 'Resource'} not found.`,
  },
  METHOD_NOT_ALLOWED: { status: 405, message: orDefault('This method is not allowed here.') },
  NOT_ACCEPTABLE: {
    status: 406,
    message: orDefault('This answer is not available in the format asked for.'),
  },
  REQUEST_TIMEOUT: { status: 408, message: orDefault('The request took too long. Please try again.') },
  CONFLICT: {
    status: 409,
    message: orDefault('This conflicts with the current state. Reload and try again.'),
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: orDefault('The request is too large.') },
  JSON_TOO_DEEP: {
    status: 400,
    message: `The JSON body is nested too deeply: at most ${JSON_MAX_DEPTH} levels of arrays and objects.`,
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: orDefault('This content type is not supported.') },
  RATE_LIMITED: { status: 429, message: orDefault('Too many requests. Please wait a moment and try again.') },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side.' },
  UNAVAILABLE: {
    status: 503,
    message: orDefault('This service is not available right now. Please try again.'),
  },

  // ---------------------------------------------------------------- GraphQL transport (spec 7.11, 9)
  /** Not parseable, or not valid against the schema (an unknown field, a wrong argument type). */
  GRAPHQL_INVALID: { status: 400, message: 'The GraphQL query is not valid.' },
  GRAPHQL_BATCH_TOO_LARGE: {
    status: 400,
    message: `A batch can hold at most ${GRAPHQL_LIMITS.batch} operations.`,
  },
  GRAPHQL_TOO_DEEP: {
    status: 400,
    message: `The query is nested too deeply: at most ${GRAPHQL_LIMITS.depth} levels.`,
  },
  GRAPHQL_TOO_COSTLY: {
    status: 400,
    message: `The query asks for too much at once (a cost above ${GRAPHQL_LIMITS.cost}). Ask for fewer items or fields.`,
  },
  GRAPHQL_INTROSPECTION_OFF: {
    status: 400,
    message:
      'Introspection (__schema, __type) is turned off on this endpoint. The API documentation describes the schema.',
  },
  GRAPHQL_TOO_MANY_FIELDS: {
    status: 400,
    message: `An operation may select at most ${GRAPHQL_LIMITS.fields} fields, of which at most ${GRAPHQL_LIMITS.lookups} root fields or relations (every alias counts). Ask for fewer at once.`,
  },
  GRAPHQL_REQUEST_TOO_LARGE: {
    status: 400,
    message: `The operations of a batch together ask for too much (at most ${GRAPHQL_LIMITS.requestFields} fields, ${GRAPHQL_LIMITS.requestLookups} of them root fields or relations, and a cost of ${GRAPHQL_LIMITS.requestCost} a request). Send them in smaller batches.`,
  },

  /** Automatic persisted queries: an unknown hash; the client sends it again with the text (Apollo's link). */
  PERSISTED_QUERY_NOT_FOUND: {
    status: 400,
    message: 'This persisted query is not known here. Send it again with its text.',
  },

  // ---------------------------------------------------------------- accounts and sign-in
  /** Spec section 8: shop login 'Invalid email or password.', admin login 'Invalid credentials'. */
  INVALID_CREDENTIALS: {
    status: 401,
    message: (p: { who: 'vendor' | 'admin' }) =>
      p.who === 'admin' ? adminMessages.invalidCredentials : loginMessages.invalidCredentials,
  },
  /** Details: `{ challengeId, expiresInSeconds }`; the client asks for the code and signs in again. */
  LOGIN_CODE_REQUIRED: {
    status: 403,
    message: 'This account is locked after too many failed sign-ins. Enter the code we e-mailed you.',
  },
  LOGIN_CODE_INVALID: {
    status: 401,
    message: 'That code is wrong, used or expired. Sign in again to get a new code by e-mail.',
  },
  /** Spec section 8: 'Refresh token invalid'. */
  REFRESH_INVALID: { status: 401, message: adminMessages.refreshInvalid },
  /**
   * Spec section 8: shown only once the password was right (so it tells nothing a guesser did not
   * know) for an account that holds no back-office role, such as a vendor's. An unknown or deleted
   * account answers INVALID_CREDENTIALS like a wrong password.
   */
  ADMIN_NOT_FOUND: { status: 403, message: adminMessages.notFound },
  ACCOUNT_INACTIVE: { status: 403, message: adminMessages.inactive },
  EMAIL_NOT_CONFIRMED: { status: 403, message: confirmationMessages.notConfirmed },
  /** Spec section 8: 'The Reset Link is No Longer Valid'. */
  RESET_LINK_INVALID: { status: 400, message: resetMessages.invalidLink },
  EMAIL_TAKEN: {
    status: 409,
    message: (p: { by: 'self' | 'admin' }) =>
      p.by === 'self'
        ? 'An account with this email already exists. Log in, or reset your password if you forgot it.'
        : 'A user with this email already exists.',
  },
  USERNAME_TAKEN: { status: 409, message: 'A user with this username already exists.' },
  SELF_CHANGE: { status: 422, message: 'You cannot change your own role or status.' },
  SELF_DELETE: { status: 422, message: 'You cannot delete your own account.' },

  // ---------------------------------------------------------------- stores, themes, catalogue
  SUBDOMAIN_TAKEN: { status: 409, message: subdomainMessages.taken },
  STORE_HAS_ORDERS: {
    status: 409,
    message: 'This store has orders, so it cannot be deleted. Set its status to inactive instead.',
  },
  THEME_INACTIVE: {
    status: 409,
    message: (p: { themeName: string }) => `Theme "${p.themeName}" is inactive and cannot be deployed.`,
  },
  DEPLOYMENT_IN_PROGRESS: {
    status: 409,
    message: (p: { themeName: string; jobId: string | number }) =>
      `Theme "${p.themeName}" is already being deployed (job ${p.jobId}).`,
  },
  SKU_TAKEN: { status: 409, message: 'Another product of this store already uses this SKU.' },
  SLUG_TAKEN: { status: 409, message: 'Another product of this store already uses this web address.' },
  STOCK_BELOW_ZERO: {
    status: 422,
    message: (p: { stock: number }) => `Only ${p.stock} in stock; stock cannot go below zero.`,
  },
  EXCHANGE_RATE_MISSING: {
    status: 422,
    message: (p: { base: string; missing: string[] }) =>
      `There is no exchange rate between ${p.base} and ${p.missing.join(', ')} yet. Ask the Kasuwa team to set one, then enable ${p.missing.length > 1 ? 'these currencies' : 'this currency'} again.`,
  },

  // ---------------------------------------------------------------- plans and billing
  /** A feature the account's plan does not include; `details.requiredPlan` names the plan that does. */
  PLAN_REQUIRED: {
    status: 403,
    message: (p: { feature: string; planName: string; requiredPlanName: string }) =>
      `${p.feature} is not included in your ${p.planName} plan. Upgrade to ${p.requiredPlanName} to use it.`,
  },
  DOMAIN_INVALID: {
    status: 422,
    message: (p: { domain: string }) =>
      `"${p.domain}" is not a domain Kasuwa can serve. Enter a domain you own, such as www.yourshop.ng or yourshop.ng.`,
  },
  DOMAIN_TAKEN: {
    status: 409,
    message: (p: { domain: string }) => `${p.domain} is already connected to another Kasuwa store.`,
  },
  DOMAIN_NOT_SET: { status: 404, message: 'This store has no custom domain yet.' },
  STORE_LIMIT_REACHED: {
    status: 403,
    message: (p: { planName: string; limit: number; requiredPlanName: string }) =>
      p.limit === 1
        ? `Your ${p.planName} plan includes one store, and you already have it. Upgrade to ${p.requiredPlanName} to open more stores.`
        : `Your ${p.planName} plan includes up to ${p.limit} stores, and you have reached that limit. Upgrade to ${p.requiredPlanName} to open more stores.`,
  },
  /** A store beyond the plan's limit after a downgrade: its storefront stays up, nothing new is added. */
  STORE_READ_ONLY: {
    status: 403,
    message:
      'This store is read-only because your plan includes fewer stores than you have. Choose the stores to keep on the Subscription page, or upgrade.',
  },
  PLAN_UNCHANGED: { status: 409, message: 'You are already on this plan.' },
  // ---------------------------------------------------------------- staff accounts (issue 34)
  /** A member's role lacks what the route needs; `details.permission` names it. */
  STAFF_PERMISSION_REQUIRED: {
    status: 403,
    message: (p: { what: string }) =>
      `Your role in this store does not let you ${p.what}. Ask the store owner to change your role.`,
  },
  /** Payouts, bank accounts, the plan, staff, the audit log: the owner's alone, whatever the role. */
  STAFF_OWNER_ONLY: {
    status: 403,
    message: (p: { what: string }) => `Only the store owner can ${p.what}.`,
  },
  STAFF_SEATS_EXHAUSTED: {
    status: 403,
    message: (p: { planName: string; limit: number; requiredPlanName: string | null }) =>
      p.limit === 0
        ? `Your ${p.planName} plan does not include staff accounts.${p.requiredPlanName ? ` Upgrade to ${p.requiredPlanName} to invite staff.` : ''}`
        : `Your ${p.planName} plan includes ${p.limit} staff seat${p.limit === 1 ? '' : 's'}, and all are taken by staff or open invitations. Remove someone or cancel an invitation${p.requiredPlanName ? `, or upgrade to ${p.requiredPlanName}` : ''}.`,
  },
  STAFF_ALREADY_MEMBER: {
    status: 409,
    message: 'This person already works in this store, or has an open invitation to it.',
  },
  STAFF_CONTACT_INVALID: {
    status: 422,
    message: 'Enter an e-mail address or a Nigerian phone number.',
  },
  STAFF_INVITATION_INVALID: {
    status: 404,
    message: 'This invitation link is not valid any more. Ask the store owner to send a new one.',
  },
  /** The invited contact has an account: accept signed in as it (or, signed in as another, sign out first). */
  STAFF_INVITATION_WRONG_ACCOUNT: {
    status: 409,
    message: (p: { signIn: boolean }) =>
      p.signIn
        ? 'You already have a Kasuwa account. Sign in, then open the invitation link again to join the store.'
        : 'This invitation was sent to someone else. Sign out, then open the link again as the invited person.',
  },
  /** A shopper at checkout in a store that is read-only on its owner's plan (STORE_READ_ONLY is the vendor's side). */
  STORE_NOT_TAKING_ORDERS: {
    status: 409,
    message: 'This store is not taking new orders at the moment. Please contact the seller.',
  },
  BALANCE_STORE_REQUIRED: {
    status: 400,
    message: 'Choose the store whose Kasuwa balance pays for the plan.',
  },
  PLAN_BALANCE_SHORT: {
    status: 409,
    message:
      'The available balance of this store does not cover the plan. Pay by card, or choose another store.',
  },
  BILLING_UNAVAILABLE: {
    status: 503,
    message: 'Paying for a plan is not available right now. Please try again later.',
  },

  // ---------------------------------------------------------------- cart, checkout, orders
  CART_EMPTY: { status: 422, message: 'Your cart is empty.' },
  /** `adding`: the shopper is adding this one item; otherwise one line of the cart at checkout. */
  ITEM_UNAVAILABLE: {
    status: 422,
    message: (p: { adding?: boolean } = {}) =>
      p.adding
        ? 'This item is no longer sold.'
        : 'An item in your cart is no longer sold. Remove it and try again.',
  },
  OUT_OF_STOCK: {
    status: 409,
    message: (p: { name: string; available: number; adding?: boolean }) => {
      if (p.adding)
        return p.available > 0 ? `Only ${p.available} of ${p.name} in stock.` : `${p.name} is sold out.`;
      return p.available > 0
        ? `Only ${p.available} of ${p.name} left. Lower the quantity and try again.`
        : `${p.name} has just sold out.`;
    },
  },
  CURRENCY_UNAVAILABLE: {
    status: 422,
    message: (p: { currency: string; storeCurrency: string }) =>
      `Paying in ${p.currency} is not available right now. Choose ${p.storeCurrency} and try again.`,
  },
  ILLEGAL_TRANSITION: {
    status: 409,
    message: (p: { from: string; action: string }) =>
      `An order that is ${words(p.from)} cannot be changed with "${words(p.action)}".`,
  },
  ORDER_CHANGED: { status: 409, message: 'The order changed meanwhile. Reload it and try again.' },

  // ---------------------------------------------------------------- discounts, delivery
  // ---------------------------------------------------------------- campaigns
  SMS_CREDITS_EXCEEDED: {
    status: 403,
    message: (p: { needed: number; left: number; monthly: number }) =>
      `This campaign needs ${p.needed.toLocaleString('en-NG')} SMS credits; ${p.left.toLocaleString('en-NG')} of your ${p.monthly.toLocaleString('en-NG')} this month are left. Narrow the segment, shorten the text or upgrade your plan.`,
  },
  WHATSAPP_UNAVAILABLE: {
    status: 409,
    message:
      'WhatsApp is not set up on this Kasuwa yet (the platform has no WhatsApp Business number configured). Use SMS or e-mail.',
  },
  /** A WhatsApp order code the store never issued, or one older than its 30 days. */
  WHATSAPP_ORDER_NOT_FOUND: {
    status: 404,
    message: 'No WhatsApp order has this code. Check the code in the customer’s message; codes last 30 days.',
  },
  /** The store has no WhatsApp number wa.me can open, or turned "Order on WhatsApp" off. */
  WHATSAPP_ORDERS_OFF: { status: 409, message: 'This store does not take orders on WhatsApp.' },
  /** A contacts file that is neither a CSV with a phone column nor a vCard (.vcf) export. */
  CONTACTS_FILE_UNREADABLE: {
    status: 422,
    message: orDefault(
      'This file cannot be read as contacts. Choose a CSV with a phone column or a .vcf file.',
    ),
  },
  CAMPAIGN_NO_RECIPIENTS: {
    status: 422,
    message: 'No customer in this segment has agreed to marketing messages on this channel.',
  },
  DISCOUNT_CODE_TAKEN: { status: 409, message: 'Another discount of this store already uses this code.' },
  UNKNOWN_PRODUCTS: {
    status: 422,
    message: 'Some of the chosen products are not in this store. Reload the list and choose again.',
  },
  UNKNOWN_COLLECTIONS: {
    status: 422,
    message: 'Some of the chosen collections are not in this store. Reload the list and choose again.',
  },
  /** The customer's code at checkout; `reason` is one of DISCOUNT_REFUSALS. */
  DISCOUNT_NOT_APPLIED: {
    status: 422,
    message: (p: { code: string; reason: string; minimum?: string }) => {
      switch (p.reason) {
        case 'not_started':
          return `The code ${p.code} is not valid yet.`;
        case 'expired':
          return `The code ${p.code} has expired.`;
        case 'used_up':
          return `The code ${p.code} has been used up.`;
        case 'already_used':
          return `You have already used the code ${p.code}.`;
        case 'minimum_not_met':
          return p.minimum
            ? `The code ${p.code} needs an order of at least ${p.minimum}.`
            : `Your cart does not meet the minimum of the code ${p.code}.`;
        case 'not_applicable':
          return `The code ${p.code} does not apply to the items in your cart.`;
        case 'not_combinable':
          return `The code ${p.code} cannot be combined with the discount already applied, which saves you more.`;
        default:
          return `There is no discount code ${p.code} in this store.`;
      }
    },
  },
  DELIVERY_REQUIRED: { status: 422, message: 'Choose how you want your order delivered.' },
  DELIVERY_UNAVAILABLE: {
    status: 422,
    message: (p: { name: string; state: string }) =>
      `${p.name} does not deliver to ${p.state}. Choose another delivery option.`,
  },

  // ---------------------------------------------------------------- recorded sales (New sale)
  /** A sale recorded as paid already takes at least its total; a part payment is not a paid sale. */
  AMOUNT_RECEIVED_SHORT: {
    status: 422,
    message: (p: { received: string; total: string }) =>
      `You received ${p.received}, less than the total of ${p.total}. Enter the full amount, or send a pay link for the sale.`,
  },
  MANUAL_DISCOUNT_TOO_LARGE: {
    status: 422,
    message: (p: { goods: string }) => `The discount cannot be more than the goods (${p.goods}).`,
  },
  DELIVERY_ADDRESS_REQUIRED: {
    status: 422,
    message: 'Enter the buyer’s address (with the state) for this delivery option.',
  },
  POD_NOT_OFFERED: {
    status: 422,
    message: (p: { name: string }) =>
      `${p.name} does not offer pay on delivery. Choose another delivery option or pay now.`,
  },
  POD_OVER_LIMIT: {
    status: 422,
    message: (p: { max: string }) =>
      `Pay on delivery is for orders up to ${p.max}. Pay now, or make the order smaller.`,
  },
  NOT_PAY_ON_DELIVERY: { status: 409, message: 'This order is not a pay-on-delivery order.' },
  ORDER_ALREADY_PAID: {
    status: 409,
    message:
      'This order is already paid through Kasuwa. Reload it; if the buyer also paid you, return that money.',
  },

  NOT_PAID_OUTSIDE: {
    status: 409,
    message:
      'This order has no payment recorded outside Kasuwa. Mark it as paid (or delivered and paid) first, then add the proof.',
  },

  // ---------------------------------------------------------------- payments, escrow, payouts
  ORDER_NOT_PAYABLE: { status: 409, message: 'This order is not awaiting payment.' },
  METHOD_NOT_AVAILABLE: { status: 422, message: 'This store does not accept that payment method.' },
  /** Orders may be placed with a phone only; card providers still want an address for their receipt. */
  EMAIL_REQUIRED: { status: 422, message: 'Enter an email address for the card receipt.' },
  CURRENCY_NOT_SUPPORTED: {
    status: 422,
    message: (p: { method: 'card'; currency: string } | { method: 'wallet' } | { method: 'ussd' }) =>
      p.method === 'card'
        ? `Card payments are not available in ${p.currency}.`
        : p.method === 'ussd'
          ? 'USSD payments are in naira only.'
          : 'The wallet accepts payments in naira only.',
  },
  /** The bank picked for USSD is not served by any provider the store has on. */
  USSD_BANK_NOT_AVAILABLE: {
    status: 422,
    message: 'USSD payment from that bank is not available at this store. Choose another bank or method.',
  },
  /** A vendor switching off every provider would leave customers no way to pay online. */
  PAYMENT_PROVIDER_REQUIRED: {
    status: 422,
    message: 'Keep at least one payment provider on, or your customers cannot pay online.',
  },
  NOT_BANK_TRANSFER: { status: 409, message: 'Only bank transfers are confirmed by hand.' },
  TRANSFER_CODE_MISTYPED: { status: 422, message: 'This transfer code is mistyped; check it again.' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'There is not enough money in the balance for this.' },
  ESCROW_FROZEN: {
    status: 409,
    message: 'A dispute is open on this order; its money stays in escrow until it is resolved.',
  },
  ESCROW_RELEASED: { status: 409, message: 'The money of this order was already released to the vendor.' },
  ESCROW_NOT_HELD: {
    status: 409,
    message: 'The money of this order is no longer in escrow, so it cannot be disputed.',
  },
  REFUND_EXCEEDS_CAPTURE: {
    status: 422,
    message: 'A refund cannot be more than what was paid and not yet refunded.',
  },
  REFUND_EXCEEDS_LINE: {
    status: 422,
    message: (p: { refundable: string }) =>
      `A refund of this line cannot be more than what the customer paid for it and was not yet refunded (${p.refundable}).`,
  },
  REFUND_NOT_SUPPORTED: {
    status: 422,
    message: 'Payments by wallet or bank transfer are refunded by the support team.',
  },
  REFUND_REFUSED: { status: 422, message: 'The payment provider refused the refund; nothing was refunded.' },
  NOT_PAID: { status: 409, message: 'This order has not been paid, so there is nothing to dispute.' },
  DISPUTE_OPEN: { status: 409, message: 'A dispute is already open for this order.' },
  DISPUTE_CLOSED: { status: 409, message: 'This dispute was already resolved.' },
  UNKNOWN_BANK: { status: 422, message: 'Choose a bank from the list.' },
  ACCOUNT_NOT_RESOLVED: {
    status: 422,
    message: 'We could not find that account. Check the account number and the bank.',
  },
  NO_BANK_ACCOUNT: {
    status: 422,
    message: (p: { currency: string }) => `Add a ${p.currency} bank account before requesting a payout.`,
  },
  /** A provider's webhook that could not be read or checked; the outcome is recorded with the event. */
  WEBHOOK_REFUSED: {
    status: 400,
    message: (p: { outcome: string }) => `The event was refused (${words(p.outcome)}).`,
  },
  WEBHOOK_SIGNATURE_REJECTED: { status: 401, message: 'The event signature does not match.' },
  INVOICE_NOT_DRAFT: {
    status: 409,
    message: 'This invoice was already sent and can no longer change. Void it and write a corrected one.',
  },
  INVOICE_NOT_SENDABLE: {
    status: 409,
    message: (p: { status: string }) => `An invoice that is ${words(p.status)} cannot be sent.`,
  },
  INVOICE_NOT_VOIDABLE: {
    status: 409,
    message: (p: { status: string }) => `An invoice that is ${words(p.status)} cannot be voided.`,
  },
} as const satisfies Record<string, { status: number; message: string | ((params: never) => string) }>;

export type ErrorCode = keyof typeof errorCatalogue;
type MessageOf<C extends ErrorCode> = (typeof errorCatalogue)[C]['message'];

/** What `errorMessage` needs after the code: the message's parameters when it takes any. */
export type ErrorParamsArgs<C extends ErrorCode> = MessageOf<C> extends (...args: infer A) => string ? A : [];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

/** The user-facing text of `code`. */
export function errorMessage<C extends ErrorCode>(code: C, ...params: ErrorParamsArgs<C>): string {
  // The parameters were checked against this code's message by the signature above.
  const message = errorCatalogue[code].message as string | ((...args: unknown[]) => string);
  return typeof message === 'function' ? message(...params) : message;
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
