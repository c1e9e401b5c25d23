import type { ErrorMessageParams } from '../../messages.errors.params';

/**
 * The API's error texts in Nigerian Pidgin (docs/i18n-glossary.md). A detail the server writes in English
 * (a `reason`, the thing `what` names) follows in brackets until it has a key of its own. Part of ../pcm.ts.
 */
const errorsPcm = {
  'error.BAD_REQUEST':
    '{reason, select, none {This request no correct.} other {This request no correct ({reason}).}}',
  'error.VALIDATION_FAILED': 'Some fields dey empty or dem no correct.',
  'error.UNAUTHORIZED': '{reason, select, none {Log in first.} other {Log in first ({reason}).}}',
  'error.FORBIDDEN':
    '{reason, select, none {You no get permission to do this one.} other {You no get permission to do this one ({reason}).}}',
  'error.NOT_FOUND':
    '{route, select, none {{what, select, none {We no see am.} other {We no see am ({what}).}}} other {Nothing dey for {route}.}}',
  'error.METHOD_NOT_ALLOWED':
    '{reason, select, none {You no fit do am like this for here.} other {You no fit do am like this for here ({reason}).}}',
  'error.NOT_ACCEPTABLE':
    '{reason, select, none {We no get this answer for the format wey you ask.} other {We no get this answer for the format wey you ask ({reason}).}}',
  'error.REQUEST_TIMEOUT':
    '{reason, select, none {The request take too long. Abeg try again.} other {The request take too long. Abeg try again ({reason}).}}',
  'error.CONFLICT':
    '{reason, select, none {Something don change for here. Reload am and try again.} other {Something don change for here. Reload am and try again ({reason}).}}',
  'error.PAYLOAD_TOO_LARGE':
    '{reason, select, none {The request too big.} other {The request too big ({reason}).}}',
  'error.JSON_TOO_DEEP':
    'The JSON body enter inside itself too deep: e no fit pass {depth} levels of arrays and objects.',
  'error.UNSUPPORTED_MEDIA_TYPE':
    '{reason, select, none {We no dey accept this type of content.} other {We no dey accept this type of content ({reason}).}}',
  'error.RATE_LIMITED':
    '{reason, select, none {Too many requests. Abeg wait small, then try again.} other {Too many requests. Abeg wait small, then try again ({reason}).}}',
  'error.INTERNAL_ERROR': 'Something spoil for our side.',
  'error.UNAVAILABLE':
    '{reason, select, none {This service no dey work now. Abeg try again.} other {This service no dey work now. Abeg try again ({reason}).}}',
  'error.GRAPHQL_INVALID': 'The GraphQL query no correct.',
  'error.GRAPHQL_BATCH_TOO_LARGE': 'One batch no fit carry pass {batch} operations.',
  'error.GRAPHQL_TOO_DEEP': 'The query enter inside itself too deep: e no fit pass {depth} levels.',
  'error.GRAPHQL_TOO_COSTLY':
    'The query dey ask for too many things at once (cost pass {cost}). Ask for fewer items or fields.',
  'error.GRAPHQL_INTROSPECTION_OFF':
    'Introspection (__schema, __type) dey off for this endpoint. The API documentation explain the schema.',
  'error.GRAPHQL_TOO_MANY_FIELDS':
    'One operation no fit select pass {fields} fields, and only {lookups} of dem fit be root fields or relations (every alias dey count). Ask for fewer at once.',
  'error.GRAPHQL_REQUEST_TOO_LARGE':
    'All the operations for this batch together dey ask too much (at most {fields} fields, {lookups} of dem root fields or relations, and cost of {cost} for one request). Send dem for smaller batches.',
  'error.PERSISTED_QUERY_NOT_FOUND': 'We no know this persisted query. Send am again with im text.',
  'error.INVALID_CREDENTIALS':
    '{who, select, admin {The login details no correct.} other {Your email or password no correct.}}',
  'error.LOGIN_CODE_REQUIRED':
    'We don lock this account because of too many wrong login. Enter the code wey we send to your e-mail.',
  'error.LOGIN_CODE_INVALID':
    'That code no correct, or dem don use am, or e don expire. Log in again make we send you new code for e-mail.',
  'error.REFRESH_INVALID': 'Your session no valid again. Log in again.',
  'error.ADMIN_NOT_FOUND': 'We no see this admin account. Abeg contact support.',
  'error.ACCOUNT_INACTIVE': 'This account no dey active. Abeg contact support.',
  'error.EMAIL_NOT_CONFIRMED':
    'Abeg confirm your email address before you log in. Check your inbox for the confirmation link.',
  'error.RESET_LINK_INVALID': 'The reset link no dey work again',
  'error.EMAIL_TAKEN':
    '{by, select, self {Account with this email don dey already. Log in, or reset your password if you forget am.} other {User with this email don dey already.}}',
  'error.USERNAME_TAKEN': 'User with this username don dey already.',
  'error.SELF_CHANGE': 'You no fit change your own role or status.',
  'error.SELF_DELETE': 'You no fit delete your own account.',
  'error.SUBDOMAIN_TAKEN': 'Person don already take this subdomain.',
  'error.STORE_HAS_ORDERS': 'This shop get orders, so you no fit delete am. Make am inactive instead.',
  'error.THEME_INACTIVE': 'Theme "{themeName}" no dey active, so you no fit deploy am.',
  'error.DEPLOYMENT_IN_PROGRESS': 'Theme "{themeName}" dey deploy already (job {jobId}).',
  'error.SKU_TAKEN': 'Another product for this shop dey use this SKU already.',
  'error.SLUG_TAKEN': 'Another product for this shop dey use this web address already.',
  'error.STOCK_BELOW_ZERO': 'Na only {stock} dey for stock; stock no fit go below zero.',
  'error.EXCHANGE_RATE_MISSING':
    'Exchange rate between {base} and {missing} never dey. Tell Kasuwa team make dem set am, then turn {count, plural, one {this currency} other {these currencies}} on again.',
  'error.PLAN_REQUIRED':
    '{feature} no dey inside your {planName} plan. Upgrade to {requiredPlanName} to use am.',
  'error.DOMAIN_INVALID':
    '"{domain}" no be domain wey Kasuwa fit serve. Enter domain wey you get, like www.yourshop.ng or yourshop.ng.',
  'error.DOMAIN_TAKEN': '{domain} don already connect to another Kasuwa shop.',
  'error.DOMAIN_NOT_SET': 'This shop never get im own domain.',
  'error.STORE_LIMIT_REACHED':
    '{limit, plural, one {Your {planName} plan na for one shop, and you don get am already.} other {Your {planName} plan na for up to # shops, and you don reach the limit.}} Upgrade to {requiredPlanName} to open more shops.',
  'error.STORE_READ_ONLY':
    'You fit only look this shop now, because your plan no cover all your shops. Choose the shops wey you wan keep for the Subscription page, or upgrade.',
  'error.PLAN_UNCHANGED': 'You dey on this plan already.',
  'error.STAFF_PERMISSION_REQUIRED':
    'Your role for this shop no allow you {what}. Tell the shop owner make e change your role.',
  'error.STAFF_OWNER_ONLY': 'Na only the shop owner fit {what}.',
  'error.STAFF_SEATS_EXHAUSTED':
    '{limit, plural, =0 {Your {planName} plan no get staff accounts.{requiredPlanName, select, none {} other { Upgrade to {requiredPlanName} to invite staff.}}} one {Your {planName} plan get # staff seat, and staff or open invitation don take am. Remove person or cancel invitation{requiredPlanName, select, none {} other {, or upgrade to {requiredPlanName}}}.} other {Your {planName} plan get # staff seats, and staff or open invitations don take all of dem. Remove person or cancel invitation{requiredPlanName, select, none {} other {, or upgrade to {requiredPlanName}}}.}}',
  'error.STAFF_ALREADY_MEMBER':
    'This person dey work for this shop already, or e get invitation wey still dey open.',
  'error.STAFF_CONTACT_INVALID': 'Enter e-mail address or Nigerian phone number.',
  'error.STAFF_INVITATION_INVALID':
    'This invitation link no dey work again. Tell the shop owner make e send new one.',
  'error.STAFF_INVITATION_WRONG_ACCOUNT':
    '{signIn, select, yes {You get Kasuwa account already. Log in, then open the invitation link again to join the shop.} other {Dem send this invitation to another person. Log out, then open the link again as the person wey dem invite.}}',
  'error.STORE_NOT_TAKING_ORDERS': 'This shop no dey take new order now. Abeg contact the seller.',
  'error.BALANCE_STORE_REQUIRED': 'Choose the shop wey im Kasuwa balance go pay for the plan.',
  'error.PLAN_BALANCE_SHORT':
    'The balance for this shop no reach to pay for the plan. Pay with card, or choose another shop.',
  'error.PLAN_USSD_BANK_REQUIRED':
    'Choose your bank (GTBank, UBA, Sterling Bank or Zenith Bank) make you get the USSD code.',
  'error.PLAN_RENEWAL_NOT_DUE': 'You fit pay for the next period from 7 days before your plan renew.',
  'error.BILLING_UNAVAILABLE': 'You no fit pay for plan now. Abeg try again later.',
  'error.CART_EMPTY': 'Your cart empty.',
  'error.ITEM_UNAVAILABLE':
    '{adding, select, yes {Dem no dey sell this item again.} other {One item for your cart, dem no dey sell am again. Remove am and try again.}}',
  'error.OUT_OF_STOCK':
    '{adding, select, yes {{available, plural, =0 {{name} don finish.} other {Na only # of {name} remain for stock.}}} other {{available, plural, =0 {{name} don just finish.} other {Na only # of {name} remain. Reduce the quantity and try again.}}}}',
  'error.CURRENCY_UNAVAILABLE': 'You no fit pay for {currency} now. Choose {storeCurrency} and try again.',
  'error.ILLEGAL_TRANSITION': 'Order wey dey "{from}" no fit change with "{action}".',
  'error.ORDER_CHANGED': 'The order don change. Reload am and try again.',
  'error.SMS_CREDITS_EXCEEDED':
    'This campaign need {needed, number} SMS credits; na {left, number} remain from your {monthly, number} for this month. Make the segment small, make the text short, or upgrade your plan.',
  'error.WHATSAPP_UNAVAILABLE':
    'WhatsApp never dey set for this Kasuwa (the platform no get WhatsApp Business number yet). Use SMS or e-mail.',
  'error.WHATSAPP_ORDER_NOT_FOUND':
    'No WhatsApp order get this code. Check the code for the customer message; codes dey last 30 days.',
  'error.WHATSAPP_ORDERS_OFF': 'This shop no dey take order for WhatsApp.',
  'error.CONTACTS_FILE_UNREADABLE':
    '{reason, select, none {We no fit read this file as contacts. Choose CSV wey get phone column or .vcf file.} other {We no fit read this file as contacts ({reason}).}}',
  'error.CAMPAIGN_NO_RECIPIENTS':
    'No customer for this segment don agree to receive marketing messages for this channel.',
  'error.DISCOUNT_CODE_TAKEN': 'Another discount for this shop dey use this code already.',
  'error.UNKNOWN_PRODUCTS':
    'Some of the products wey you choose no dey this shop. Reload the list and choose again.',
  'error.UNKNOWN_COLLECTIONS':
    'Some of the collections wey you choose no dey this shop. Reload the list and choose again.',
  'error.DISCOUNT_NOT_APPLIED':
    '{reason, select, not_started {The code {code} never start to work.} expired {The code {code} don expire.} used_up {People don use the code {code} finish.} already_used {You don use the code {code} before.} minimum_not_met {{minimum, select, none {Your cart never reach the minimum for the code {code}.} other {The code {code} need order of at least {minimum}.}}} not_applicable {The code {code} no work for the items for your cart.} not_combinable {You no fit join the code {code} with the discount wey dey already, because that one save you more.} other {No discount code {code} for this shop.}}',
  'error.DELIVERY_REQUIRED': 'Choose how you want make we deliver your order.',
  'error.DELIVERY_UNAVAILABLE': '{name} no dey deliver to {state}. Choose another delivery option.',
  'error.AMOUNT_RECEIVED_SHORT':
    'You collect {received}, e no reach the total of {total}. Enter the full amount, or send pay link for the sale.',
  'error.MANUAL_DISCOUNT_TOO_LARGE': 'The discount no fit pass the goods ({goods}).',
  'error.DELIVERY_ADDRESS_REQUIRED': 'Enter the buyer address (with the state) for this delivery option.',
  'error.POD_NOT_OFFERED': '{name} no get pay when e reach you. Choose another delivery option or pay now.',
  'error.POD_OVER_LIMIT':
    'Pay when e reach you na only for orders wey no pass {max}. Pay now, or make the order small.',
  'error.NOT_PAY_ON_DELIVERY': 'This order no be pay-when-e-reach-you order.',
  'error.ORDER_ALREADY_PAID':
    'Dem don pay for this order through Kasuwa already. Reload am; if the buyer pay you another way too, return that money.',
  'error.NOT_PAID_OUTSIDE':
    'No payment outside Kasuwa dey for this order. Mark am as paid (or delivered and paid) first, then add the proof.',
  'error.ORDER_NOT_PAYABLE': 'This order no dey wait for payment.',
  'error.METHOD_NOT_AVAILABLE': 'This shop no dey accept that payment method.',
  'error.EMAIL_REQUIRED': 'Enter email address for the card receipt.',
  'error.CURRENCY_NOT_SUPPORTED':
    '{method, select, card {Card payment no dey for {currency}.} ussd {USSD payment na only for naira.} other {The wallet dey accept only naira.}}',
  'error.USSD_BANK_NOT_AVAILABLE':
    'USSD payment from that bank no dey for this shop. Choose another bank or method.',
  'error.PAYMENT_PROVIDER_REQUIRED':
    'Leave at least one payment provider on, or your customers no go fit pay online.',
  'error.NOT_BANK_TRANSFER': 'Na only bank transfer we dey confirm by hand.',
  'error.TRANSFER_CODE_MISTYPED': 'This transfer code get mistake; check am again.',
  'error.INSUFFICIENT_FUNDS': 'Money wey dey the balance no reach for this.',
  'error.ESCROW_FROZEN':
    'Complain dey open for this order; Kasuwa go hold the money for escrow until dem settle am.',
  'error.ESCROW_RELEASED': 'Dem don release the money for this order to the seller already.',
  'error.ESCROW_NOT_HELD': 'The money for this order no dey escrow again, so you no fit complain about am.',
  'error.REFUND_EXCEEDS_CAPTURE': 'Refund no fit pass wetin dem pay wey dem never refund.',
  'error.REFUND_EXCEEDS_LINE':
    'Refund for this line no fit pass wetin the customer pay for am wey dem never refund ({refundable}).',
  'error.REFUND_NOT_SUPPORTED': 'Na support team dey refund payment wey come by wallet or bank transfer.',
  'error.REFUND_REFUSED': 'The payment provider refuse the refund; we no refund anything.',
  'error.NOT_PAID': 'Dem never pay for this order, so nothing dey to complain about.',
  'error.DISPUTE_OPEN': 'Complain dey open for this order already.',
  'error.DISPUTE_CLOSED': 'Dem don settle this complain already.',
  'error.UNKNOWN_BANK': 'Choose bank from the list.',
  'error.ACCOUNT_NOT_RESOLVED': 'We no see that account. Check the account number and the bank.',
  'error.NO_BANK_ACCOUNT': 'Add {currency} bank account before you ask for payout.',
  'error.WEBHOOK_REFUSED': 'We refuse the event ({outcome}).',
  'error.WEBHOOK_SIGNATURE_REJECTED': 'The event signature no match.',
  'error.INVOICE_NOT_DRAFT':
    'Dem don send this invoice already, so e no fit change again. Void am and write correct one.',
  'error.INVOICE_NOT_SENDABLE': 'Invoice wey dey "{status}" no fit send.',
  'error.INVOICE_NOT_VOIDABLE': 'Invoice wey dey "{status}" no fit void.',
  // A refused form's fields in our words (messages.validation.ts).
  'validation.email': 'Enter correct email address.',
  'validation.phone': 'Enter correct phone number.',
  'validation.phone_hint': 'Enter correct phone number, like 0803 123 4567 or +234 803 123 4567.',
  'validation.full_name': 'Write your full name.',
  'validation.street': 'Write the street address.',
  'validation.city': 'Write the city or town.',
  'validation.state': 'Choose your state or region.',
  'validation.nigerian_state': 'Choose state for Nigeria.',
  'validation.quantity': 'Enter quantity from 1 reach 99.',
  'validation.your_name': 'Write your name.',
  'validation.your_email': 'Write your e-mail address.',
  'validation.your_message': 'Write wetin you wan talk.',
  'validation.name_too_long': 'The name no fit pass 120 characters.',
  'validation.subject_too_long': 'The subject no fit pass 200 characters.',
  'validation.message_too_long': 'The message no fit pass 5000 characters.',
  'validation.email_too_long': 'The e-mail address no fit pass 254 characters.',
  'validation.search_too_long': 'Search no fit pass 100 characters.',
  'validation.dispute_reason': 'Tell us wetin happen (at least 10 characters).',
} as const satisfies Record<keyof ErrorMessageParams, string>;

export default errorsPcm;
