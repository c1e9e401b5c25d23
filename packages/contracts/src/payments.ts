import { z } from 'zod';
import { USSD_BANK_IDS } from './payment-providers';

/** Spec 2.7/7.9: the payment page's query and the methods it offers. */
export const PAYMENT_PAGE_ERROR = 'An error has occured!!!';
/**
 * The payment page opened with the spec's query alone (domain, email, amount, channel, phone) and no
 * order: refused at once, since a payment is taken only against an order or invoice the store issued
 * (docs/spec-deviations.md).
 */
export const PAYMENT_NO_ORDER =
  'This payment link does not name an order, so it cannot take a payment. Please ask the seller for an invoice or a new payment link.';
/** Spec section 5, card payment setup, word for word. */
export const CARD_SETUP_MESSAGES = {
  key: 'Please insert a your public key',
  email: 'Paystack email cannot be empty',
  amount: 'Paystack amount cannot be empty',
  ref: 'Paystack ref cannot be empty',
} as const;
export const PAYMENT_STEPS = ['Choose a plan', 'Billing Information', 'Payment', 'Order Completed'] as const;
export const ACCEPTED_PAYMENTS = ['Master Card', 'Visa Card', 'Verve Card', 'Bank Transfer', 'USSD'] as const;
export const BANK_TRANSFER_NOTE = 'Your order is not shipped until your payment is received.';

export const paymentMethodSchema = z.enum(['paystack', 'flutterwave', 'paga', 'bank_transfer']);
export type PaymentMethodName = z.infer<typeof paymentMethodSchema>;

export const paymentSettingsResponseSchema = z.object({
  paymentSettings: z.array(z.object({ method: paymentMethodSchema, url: z.string(), publicKey: z.string() })),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponseSchema>;

export const startPaymentSchema = z
  .object({
    orderId: z.uuid(),
    /** `ussd`: a code to dial from the bank `ussdBank`, issued by whichever of the store's providers serves it. */
    method: z.union([paymentMethodSchema, z.literal('ussd')]),
    channel: z.enum(['card', 'bank', 'ussd', 'bank_transfer']).optional(),
    ussdBank: z.enum(USSD_BANK_IDS).optional(),
    /** For the provider's receipt when the order has no email (checkout asks only for a phone). */
    email: z.email('Enter a valid email address.').max(200).optional(),
  })
  .refine((b) => b.method !== 'ussd' || b.ussdBank, {
    path: ['ussdBank'],
    message: 'Choose your bank to get the USSD code.',
  });
export const startedPaymentSchema = z.object({
  reference: z.string(),
  method: paymentMethodSchema,
  amount: z.number().int(),
  currency: z.string(),
  authorizationUrl: z.string().optional(),
  accessCode: z.string().optional(),
  checkoutUrl: z.string().optional(),
  publicKey: z.string().optional(),
  bankTransfer: z
    .object({
      bankName: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      expiresAt: z.iso.datetime().optional().describe('a one-off account closes then'),
      code: z.string().optional().describe("the shared account's short reference to write on the transfer"),
    })
    .optional(),
  /** A USSD payment: the code to dial and the bank it is for; the provider's event confirms it. */
  ussd: z.object({ code: z.string(), bankName: z.string() }).optional(),
});
export type StartedPaymentResponse = z.infer<typeof startedPaymentSchema>;

export const paymentStatusSchema = z.object({
  reference: z.string(),
  method: paymentMethodSchema,
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  orderId: z.uuid(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const refundInputSchema = z.object({
  amount: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('minor units; omitted = everything still refundable'),
  reason: z.string().trim().min(1, 'Give a reason for the refund.').max(500),
  restock: z.boolean().default(false),
  /** Refund one line of the order: never more than the customer paid for it (after its discount). */
  itemId: z.number().int().positive().optional(),
});
export const refundSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  reason: z.string(),
  restock: z.boolean(),
  createdAt: z.iso.datetime(),
});

export const balanceSchema = z.object({
  currency: z.string(),
  escrow: z.number().int(),
  available: z.number().int(),
  payoutPending: z.number().int(),
  paidOut: z.number().int(),
});
export const balancesResponseSchema = z.object({
  balances: z.array(balanceSchema),
  feeBps: z.number().int(),
});

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  account: z.string(),
  orderId: z.string().nullable(),
  memo: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.iso.datetime(),
});

export const bankAccountInputSchema = z.object({
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{3,6}$/, 'Choose your bank.'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'Enter the 10-digit account number (NUBAN).'),
  currency: z.enum(['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES', 'ZAR']).default('NGN'),
});
export const bankAccountSchema = z.object({
  currency: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  accountName: z.string(),
});

export const payoutInputSchema = z.object({
  amount: z.number().int().positive('Enter an amount.'),
  currency: z.enum(['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES', 'ZAR']).default('NGN'),
});
export const payoutSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['processing', 'paid', 'failed']),
  destination: z.string(),
  failureReason: z.string().nullable(),
  expectedBy: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  storeId: z.number().int(),
});

export const disputeInputSchema = z.object({
  trackingToken: z.string().trim().min(20).max(100),
  reason: z.string().trim().min(10, 'Tell us what went wrong (at least 10 characters).').max(2000),
});
export const disputeSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  storeId: z.number().int(),
  status: z.enum(['open', 'resolved']),
  reason: z.string(),
  resolution: z.enum(['release', 'refund']).nullable(),
  resolutionNote: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export const resolveDisputeSchema = z.object({
  resolution: z.enum(['release', 'refund']),
  note: z.string().trim().min(5, 'Write a note explaining the decision.').max(2000),
});

export const storePaymentMethodsSchema = z.object({
  paystack: z.boolean(),
  paga: z.boolean(),
  flutterwave: z.boolean(),
  bankTransfer: z.boolean(),
});

export const exchangeRateSchema = z.object({
  base: z.enum(['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES', 'ZAR']),
  quote: z.enum(['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES', 'ZAR']),
  rate: z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'Enter a rate like 1550.25'),
});
