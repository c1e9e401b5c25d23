import type { Plan } from '@kasuwa/contracts';
import type { DbContext } from '../../platform/context';
import * as queries from './plans.queries';

export function listPlans(ctx: DbContext): Promise<Plan[]> {
  return queries.listPlans(ctx.db);
}

/**
 * The plans of the pricing page (spec section 9): several stores, custom domain and customisation only
 * on paid plans; every plan pays the 1.5% transaction fee. Prices in kobo; annual is ten months' price.
 * A feature that is not built yet ends in "(coming soon)": the pricing page must not sell what does not
 * work, and paid plans cannot be bought until billing exists (issue 15), which the pages say.
 */
export const PLAN_CATALOGUE: Plan[] = [
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
      'Invoices and receipts (coming soon)',
      '24/7 support',
    ],
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
      'Custom domain (coming soon)',
      'Store customisation beyond the themes',
      'Discount codes and coupons',
      'Bulk SMS and email to customers (coming soon)',
      'Analytics and financial reports (coming soon)',
      'Priority support',
    ],
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
      'Dedicated account manager (coming soon)',
      'Priority support',
    ],
  },
];

export function seedPlans(ctx: DbContext): Promise<void> {
  return queries.upsertPlans(
    ctx.db,
    PLAN_CATALOGUE.map((p, i) => ({ ...p, sortOrder: i })),
  );
}

export async function getPlan(ctx: DbContext, code: string): Promise<Plan | undefined> {
  return queries.findPlan(ctx.db, code);
}
