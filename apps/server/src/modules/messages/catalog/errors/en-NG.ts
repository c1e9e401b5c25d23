import type { ErrorMessageParams } from '../../messages.errors.params';

/**
 * The API's error texts in English (Nigeria), one per code of packages/contracts/src/errors.ts, word for
 * word what that catalogue says (messages.errors.test.ts compares them): the base of the other
 * languages' `error.*` texts. Part of ../en-NG.ts, kept apart only for its length.
 */
const errorsEnNG = {
  'error.BAD_REQUEST': '{reason, select, none {The request is not valid.} other {{reason}}}',
  'error.VALIDATION_FAILED': 'Some fields are missing or invalid.',
  'error.UNAUTHORIZED': '{reason, select, none {Sign in to continue.} other {{reason}}}',
  'error.FORBIDDEN': '{reason, select, none {You do not have permission to do this.} other {{reason}}}',
  'error.NOT_FOUND':
    '{route, select, none {{what, select, none {Resource not found.} other {{what} not found.}}} other {No route for {route}.}}',
  'error.METHOD_NOT_ALLOWED': '{reason, select, none {This method is not allowed here.} other {{reason}}}',
  'error.NOT_ACCEPTABLE':
    '{reason, select, none {This answer is not available in the format asked for.} other {{reason}}}',
  'error.REQUEST_TIMEOUT':
    '{reason, select, none {The request took too long. Please try again.} other {{reason}}}',
  'error.CONFLICT':
    '{reason, select, none {This conflicts with the current state. Reload and try again.} other {{reason}}}',
  'error.PAYLOAD_TOO_LARGE': '{reason, select, none {The request is too large.} other {{reason}}}',
  'error.JSON_TOO_DEEP': 'The JSON body is nested too deeply: at most {depth} levels of arrays and objects.',
  'error.UNSUPPORTED_MEDIA_TYPE':
    '{reason, select, none {This content type is not supported.} other {{reason}}}',
  'error.RATE_LIMITED':
    '{reason, select, none {Too many requests. Please wait a moment and try again.} other {{reason}}}',
  'error.INTERNAL_ERROR': 'Something went wrong on our side.',
  'error.UNAVAILABLE':
    '{reason, select, none {This service is not available right now. Please try again.} other {{reason}}}',
  'error.GRAPHQL_INVALID': 'The GraphQL query is not valid.',
  'error.GRAPHQL_BATCH_TOO_LARGE': 'A batch can hold at most {batch} operations.',
  'error.GRAPHQL_TOO_DEEP': 'The query is nested too deeply: at most {depth} levels.',
  'error.GRAPHQL_TOO_COSTLY':
    'The query asks for too much at once (a cost above {cost}). Ask for fewer items or fields.',
  'error.GRAPHQL_INTROSPECTION_OFF':
    'Introspection (__schema, __type) is turned off on this endpoint. The API documentation describes the schema.',
  'error.GRAPHQL_TOO_MANY_FIELDS':
    'An operation may select at most {fields} fields, of which at most {lookups} root fields or relations (every alias counts). Ask for fewer at once.',
  'error.GRAPHQL_REQUEST_TOO_LARGE':
    'The operations of a batch together ask for too much (at most {fields} fields, {lookups} of them root fields or relations, and a cost of {cost} a request). Send them in smaller batches.',
  'error.PERSISTED_QUERY_NOT_FOUND': 'This persisted query is not known here. Send it again with its text.',
  'error.INVALID_CREDENTIALS':
    '{who, select, admin {Invalid credentials} other {Invalid email or password.}}',
  'error.LOGIN_CODE_REQUIRED':
    'This account is locked after too many failed sign-ins. Enter the code we e-mailed you.',
  'error.LOGIN_CODE_INVALID':
    'That code is wrong, used or expired. Sign in again to get a new code by e-mail.',
  'error.REFRESH_INVALID': 'Refresh token invalid',
  'error.ADMIN_NOT_FOUND': 'Admin account not found. Please contact support.',
  'error.ACCOUNT_INACTIVE': 'This account is inactive. Please contact support.',
  'error.EMAIL_NOT_CONFIRMED':
    'Please confirm your email address before logging in. Check your inbox for the confirmation link.',
  'error.RESET_LINK_INVALID': 'The Reset Link is No Longer Valid',
  'error.EMAIL_TAKEN':
    '{by, select, self {An account with this email already exists. Log in, or reset your password if you forgot it.} other {A user with this email already exists.}}',
  'error.USERNAME_TAKEN': 'A user with this username already exists.',
  'error.SELF_CHANGE': 'You cannot change your own role or status.',
  'error.SELF_DELETE': 'You cannot delete your own account.',
  'error.SUBDOMAIN_TAKEN': 'This subdomain is already taken.',
  'error.STORE_HAS_ORDERS':
    'This store has orders, so it cannot be deleted. Set its status to inactive instead.',
  'error.THEME_INACTIVE': 'Theme "{themeName}" is inactive and cannot be deployed.',
  'error.DEPLOYMENT_IN_PROGRESS': 'Theme "{themeName}" is already being deployed (job {jobId}).',
  'error.SKU_TAKEN': 'Another product of this store already uses this SKU.',
  'error.SLUG_TAKEN': 'Another product of this store already uses this web address.',
  'error.STOCK_BELOW_ZERO': 'Only {stock} in stock; stock cannot go below zero.',
  'error.EXCHANGE_RATE_MISSING':
    'There is no exchange rate between {base} and {missing} yet. Ask the Kasuwa team to set one, then enable {count, plural, one {this currency} other {these currencies}} again.',
  'error.PLAN_REQUIRED':
    '{feature} is not included in your {planName} plan. Upgrade to {requiredPlanName} to use it.',
  'error.DOMAIN_INVALID':
    '"{domain}" is not a domain Kasuwa can serve. Enter a domain you own, such as www.yourshop.ng or yourshop.ng.',
  'error.DOMAIN_TAKEN': '{domain} is already connected to another Kasuwa store.',
  'error.DOMAIN_NOT_SET': 'This store has no custom domain yet.',
  'error.STORE_LIMIT_REACHED':
    '{limit, plural, one {Your {planName} plan includes one store, and you already have it.} other {Your {planName} plan includes up to # stores, and you have reached that limit.}} Upgrade to {requiredPlanName} to open more stores.',
  'error.STORE_READ_ONLY':
    'This store is read-only because your plan includes fewer stores than you have. Choose the stores to keep on the Subscription page, or upgrade.',
  'error.PLAN_UNCHANGED': 'You are already on this plan.',
  'error.STAFF_PERMISSION_REQUIRED':
    'Your role in this store does not let you {what}. Ask the store owner to change your role.',
  'error.STAFF_OWNER_ONLY': 'Only the store owner can {what}.',
  'error.STAFF_SEATS_EXHAUSTED':
    '{limit, plural, =0 {Your {planName} plan does not include staff accounts.{requiredPlanName, select, none {} other { Upgrade to {requiredPlanName} to invite staff.}}} one {Your {planName} plan includes # staff seat, and all are taken by staff or open invitations. Remove someone or cancel an invitation{requiredPlanName, select, none {} other {, or upgrade to {requiredPlanName}}}.} other {Your {planName} plan includes # staff seats, and all are taken by staff or open invitations. Remove someone or cancel an invitation{requiredPlanName, select, none {} other {, or upgrade to {requiredPlanName}}}.}}',
  'error.STAFF_ALREADY_MEMBER': 'This person already works in this store, or has an open invitation to it.',
  'error.STAFF_CONTACT_INVALID': 'Enter an e-mail address or a Nigerian phone number.',
  'error.STAFF_INVITATION_INVALID':
    'This invitation link is not valid any more. Ask the store owner to send a new one.',
  'error.STAFF_INVITATION_WRONG_ACCOUNT':
    '{signIn, select, yes {You already have a Kasuwa account. Sign in, then open the invitation link again to join the store.} other {This invitation was sent to someone else. Sign out, then open the link again as the invited person.}}',
  'error.STORE_NOT_TAKING_ORDERS':
    'This store is not taking new orders at the moment. Please contact the seller.',
  'error.BALANCE_STORE_REQUIRED': 'Choose the store whose Kasuwa balance pays for the plan.',
  'error.PLAN_BALANCE_SHORT':
    'The available balance of this store does not cover the plan. Pay by card, or choose another store.',
  'error.PLAN_USSD_BANK_REQUIRED':
    'Choose your bank (GTBank, UBA, Sterling Bank or Zenith Bank) to get the USSD code.',
  'error.PLAN_RENEWAL_NOT_DUE': 'The next period can be paid from 7 days before your plan renews.',
  'error.BILLING_UNAVAILABLE': 'Paying for a plan is not available right now. Please try again later.',
  'error.CART_EMPTY': 'Your cart is empty.',
  'error.ITEM_UNAVAILABLE':
    '{adding, select, yes {This item is no longer sold.} other {An item in your cart is no longer sold. Remove it and try again.}}',
  'error.OUT_OF_STOCK':
    '{adding, select, yes {{available, plural, =0 {{name} is sold out.} other {Only # of {name} in stock.}}} other {{available, plural, =0 {{name} has just sold out.} other {Only # of {name} left. Lower the quantity and try again.}}}}',
  'error.CURRENCY_UNAVAILABLE':
    'Paying in {currency} is not available right now. Choose {storeCurrency} and try again.',
  'error.ILLEGAL_TRANSITION': 'An order that is {from} cannot be changed with "{action}".',
  'error.ORDER_CHANGED': 'The order changed meanwhile. Reload it and try again.',
  'error.SMS_CREDITS_EXCEEDED':
    'This campaign needs {needed, number} SMS credits; {left, number} of your {monthly, number} this month are left. Narrow the segment, shorten the text or upgrade your plan.',
  'error.WHATSAPP_UNAVAILABLE':
    'WhatsApp is not set up on this Kasuwa yet (the platform has no WhatsApp Business number configured). Use SMS or e-mail.',
  'error.WHATSAPP_ORDER_NOT_FOUND':
    'No WhatsApp order has this code. Check the code in the customer’s message; codes last 30 days.',
  'error.WHATSAPP_ORDERS_OFF': 'This store does not take orders on WhatsApp.',
  'error.CONTACTS_FILE_UNREADABLE':
    '{reason, select, none {This file cannot be read as contacts. Choose a CSV with a phone column or a .vcf file.} other {{reason}}}',
  'error.CAMPAIGN_NO_RECIPIENTS':
    'No customer in this segment has agreed to marketing messages on this channel.',
  'error.DISCOUNT_CODE_TAKEN': 'Another discount of this store already uses this code.',
  'error.UNKNOWN_PRODUCTS':
    'Some of the chosen products are not in this store. Reload the list and choose again.',
  'error.UNKNOWN_COLLECTIONS':
    'Some of the chosen collections are not in this store. Reload the list and choose again.',
  'error.DISCOUNT_NOT_APPLIED':
    '{reason, select, not_started {The code {code} is not valid yet.} expired {The code {code} has expired.} used_up {The code {code} has been used up.} already_used {You have already used the code {code}.} minimum_not_met {{minimum, select, none {Your cart does not meet the minimum of the code {code}.} other {The code {code} needs an order of at least {minimum}.}}} not_applicable {The code {code} does not apply to the items in your cart.} not_combinable {The code {code} cannot be combined with the discount already applied, which saves you more.} other {There is no discount code {code} in this store.}}',
  'error.DELIVERY_REQUIRED': 'Choose how you want your order delivered.',
  'error.DELIVERY_UNAVAILABLE': '{name} does not deliver to {state}. Choose another delivery option.',
  'error.AMOUNT_RECEIVED_SHORT':
    'You received {received}, less than the total of {total}. Enter the full amount, or send a pay link for the sale.',
  'error.MANUAL_DISCOUNT_TOO_LARGE': 'The discount cannot be more than the goods ({goods}).',
  'error.DELIVERY_ADDRESS_REQUIRED': 'Enter the buyer’s address (with the state) for this delivery option.',
  'error.POD_NOT_OFFERED':
    '{name} does not offer pay on delivery. Choose another delivery option or pay now.',
  'error.POD_OVER_LIMIT': 'Pay on delivery is for orders up to {max}. Pay now, or make the order smaller.',
  'error.NOT_PAY_ON_DELIVERY': 'This order is not a pay-on-delivery order.',
  'error.ORDER_ALREADY_PAID':
    'This order is already paid through Kasuwa. Reload it; if the buyer also paid you, return that money.',
  'error.NOT_PAID_OUTSIDE':
    'This order has no payment recorded outside Kasuwa. Mark it as paid (or delivered and paid) first, then add the proof.',
  'error.ORDER_NOT_PAYABLE': 'This order is not awaiting payment.',
  'error.METHOD_NOT_AVAILABLE': 'This store does not accept that payment method.',
  'error.EMAIL_REQUIRED': 'Enter an email address for the card receipt.',
  'error.CURRENCY_NOT_SUPPORTED':
    '{method, select, card {Card payments are not available in {currency}.} ussd {USSD payments are in naira only.} other {The wallet accepts payments in naira only.}}',
  'error.USSD_BANK_NOT_AVAILABLE':
    'USSD payment from that bank is not available at this store. Choose another bank or method.',
  'error.PAYMENT_PROVIDER_REQUIRED':
    'Keep at least one payment provider on, or your customers cannot pay online.',
  'error.NOT_BANK_TRANSFER': 'Only bank transfers are confirmed by hand.',
  'error.TRANSFER_CODE_MISTYPED': 'This transfer code is mistyped; check it again.',
  'error.INSUFFICIENT_FUNDS': 'There is not enough money in the balance for this.',
  'error.ESCROW_FROZEN': 'A dispute is open on this order; its money stays in escrow until it is resolved.',
  'error.ESCROW_RELEASED': 'The money of this order was already released to the vendor.',
  'error.ESCROW_NOT_HELD': 'The money of this order is no longer in escrow, so it cannot be disputed.',
  'error.REFUND_EXCEEDS_CAPTURE': 'A refund cannot be more than what was paid and not yet refunded.',
  'error.REFUND_EXCEEDS_LINE':
    'A refund of this line cannot be more than what the customer paid for it and was not yet refunded ({refundable}).',
  'error.REFUND_NOT_SUPPORTED': 'Payments by wallet or bank transfer are refunded by the support team.',
  'error.REFUND_REFUSED': 'The payment provider refused the refund; nothing was refunded.',
  'error.NOT_PAID': 'This order has not been paid, so there is nothing to dispute.',
  'error.DISPUTE_OPEN': 'A dispute is already open for this order.',
  'error.DISPUTE_CLOSED': 'This dispute was already resolved.',
  'error.UNKNOWN_BANK': 'Choose a bank from the list.',
  'error.ACCOUNT_NOT_RESOLVED': 'We could not find that account. Check the account number and the bank.',
  'error.NO_BANK_ACCOUNT': 'Add a {currency} bank account before requesting a payout.',
  'error.WEBHOOK_REFUSED': 'The event was refused ({outcome}).',
  'error.WEBHOOK_SIGNATURE_REJECTED': 'The event signature does not match.',
  'error.INVOICE_NOT_DRAFT':
    'This invoice was already sent and can no longer change. Void it and write a corrected one.',
  'error.INVOICE_NOT_SENDABLE': 'An invoice that is {status} cannot be sent.',
  'error.INVOICE_NOT_VOIDABLE': 'An invoice that is {status} cannot be voided.',
  // A refused form's fields in our words (messages.validation.ts).
  'validation.email': 'Enter a valid email address.',
  'validation.phone': 'Enter a valid phone number.',
  'validation.phone_hint': 'Enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567.',
  'validation.full_name': 'Enter your full name.',
  'validation.street': 'Enter the street address.',
  'validation.city': 'Enter the city or town.',
  'validation.state': 'Choose the state or region.',
  'validation.nigerian_state': 'Choose a Nigerian state.',
  'validation.quantity': 'Enter a quantity from 1 to 99.',
  'validation.your_name': 'Enter your name.',
  'validation.your_email': 'Enter your e-mail address.',
  'validation.your_message': 'Write your message.',
  'validation.name_too_long': 'The name can be at most 120 characters.',
  'validation.subject_too_long': 'The subject can be at most 200 characters.',
  'validation.message_too_long': 'The message can be at most 5000 characters.',
  'validation.email_too_long': 'The e-mail address can be at most 254 characters.',
  'validation.search_too_long': 'Search for at most 100 characters.',
  'validation.dispute_reason': 'Tell us what went wrong (at least 10 characters).',
} as const satisfies Record<keyof ErrorMessageParams, string>;

export default errorsEnNG;
