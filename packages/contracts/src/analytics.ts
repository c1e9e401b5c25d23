import { z } from 'zod';
import { ORDER_CHANNELS, ORDER_STATUSES, orderSummarySchema, PAYMENT_MODES } from './orders';

/** Where a storefront visit came from, read from `utm_source` or the referrer (no cookie, no address). */
export const VISIT_SOURCES = ['whatsapp', 'instagram', 'facebook', 'google', 'direct', 'other'] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

export const ANALYTICS_RANGES = ['today', '7d', '30d', 'custom'] as const;
export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];

const day = z.iso.date();

export const analyticsQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES).default('7d'),
    from: day.optional(),
    to: day.optional(),
    interval: z.enum(ANALYTICS_INTERVALS).default('day'),
  })
  .refine((q) => q.range !== 'custom' || (q.from !== undefined && q.to !== undefined), {
    message: 'A custom range needs from and to (YYYY-MM-DD).',
    path: ['from'],
  })
  .refine((q) => q.range !== 'custom' || !q.from || !q.to || q.from <= q.to, {
    message: 'The range must end on or after the day it starts.',
    path: ['to'],
  })
  .refine(
    (q) =>
      q.range !== 'custom' ||
      !q.from ||
      !q.to ||
      (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366 * 3,
    { message: 'A range can cover at most three years.', path: ['to'] },
  );
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** One figure of the period, with the same figure over the period of equal length just before it. */
const figure = z.object({ value: z.number(), previous: z.number() });

export const analyticsOverviewSchema = z.object({
  /** The store's currency: every amount below is in its minor unit, other currencies converted at each order's locked rate. */
  currency: z.string(),
  timeZone: z.string(),
  from: day,
  to: day,
  interval: z.enum(ANALYTICS_INTERVALS),
  revenue: figure,
  orders: figure,
  averageOrderValue: figure,
  visits: figure,
  /** Paid orders per visit, in percent with one decimal. */
  conversionRate: figure,
  series: z.array(
    z.object({ period: day, revenue: z.number().int(), orders: z.number().int(), visits: z.number().int() }),
  ),
  funnel: z.object({
    visits: z.number().int(),
    carts: z.number().int(),
    checkouts: z.number().int(),
    paid: z.number().int(),
  }),
  sources: z.array(z.object({ source: z.enum(VISIT_SOURCES), visits: z.number().int() })),
  bestSellers: z.array(
    z.object({
      productId: z.string().nullable(),
      title: z.string(),
      quantity: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  products: z.number().int(),
  activeProducts: z.number().int(),
  lowStock: z.number().int(),
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  latestOrders: z.array(orderSummarySchema),
  /** The period's paid and kept orders by where the sale happened, largest revenue first; empty ones left out. */
  salesByChannel: z.array(
    z.object({ channel: z.enum(ORDER_CHANNELS), orders: z.number().int(), revenue: z.number().int() }),
  ),
  /** The same orders by how they were paid: through Kasuwa's escrow, outside Kasuwa, or on delivery. */
  salesByPayment: z.array(
    z.object({ paymentMode: z.enum(PAYMENT_MODES), orders: z.number().int(), revenue: z.number().int() }),
  ),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const financialQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, {
    message: 'The range must end on or after the day it starts.',
    path: ['to'],
  })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366 * 3, {
    message: 'A range can cover at most three years.',
    path: ['to'],
  });

const openClose = z.object({ opening: z.number().int(), closing: z.number().int() });

/** One currency of a store's financial report, from the ledger (minor units). */
export const financialReportSchema = z.object({
  currency: z.string(),
  /** Of the orders first paid in the period: the goods at their prices, what discounts took off, delivery. */
  goods: z.number().int(),
  discounts: z.number().int(),
  deliveryFees: z.number().int(),
  grossSales: z.number().int(),
  refunds: z.number().int(),
  platformFees: z.number().int(),
  net: z.number().int(),
  releasedToAvailable: z.number().int(),
  paidOut: z.number().int(),
  escrow: openClose,
  available: openClose,
  payoutPending: openClose,
});
export type FinancialReport = z.infer<typeof financialReportSchema>;

export const financialReportsSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string(),
  currencies: z.array(financialReportSchema),
});

/** One currency of the platform's money over a period, across every store (minor units). */
export const platformMoneySchema = z.object({
  currency: z.string(),
  /** Captured from customers: gross merchandise value. */
  gmv: z.number().int(),
  orders: z.number().int(),
  refunds: z.number().int(),
  /** The 1.5% kept from released escrow. */
  platformFees: z.number().int(),
  /** What vendors paid for their plans. */
  subscriptions: z.number().int(),
  paidOut: z.number().int(),
  /** In escrow at the end of the period. */
  escrowHeld: z.number().int(),
});
export type PlatformMoney = z.infer<typeof platformMoneySchema>;

/** The administrators' platform overview (issue 19): money from the ledger, stores, disputes, top stores. */
export const platformOverviewSchema = z.object({
  timeZone: z.string(),
  from: day,
  to: day,
  interval: z.enum(ANALYTICS_INTERVALS),
  currencies: z.array(platformMoneySchema),
  series: z.array(
    z.object({
      period: day,
      currency: z.string(),
      gmv: z.number().int(),
      orders: z.number().int(),
      platformFees: z.number().int(),
    }),
  ),
  stores: z.object({
    total: z.number().int(),
    active: z.number().int(),
    new: z.number().int(),
    /** Stores with at least one paid order in the period. */
    selling: z.number().int(),
  }),
  openDisputes: z.number().int(),
  /** Plan revenue: MRR now (annual plans as a twelfth), and churn over the period. */
  subscriptions: z.object({
    mrr: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
    paying: z.number().int(),
    inGrace: z.number().int(),
    churned: z.number().int(),
    churnRate: z.number(),
  }),
  topStores: z.array(
    z.object({
      storeId: z.number().int(),
      name: z.string(),
      subdomain: z.string(),
      currency: z.string(),
      gmv: z.number().int(),
      orders: z.number().int(),
    }),
  ),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;
