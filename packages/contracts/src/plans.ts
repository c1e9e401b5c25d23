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
  customDomain: z.boolean().describe('coming soon: false on every plan until it is built'),
  staffSeats: z.number().int().nullable(),
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
  customDomain: 'A custom domain',
  prioritySupport: 'Priority support',
};

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
