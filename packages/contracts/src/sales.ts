import { z } from 'zod';
import { localeSchema } from './locales';
import { addressSchema, type OrderChannel, orderSummarySchema } from './orders';
import { e164PhoneSchema } from './phone';

/**
 * "New sale": an order the vendor records from a chat, a call or her stall. `online` is the storefront's
 * own channel, so a recorded sale names where it really happened.
 */
export const SALE_CHANNELS = [
  'whatsapp',
  'instagram',
  'facebook',
  'phone',
  'walk_in',
  'other',
] as const satisfies readonly Exclude<OrderChannel, 'online'>[];
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** How the buyer paid the vendor directly (no Kasuwa money moves). */
export const SALE_PAYMENT_METHODS = ['cash', 'bank_transfer', 'pos', 'other'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

/** How a pay link reaches the buyer besides the wa.me link the vendor can always tap. */
export const PAY_LINK_SENDS = ['none', 'sms', 'email'] as const;

/** Minor units; the same ceiling as product prices, well inside a bigint and a JS integer. */
const amount = z.number().int().min(0).max(100_000_000_000);

export const saleLineSchema = z
  .object({
    variantId: z.uuid(),
    quantity: z.number().int().min(1).max(10_000),
    /** Another price than the catalogue's for this sale only, in minor units; needs a reason (audited). */
    unitPrice: amount.optional(),
    priceReason: z.string().trim().max(200).default(''),
  })
  .refine((l) => l.unitPrice === undefined || l.priceReason.length > 0, {
    path: ['priceReason'],
    message: 'Say why the price is different.',
  });

export const saleCustomerSchema = z.object({
  /** 0803…, 803…, 234…, +234… are all read as the same E.164 number. */
  phone: e164PhoneSchema,
  name: z.string().trim().max(120).default(''),
  email: z.union([z.literal(''), z.email('Enter a valid email address.').max(200)]).default(''),
  /** Needed only to deliver with an option priced by state. */
  address: addressSchema.optional(),
});

export const saleOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('paid'),
    method: z.enum(SALE_PAYMENT_METHODS),
    /** What the buyer handed over; at least the total (the difference is the change given back). */
    amountReceived: amount,
  }),
  z.object({ kind: z.literal('pay_link'), send: z.enum(PAY_LINK_SENDS).default('none') }),
  /** Confirmed unpaid, stock held until she records it delivered and paid (or failed). */
  z.object({ kind: z.literal('on_delivery') }),
]);

export const newSaleInputSchema = z
  .object({
    lines: z.array(saleLineSchema).min(1, 'Add at least one item.').max(100),
    /** Null: a walk-in buyer who left no number (possible only when paid already). */
    customer: saleCustomerSchema.nullable().default(null),
    channel: z.enum(SALE_CHANNELS),
    /** One of the store's delivery options; null when the buyer takes the goods there and then. */
    deliveryOptionId: z.uuid().nullable().default(null),
    discountCode: z.string().trim().max(50).default(''),
    /** An amount taken off the goods by hand, instead of a code. */
    manualDiscount: amount.default(0),
    note: z.string().trim().max(1000).default(''),
    outcome: saleOutcomeSchema,
    /** The buyer's language for the pay link, receipt and texts; the store's default language when absent. */
    locale: localeSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.discountCode && v.manualDiscount > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['manualDiscount'],
        message: 'Use a discount code or a manual discount, not both.',
      });
    if ((v.outcome.kind === 'pay_link' || v.outcome.kind === 'on_delivery') && !v.customer)
      ctx.addIssue({ code: 'custom', path: ['customer'], message: 'Enter the buyer’s phone number.' });
    if (v.outcome.kind === 'pay_link' && v.outcome.send === 'email' && !v.customer?.email)
      ctx.addIssue({ code: 'custom', path: ['customer', 'email'], message: 'Enter the buyer’s email.' });
  });
export type NewSaleInput = z.input<typeof newSaleInputSchema>;

export const newSaleResultSchema = z.object({
  order: orderSummarySchema,
  /** Paid already: what goes back to the buyer (amount received − total); 0 otherwise. */
  change: z.number().int(),
  /** Paid already: the receipt the buyer can open or be sent. */
  receipt: z.object({ number: z.string(), url: z.string() }).nullable(),
  /** Pay link: the store's pay page for this order, open until the reservation ends. */
  payLink: z.object({ url: z.string(), expiresAt: z.string(), sent: z.enum(PAY_LINK_SENDS) }).nullable(),
  /** Ready-made links the vendor taps to send the receipt or the pay link from her own phone. */
  share: z.object({
    text: z.string(),
    whatsapp: z.string(),
    sms: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type NewSaleResult = z.infer<typeof newSaleResultSchema>;

/** A paid-already sale's payment to the vendor, as the dashboard shows it. */
export const salePaymentSchema = z.object({
  orderId: z.uuid(),
  method: z.enum(SALE_PAYMENT_METHODS),
  currency: z.string(),
  amountReceived: z.number().int(),
  change: z.number().int(),
  proofUrl: z.string().nullable(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type SalePayment = z.infer<typeof salePaymentSchema>;

/** A variant the New sale screen offers, with its price (minor units) and stock. */
export const saleItemSchema = z.object({
  variantId: z.uuid(),
  productId: z.uuid(),
  title: z.string(),
  variantTitle: z.string(),
  sku: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  /** Sold recently: listed first. */
  recent: z.boolean(),
});
export type SaleItem = z.infer<typeof saleItemSchema>;
export const saleItemsQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
