import { z } from 'zod';

export const PLAN_CODES = ['free', 'premium', 'enterprise'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];
export const BILLING_INTERVALS = ['monthly', 'annual'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'grace', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a plan allows. `null` store or seat count means unlimited. */
export const planLimitsSchema = z.object({
  maxStores: z.number().int().nullable(),
  customisation: z.boolean().describe('own colours and banner beyond the theme'),
  multiCurrency: z.boolean().describe('selling in currencies other than NGN'),
  discountCodes: z.boolean(),
  campaigns: z.boolean().describe('SMS and e-mail campaigns to customers who agreed to marketing'),
  customDomain: z.boolean().describe('the store on its own domain with automatic HTTPS'),
  staffSeats: z
    .number()
    .int()
    .nullable()
    .describe('staff accounts the owner may invite to each store (members and open invitations count)'),
  smsCreditsPerMonth: z.number().int(),
  prioritySupport: z.boolean(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;
export type PlanFeature = Exclude<keyof PlanLimits, 'maxStores' | 'staffSeats' | 'smsCreditsPerMonth'>;

/** The words a screen or an error uses for a locked feature. */
export const PLAN_FEATURE_LABELS: Record<PlanFeature, string> = {
  customisation: 'Custom colours and banner',
  multiCurrency: 'Selling in other currencies',
  discountCodes: 'Discount codes',
  campaigns: 'Campaigns to customers',
  customDomain: 'A custom domain',
  prioritySupport: 'Priority support',
};

/**
 * Limits a plan lists that are not built yet. Every place that shows them to a vendor (the pricing
 * words, `/subscription`, the plan comparison) marks them "coming soon" from this list; none may be sold
 * as working. Empty since staff accounts landed (issue 34); kept so the next unbuilt limit has its place.
 */
export const COMING_SOON_LIMITS: readonly (keyof PlanLimits)[] = [];
export const COMING_SOON_SUFFIX = ' (coming soon)';

export function isComingSoon(limit: keyof PlanLimits): boolean {
  return COMING_SOON_LIMITS.includes(limit);
}

/** A limit's words with "(coming soon)" after them when it is not built yet. */
export function limitWords(limit: keyof PlanLimits, words: string): string {
  return isComingSoon(limit) ? `${words}${COMING_SOON_SUFFIX}` : words;
}

/** "3 staff seats": the one wording of staff seats, on the pricing page and `/subscription`. */
export function staffSeatsWords(seats: number | null): string {
  return limitWords(
    'staffSeats',
    seats === null ? 'Unlimited staff seats' : `${seats} staff seat${seats === 1 ? '' : 's'}`,
  );
}

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  tagline: z.string(),
  currency: z.string().length(3),
  monthlyPrice: z.number().int().describe('minor units'),
  annualPrice: z.number().int().describe('minor units'),
  maxStores: z.number().int().nullable().describe('null means unlimited'),
  features: z.array(z.string()),
  limits: planLimitsSchema,
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

/** What an account may do now: its effective plan (Free once a subscription has lapsed) and that plan's limits. */
export const entitlementsSchema = planLimitsSchema.extend({
  plan: z.enum(PLAN_CODES),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** The platform's cut of every sale, in basis points (1.5%). */
export const PLATFORM_FEE_BPS = 150;

// ---------------------------------------------------------------- subscription (vendor billing)

export const PAID_PLAN_CODES = ['premium', 'enterprise'] as const;

/** How a plan is paid: the card on the provider's page (then the saved card), or a store's Kasuwa balance. */
export const PLAN_PAYMENT_METHODS = ['card', 'balance'] as const;
export type PlanPaymentMethod = (typeof PLAN_PAYMENT_METHODS)[number];

/** Steps 1 and 2 of the payment page: the plan and interval, then who the bill is for. */
export const subscriptionCheckoutSchema = z.object({
  plan: z.enum(PAID_PLAN_CODES, { error: 'Choose a plan.' }),
  interval: z.enum(BILLING_INTERVALS, { error: 'Choose monthly or annual billing.' }),
  billingName: z
    .string({ error: 'Name on the bill is required.' })
    .trim()
    .min(1, 'Name on the bill is required.')
    .max(120, 'Name on the bill must be at most 120 characters.'),
  billingEmail: z
    .string({ error: 'Billing email is required.' })
    .trim()
    .min(1, 'Billing email is required.')
    .max(254, 'Billing email is too long.')
    .email('Enter a valid email address.'),
  /** Step 3: the card on the provider's page, or the available NGN balance of one of the vendor's stores. */
  payWith: z.enum(PLAN_PAYMENT_METHODS, { error: 'Choose how to pay.' }).default('card'),
  /** The store whose available balance pays, when `payWith` is `balance`. */
  balanceStoreId: z.number({ error: 'Choose the store whose balance pays.' }).int().positive().optional(),
});
export type SubscriptionCheckoutInput = z.input<typeof subscriptionCheckoutSchema>;

/** What choosing a plan costs now: an upgrade is the new price less the unused part of the old one. */
export const subscriptionQuoteSchema = z.object({
  plan: z.enum(PLAN_CODES),
  interval: z.enum(BILLING_INTERVALS),
  /** pay now, or a move to a smaller plan that starts at the end of the paid period */
  kind: z.enum(['subscribe', 'upgrade', 'scheduled']),
  price: z.number().int().describe('the plan price for the interval, minor units'),
  credit: z.number().int().describe('unused part of the current plan, minor units'),
  amount: z.number().int().describe('to pay now, minor units'),
  currency: z.string().length(3),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type SubscriptionQuote = z.infer<typeof subscriptionQuoteSchema>;

export const subscriptionCheckoutResponseSchema = z.object({
  quote: subscriptionQuoteSchema,
  /** Where the browser pays (the provider's hosted page); absent for a scheduled change. */
  authorizationUrl: z.string().nullable(),
  reference: z.string().nullable(),
});

export const billingChargeSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** `card_check`: the small charge that verifies a replacement card; refunded at once, never revenue. */
  kind: z.enum(['subscribe', 'upgrade', 'renewal', 'card_check']),
  plan: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  amount: z.number().int(),
  credit: z.number().int(),
  currency: z.string(),
  /**
   * `refund_due`: paid for a purchase already applied (paid twice), not used; `failureReason` says why.
   * `refunding`/`refunded`: a card check, or such a second payment, being given back.
   */
  status: z.enum(['pending', 'paid', 'failed', 'refund_due', 'refunding', 'refunded']),
  paidWith: z.enum(PLAN_PAYMENT_METHODS),
  failureReason: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type BillingCharge = z.infer<typeof billingChargeSchema>;

export const subscriptionOverviewSchema = z.object({
  entitlements: entitlementsSchema,
  subscription: z
    .object({
      plan: z.enum(PLAN_CODES),
      interval: z.enum(BILLING_INTERVALS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      currentPeriodStart: z.string(),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      pendingPlan: z.string().nullable(),
      pendingInterval: z.string().nullable(),
      graceUntil: z.string().nullable(),
      cardLast4: z.string().nullable(),
      /** `YYYY-MM`: the saved card's expiry, when Paystack gave it. */
      cardExpires: z.string().nullable(),
      billingEmail: z.string(),
      /** Renewals are taken from this store's available balance first (the saved card if it is short). */
      renewFromStoreId: z.number().int().nullable(),
    })
    .nullable(),
  /** The available NGN balance of each of the account's stores: what a plan can be paid from. */
  balances: z.array(
    z.object({
      storeId: z.number().int(),
      name: z.string(),
      currency: z.string(),
      available: z.number().int(),
    }),
  ),
  usage: z.object({ stores: z.number().int(), readOnlyStores: z.number().int() }),
  stores: z.array(
    z.object({ id: z.number().int(), name: z.string(), subdomain: z.string(), readOnly: z.boolean() }),
  ),
  history: z.array(billingChargeSchema),
});
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

/** Where renewals are paid from: a store's balance (saved card as fallback) or the saved card alone. */
export const renewalMethodSchema = z.object({
  payWith: z.enum(PLAN_PAYMENT_METHODS, { error: 'Choose how to pay.' }),
  balanceStoreId: z.number().int().positive().optional(),
});

/**
 * Replacing the saved card: the provider's page charges the new card this much, which is refunded at
 * once; Paystack then hands back a reusable authorization that renewals charge from then on.
 */
export const CARD_CHECK_AMOUNT = 5_000;
export const CARD_CHECK_CURRENCY = 'NGN';

export const cardChangeStartSchema = z.object({
  authorizationUrl: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string().length(3),
});

/** What came of a card check: the card replaced the old one, or the old one stays. */
export const CARD_CHANGE_OUTCOMES = ['replaced', 'declined', 'not_reusable', 'pending'] as const;
export type CardChangeOutcome = (typeof CARD_CHANGE_OUTCOMES)[number];

export const subscriptionConfirmSchema = z.object({ reference: z.string().trim().min(1).max(100) });
export const keepStoresSchema = z.object({ keep: z.array(z.number().int().positive()).min(1).max(100) });

/**
 * Whether a card expiring `expires` (`YYYY-MM`, usable to the end of that month) can no longer be
 * charged at `at`; false when the expiry is unknown.
 */
export function cardExpiredBy(expires: string | null | undefined, at: Date): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(expires ?? '');
  if (!match) return false;
  // Date.UTC's month is 0-based: month `m` (1-based) ends where month index `m` begins.
  return at.getTime() >= Date.UTC(Number(match[1]), Number(match[2]), 1);
}
