import { z } from 'zod';
import { localeSchema } from './locales';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_MODES } from './order-status';
import { normalisePhone, PHONE_HINT } from './phone';

export {
  ORDER_CHANNEL_LABELS,
  ORDER_CHANNELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderChannel,
  type OrderStatus,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  type PaymentMode,
} from './order-status';

/** What a vendor can ask for; whether it is allowed depends on the order's status. */
export const VENDOR_ORDER_ACTIONS = [
  'start_processing',
  'ship',
  'mark_delivered',
  'complete',
  'cancel',
] as const;
export type VendorOrderAction = (typeof VENDOR_ORDER_ACTIONS)[number];

export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export const addressSchema = z.object({
  line1: z.string().trim().min(1, 'Enter the street address.').max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, 'Enter the city or town.').max(100),
  state: z.string().trim().min(1, 'Choose the state or region.').max(100),
  country: z.string().trim().min(2).max(60).default('Nigeria'),
  postalCode: z.string().trim().max(20).default(''),
});
export type Address = z.infer<typeof addressSchema>;
/**
 * An order's address as stored, for answers. A sale the vendor recorded (handed over at her stall, or
 * delivered by her own arrangement) and an invoice's order may have none: its fields are then empty,
 * which the checkout's input rules (`addressSchema`) would refuse.
 */
export const orderAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
});

const CHECKOUT_PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;

export const checkoutCustomerSchema = z
  .object({
    // Optional: many shoppers have only a phone; the tracking link is shown on screen after checkout.
    email: z
      .union([z.literal(''), z.email('Enter a valid email address.').max(200)])
      .optional()
      .transform((v) => v ?? ''),
    phone: z
      .string()
      .trim()
      .regex(CHECKOUT_PHONE, 'Enter a valid phone number.')
      // The order's messages go to this number: it must be one an SMS can reach. Only asked of a number
      // of the right shape, so a typo gets one message, not two.
      .refine((v) => !CHECKOUT_PHONE.test(v) || normalisePhone(v) !== null, PHONE_HINT),
    name: z.string().trim().min(2, 'Enter your full name.').max(120),
    address: addressSchema,
    note: z.string().trim().max(1000).default(''),
    /** Asked at checkout, off unless ticked: may the store send this customer marketing messages. */
    marketingConsent: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (
      v.address.country.toLowerCase() === 'nigeria' &&
      !(NIGERIAN_STATES as readonly string[]).includes(v.address.state)
    ) {
      ctx.addIssue({ code: 'custom', path: ['address', 'state'], message: 'Choose a Nigerian state.' });
    }
  });
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

export const cartLineSchema = z.object({
  variantId: z.uuid(),
  quantity: z.number().int().min(1).max(99),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const DELIVERY_KINDS = ['flat', 'by_state', 'pickup'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** What an order keeps of the delivery the customer chose, as it was then. */
export const orderDeliverySchema = z.object({
  optionId: z.uuid(),
  kind: z.enum(DELIVERY_KINDS),
  name: z.string(),
  /** The fee before a free-delivery discount, in the order's currency. */
  fee: z.number().int(),
  zone: z.string().nullable(),
  address: z.string(),
  hours: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.uuid().nullable(),
  variantId: z.uuid().nullable(),
  title: z.string(),
  variantTitle: z.string(),
  sku: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  /** What discounts took off this line; the customer paid `lineTotal - discount` for it. */
  discount: z.number().int(),
});
export const orderEventSchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.string(),
  note: z.string(),
  at: z.iso.datetime(),
});
/** The admin rate an order in a currency other than its store's was priced with, kept as it was then. */
export const orderExchangeRateSchema = z.object({
  /** The store's own currency, which the catalogue prices are in. */
  storeCurrency: z.string(),
  base: z.string(),
  quote: z.string(),
  /** Millionths of a major unit of `quote` per major unit of `base`. */
  rateMicros: z.number().int(),
  rateUpdatedAt: z.iso.datetime(),
});
export type OrderExchangeRate = z.infer<typeof orderExchangeRateSchema>;
/** How money paid outside Kasuwa reached the vendor (a sale paid already, or paid on delivery). */
export const OFF_PLATFORM_METHODS = ['cash', 'bank_transfer', 'pos', 'other'] as const;
export type OffPlatformMethod = (typeof OFF_PLATFORM_METHODS)[number];
export const OFF_PLATFORM_METHOD_LABELS: Record<OffPlatformMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer to me',
  pos: 'POS terminal',
  other: 'Other',
};
/** `paid_outside`: an unpaid online order the vendor marked paid; `on_delivery`: paid to the rider or vendor. */
export const OFF_PLATFORM_KINDS = ['paid_outside', 'on_delivery'] as const;
export type OffPlatformKind = (typeof OFF_PLATFORM_KINDS)[number];

/** "Mark as paid outside Kasuwa", and "delivered and paid" of a pay-on-delivery order. */
export const offPlatformPaymentInputSchema = z.object({
  method: z.enum(OFF_PLATFORM_METHODS, 'Choose how you were paid.'),
  /** Minor units of the order's currency, as received. */
  amount: z
    .number('Enter the amount received.')
    .int('That amount has too many decimal places.')
    .min(1, 'Enter the amount received.')
    .max(1_000_000_000_00, 'That amount is too large.'),
  /** A link to a receipt photo already uploaded (the dashboard's image upload), when there is one. */
  proofUrl: z.string().trim().max(500).url('Use the link of an uploaded image.').nullable().default(null),
  note: z.string().trim().max(500).default(''),
});
export type OffPlatformPaymentInput = z.infer<typeof offPlatformPaymentInputSchema>;

/** Money recorded for the vendor's books only: it never passed through Kasuwa and took no fee. */
export const offPlatformPaymentSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  kind: z.enum(OFF_PLATFORM_KINDS),
  method: z.enum(OFF_PLATFORM_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  proofUrl: z.string().nullable(),
  note: z.string(),
  recordedBy: z.string(),
  recordedAt: z.iso.datetime(),
});
export type OffPlatformPayment = z.infer<typeof offPlatformPaymentSchema>;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  /** The store's own order number (#1001, #1002, … per store). */
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  channel: z.enum(ORDER_CHANNELS),
  paymentMode: z.enum(PAYMENT_MODES),
  currency: z.string(),
  total: z.number().int(),
  customerName: z.string(),
  email: z.string(),
  /** E.164, as every order stores it: the list shows it as WhatsApp and call links. */
  phone: z.string(),
  itemCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderSchema = orderSummarySchema.extend({
  address: orderAddressSchema,
  note: z.string(),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  /** Taken off the goods by discounts (the lines' discounts summed); total = subtotal − discount + shipping. */
  discount: z.number().int(),
  /** The codes and automatic discounts applied, with what each took off. */
  discounts: z.array(z.object({ code: z.string(), title: z.string(), amount: z.number().int() })),
  delivery: orderDeliverySchema.nullable(),
  carrier: z.string(),
  trackingNumber: z.string(),
  exchangeRate: orderExchangeRateSchema.nullable(),
  reservedUntil: z.iso.datetime().nullable(),
  items: z.array(orderItemSchema),
  events: z.array(orderEventSchema),
  allowedActions: z.array(z.enum(VENDOR_ORDER_ACTIONS)),
  /** Money recorded as received outside Kasuwa (paid outside, or on delivery): none, or one. */
  offPlatformPayments: z.array(offPlatformPaymentSchema),
  /** The shopper's language at checkout (or the one chosen in New sale): every message about the order is in it. */
  locale: localeSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  channel: z.enum(ORDER_CHANNELS).optional(),
  paymentMode: z.enum(PAYMENT_MODES).optional(),
  q: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const orderActionInputSchema = z.object({
  action: z.enum(VENDOR_ORDER_ACTIONS),
  note: z.string().trim().max(500).default(''),
  /** With `ship`: who carries it and their tracking number, shown to the customer. */
  carrier: z.string().trim().max(80).default(''),
  trackingNumber: z.string().trim().max(80).default(''),
});

// Store settings edited from the dashboard.
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f7a4d.');
export const storeSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  description: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  /** "Order on WhatsApp" on the cart page: shown while this is on and `whatsapp` is a valid number. */
  whatsappOrders: z.boolean(),
  themeId: z.number().int(),
  currency: z.string(),
  /** Always holds `currency`; the others are offered on the storefront at the admin rate. */
  enabledCurrencies: z.array(z.string()),
  primaryColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  status: z.string(),
  storefrontUrl: z.string(),
  /** The storefront's language for a first visit that asks for none it offers. */
  defaultLocale: localeSchema,
  /** Every language the storefront offers shoppers, `defaultLocale` first. */
  locales: z.array(localeSchema),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export const storeSettingsPatchSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z.string().trim().max(1000),
    phone: z.string().trim().max(30),
    whatsapp: z
      .string()
      .trim()
      .regex(/^(\+?[0-9]{7,15})?$/, 'Use an international number like +2348012345678.'),
    whatsappOrders: z.boolean(),
    themeId: z.number().int().min(1).max(3),
    currency: z.enum(['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES', 'ZAR']),
    enabledCurrencies: z.array(z.enum(['NGN', 'USD', 'GBP', 'EUR', 'GHS', 'KES', 'ZAR'])).max(7),
    primaryColor: hexColour,
    accentColor: hexColour,
    defaultLocale: localeSchema,
    /** The languages offered besides the default (the default is always offered). */
    locales: z.array(localeSchema).max(6),
  })
  .partial();
