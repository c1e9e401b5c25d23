import { z } from 'zod';
import { DELIVERY_KINDS, NIGERIAN_STATES } from './orders';

// ---------------------------------------------------------------- delivery options

/** A fee in minor units of the store's currency. */
const fee = z
  .number('Enter an amount.')
  .int('That amount has too many decimal places.')
  .min(0, 'An amount cannot be negative.')
  .max(1_000_000_000_00, 'That amount is too large.');

const nigerianState = z.enum(NIGERIAN_STATES, 'Choose a Nigerian state (or the Federal Capital Territory).');

/** A zone groups states that share one fee; a rate for one state is a zone of one. */
export const deliveryZoneSchema = z.object({
  name: z.string().trim().min(1, 'Name the zone.').max(80),
  states: z.array(nigerianState).min(1, 'Put at least one state in the zone.').max(37),
  fee,
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

const deliveryBase = {
  name: z.string().trim().min(1, 'Name the delivery option.').max(80),
  /** Free when the goods (after discounts) come to at least this much; null never. */
  freeAbove: fee.nullable().default(null),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(1000).default(0),
  /** The customer may pay the rider or the vendor (cash or transfer) when this delivery arrives. */
  payOnDelivery: z.boolean().default(false),
  /** Pay on delivery only for orders up to this total (store currency); null: any amount. */
  payOnDeliveryMax: fee.nullable().default(null),
};

export const deliveryOptionInputSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('flat'), ...deliveryBase, fee }),
    z.object({
      kind: z.literal('by_state'),
      ...deliveryBase,
      zones: z.array(deliveryZoneSchema).min(1, 'Add at least one zone or state.').max(37),
    }),
    z.object({
      kind: z.literal('pickup'),
      ...deliveryBase,
      address: z.string().trim().min(5, 'Enter the pickup address.').max(300),
      hours: z.string().trim().min(2, 'Enter the opening hours.').max(200),
    }),
  ])
  .superRefine((v, ctx) => {
    if (v.kind !== 'by_state') return;
    const seen = new Set<string>();
    v.zones.forEach((z, i) => {
      for (const s of z.states) {
        if (seen.has(s))
          ctx.addIssue({ code: 'custom', path: ['zones', i, 'states'], message: `${s} is in two zones.` });
        seen.add(s);
      }
    });
  });
export type DeliveryOptionInput = z.infer<typeof deliveryOptionInputSchema>;

export const deliveryOptionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DELIVERY_KINDS),
  name: z.string(),
  fee: z.number().int().nullable(),
  zones: z.array(deliveryZoneSchema),
  freeAbove: z.number().int().nullable(),
  address: z.string(),
  hours: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  payOnDelivery: z.boolean(),
  payOnDeliveryMax: z.number().int().nullable(),
  currency: z.string(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

// ---------------------------------------------------------------- discounts

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'free_delivery'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** `code`: the customer types it; the automatic ones apply by themselves when their condition holds. */
export const DISCOUNT_TRIGGERS = ['code', 'automatic_spend', 'automatic_quantity'] as const;
export type DiscountTrigger = (typeof DISCOUNT_TRIGGERS)[number];
export const DISCOUNT_SCOPES = ['all', 'collections', 'products'] as const;

const percent = z
  .number('Enter a percentage.')
  .gt(0, 'A percentage must be more than 0.')
  .max(100, 'A percentage cannot be more than 100.')
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, {
    message: 'Use at most two decimals.',
  });

export const discountInputSchema = z
  .object({
    trigger: z.enum(DISCOUNT_TRIGGERS).default('code'),
    /** Letters, digits, - and _; matched without regard to case. Required for `code`. */
    code: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9_-]*$/, 'Use letters, digits, - and _ only.')
      .transform((s) => s.toUpperCase())
      .default(''),
    title: z.string().trim().max(120).default(''),
    type: z.enum(DISCOUNT_TYPES),
    /** For `percentage` (0 < p ≤ 100, two decimals at most). */
    percent: percent.nullable().default(null),
    /** For `fixed_amount`: minor units of the store's currency. */
    amount: fee.nullable().default(null),
    /** Goods subtotal the order must reach (store currency); `automatic_spend` needs it. */
    minSubtotal: fee.nullable().default(null),
    /** `automatic_quantity`: buy at least this many of `productIds`' products. */
    minQuantity: z.number().int().min(1).max(99).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: z
      .number()
      .int()
      .min(1, 'A usage limit must be at least 1.')
      .max(1_000_000)
      .nullable()
      .default(null),
    oncePerCustomer: z.boolean().default(false),
    appliesTo: z.enum(DISCOUNT_SCOPES).default('all'),
    collectionIds: z.array(z.uuid()).max(100).default([]),
    productIds: z.array(z.uuid()).max(100).default([]),
    combinable: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.trigger === 'code' && v.code.length < 3) issue('code', 'A code needs 3 to 40 characters.');
    if (v.trigger !== 'code' && v.code) issue('code', 'An automatic discount has no code.');
    if (v.type === 'percentage' && v.percent === null) issue('percent', 'Enter the percentage off.');
    if (v.type === 'fixed_amount' && (v.amount === null || v.amount <= 0))
      issue('amount', 'Enter an amount off of more than zero.');
    if (v.trigger !== 'code' && v.type !== 'percentage')
      issue('type', 'An automatic discount takes a percentage off.');
    if (v.trigger === 'automatic_spend' && !v.minSubtotal)
      issue('minSubtotal', 'Enter the amount the customer must spend.');
    if (v.trigger === 'automatic_quantity') {
      if (!v.minQuantity) issue('minQuantity', 'Enter how many the customer must buy.');
      if (v.appliesTo !== 'products' || v.productIds.length !== 1)
        issue('productIds', 'Choose the one product the customer buys.');
    }
    if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt))
      issue('endsAt', 'The end must be after the start.');
    if (v.appliesTo === 'collections' && v.collectionIds.length === 0)
      issue('collectionIds', 'Choose at least one collection.');
    if (v.appliesTo === 'products' && v.productIds.length === 0)
      issue('productIds', 'Choose at least one product.');
  });
export type DiscountInput = z.infer<typeof discountInputSchema>;

export const discountSchema = z.object({
  id: z.uuid(),
  trigger: z.enum(DISCOUNT_TRIGGERS),
  code: z.string(),
  title: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  percent: z.number().nullable(),
  amount: z.number().int().nullable(),
  minSubtotal: z.number().int().nullable(),
  minQuantity: z.number().int().nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  appliesTo: z.enum(DISCOUNT_SCOPES),
  collectionIds: z.array(z.uuid()),
  productIds: z.array(z.uuid()),
  combinable: z.boolean(),
  active: z.boolean(),
  currency: z.string(),
  /** Orders placed with it that were not given back (an unpaid order that expired gives its use back). */
  uses: z.number().int(),
  /** What those orders' customers paid, and what the discount took off, in the store's currency. */
  revenue: z.number().int(),
  discountGiven: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Discount = z.infer<typeof discountSchema>;

/** Why a code does not apply; the storefront says each in words. */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'not_started',
  'expired',
  'used_up',
  'already_used',
  'minimum_not_met',
  'not_applicable',
  'not_combinable',
] as const;
export type DiscountRefusalReason = (typeof DISCOUNT_REFUSALS)[number];
