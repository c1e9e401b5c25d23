import { limitWords, type Plan, type PlanCode, type PlanLimits, staffSeatsWords } from '@kasuwa/contracts';
import type { DbContext } from '../../platform/context';
import { rowsToWrite } from '../../platform/db';
import * as queries from './plans.queries';

/** The pricing page, the entitlement checks and billing all read the catalogue below, nothing else. */
export function listPlans(): Plan[] {
  return PLAN_CATALOGUE;
}

/**
 * The plans of the pricing page (spec section 9): several stores, custom domain and customisation only
 * on paid plans; every plan pays the 1.5% transaction fee. Prices in kobo; annual is ten months' price.
 * A feature that is not built yet ends in "(coming soon)": the pricing page must not sell what does not
 * work. `limits` is what `entitlementsFor` grants; the features list says the same in words, and the
 * limits that are not built (COMING_SOON_LIMITS in the contracts) take their words from there.
 */
const PREMIUM_STAFF_SEATS = 3;
const ENTERPRISE_STAFF_SEATS = 10;

export const PLAN_CATALOGUE: (Plan & { code: PlanCode })[] = [
  {
    code: 'free',
    name: 'Free',
    tagline: 'Start selling today at no cost',
    currency: 'NGN',
    monthlyPrice: 0,
    annualPrice: 0,
    maxStores: 1,
    features: [
      'One storefront on your own kasuwa subdomain',
      'Three ready-made themes',
      'Unlimited products and collections',
      'Card, USSD and bank transfer payments',
      'Escrow-protected payouts',
      'Invoices and receipts',
      '24/7 support',
    ],
    limits: {
      maxStores: 1,
      customisation: false,
      multiCurrency: false,
      discountCodes: false,
      campaigns: false,
      customDomain: false,
      staffSeats: 0,
      smsCreditsPerMonth: 0,
      prioritySupport: false,
    },
  },
  {
    code: 'premium',
    name: 'Premium',
    tagline: 'For growing businesses with more than one shop',
    currency: 'NGN',
    monthlyPrice: 1_000_000,
    annualPrice: 10_000_000,
    maxStores: 5,
    features: [
      'Everything in Free',
      'Up to five stores on one account',
      limitWords('customDomain', 'Custom domain'),
      staffSeatsWords(PREMIUM_STAFF_SEATS),
      'Store customisation beyond the themes',
      'Discount codes and coupons',
      'SMS and email campaigns to your customers (500 SMS credits a month)',
      'Analytics and financial reports',
      'Priority support',
    ],
    limits: {
      maxStores: 5,
      customisation: true,
      multiCurrency: false,
      discountCodes: true,
      campaigns: true,
      customDomain: true,
      staffSeats: PREMIUM_STAFF_SEATS,
      smsCreditsPerMonth: 500,
      prioritySupport: true,
    },
  },
  {
    code: 'enterprise',
    name: 'Enterprise',
    tagline: 'For brands and distributors at scale',
    currency: 'NGN',
    monthlyPrice: 3_500_000,
    annualPrice: 35_000_000,
    maxStores: null,
    features: [
      'Everything in Premium',
      'Unlimited stores',
      'Multi-currency selling (NGN, USD, GBP, EUR, GHS, KES, ZAR)',
      staffSeatsWords(ENTERPRISE_STAFF_SEATS),
      'Dedicated account manager (coming soon)',
      '2,000 SMS credits a month for campaigns',
      'Priority support',
    ],
    limits: {
      maxStores: null,
      customisation: true,
      multiCurrency: true,
      discountCodes: true,
      campaigns: true,
      customDomain: true,
      staffSeats: ENTERPRISE_STAFF_SEATS,
      smsCreditsPerMonth: 2000,
      prioritySupport: true,
    },
  },
];

/** The `plans` table mirrors the catalogue (for reports and joins); every seed writes the plans that differ. */
export async function seedPlans(ctx: DbContext): Promise<void> {
  const wanted = PLAN_CATALOGUE.map(({ limits: _limits, ...p }, i) => ({ ...p, sortOrder: i }));
  const changed = rowsToWrite(wanted, await queries.listPlanRows(ctx.db), 'code');
  if (changed.length > 0) await queries.upsertPlans(ctx.db, changed);
}

export function getPlan(code: string): (Plan & { code: PlanCode }) | undefined {
  return PLAN_CATALOGUE.find((p) => p.code === code);
}

export function limitsOf(code: string): PlanLimits {
  return (getPlan(code) ?? PLAN_CATALOGUE[0]!).limits;
}
