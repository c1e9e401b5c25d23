import type { translate } from './i18n';

/** A text of the solutions' part, translated where it is drawn (the language can change after load). */
type Key = Parameters<typeof translate>[0];

export interface Solution {
  slug: string;
  title: Key;
  summary: Key;
  comingSoon: boolean;
  points?: Key[];
}

/** The catalogue of spec 2.8; coming-soon entries are shown greyed out and cannot be opened. */
export const SOLUTIONS: Solution[] = [
  {
    slug: 'one-click-install',
    title: 'solutions.oneClick.title',
    summary: 'solutions.oneClick.summary',
    comingSoon: false,
    points: ['solutions.oneClick.p1', 'solutions.oneClick.p2', 'solutions.oneClick.p3'],
  },
  {
    slug: 'selling-2mins',
    title: 'solutions.selling.title',
    summary: 'solutions.selling.summary',
    comingSoon: false,
    points: ['solutions.selling.p1', 'solutions.selling.p2', 'solutions.selling.p3'],
  },
  {
    slug: 'payment-integration',
    title: 'solutions.payments.title',
    summary: 'solutions.payments.summary',
    comingSoon: false,
    points: ['solutions.payments.p1', 'solutions.payments.p2', 'solutions.payments.p3'],
  },
  {
    slug: 'social-integration',
    title: 'solutions.social.title',
    summary: 'solutions.social.summary',
    comingSoon: true,
  },
  {
    slug: 'invoice-receipts',
    title: 'solutions.invoices.title',
    summary: 'solutions.invoices.summary',
    comingSoon: false,
    points: ['solutions.invoices.p1', 'solutions.invoices.p2', 'solutions.invoices.p3'],
  },
  {
    slug: 'analytics',
    title: 'solutions.analytics.title',
    summary: 'solutions.analytics.summary',
    comingSoon: false,
    points: ['solutions.analytics.p1', 'solutions.analytics.p2', 'solutions.analytics.p3'],
  },
  {
    slug: 'templates',
    title: 'solutions.templates.title',
    summary: 'solutions.templates.summary',
    comingSoon: false,
    points: ['solutions.templates.p1', 'solutions.templates.p2', 'solutions.templates.p3'],
  },
  {
    slug: 'custom-domain',
    title: 'solutions.domain.title',
    summary: 'solutions.domain.summary',
    comingSoon: false,
    points: ['solutions.domain.p1', 'solutions.domain.p2', 'solutions.domain.p3'],
  },
  {
    slug: 'store-customization',
    title: 'solutions.custom.title',
    summary: 'solutions.custom.summary',
    comingSoon: false,
    points: ['solutions.custom.p1', 'solutions.custom.p2', 'solutions.custom.p3'],
  },
  {
    slug: 'kasuwa-wallet',
    title: 'solutions.wallet.title',
    summary: 'solutions.wallet.summary',
    comingSoon: true,
  },
  {
    slug: 'multi-currency-support',
    title: 'solutions.currency.title',
    summary: 'solutions.currency.summary',
    comingSoon: false,
    points: ['solutions.currency.p1', 'solutions.currency.p2', 'solutions.currency.p3'],
  },
  {
    slug: 'bulk-sms',
    title: 'solutions.bulk.title',
    summary: 'solutions.bulk.summary',
    comingSoon: false,
    points: ['solutions.bulk.p1', 'solutions.bulk.p2', 'solutions.bulk.p3'],
  },
  {
    slug: 'dedicated-account',
    title: 'solutions.manager.title',
    summary: 'solutions.manager.summary',
    comingSoon: true,
    points: ['solutions.manager.p1', 'solutions.manager.p2', 'solutions.manager.p3'],
  },
  {
    slug: 'ai-assitant',
    title: 'solutions.ai.title',
    summary: 'solutions.ai.summary',
    comingSoon: true,
  },
  {
    slug: 'marketing-automation',
    title: 'solutions.marketing.title',
    summary: 'solutions.marketing.summary',
    comingSoon: true,
  },
  {
    slug: 'shipping-integration',
    title: 'solutions.shipping.title',
    summary: 'solutions.shipping.summary',
    comingSoon: true,
  },
  {
    slug: 'mobile-app',
    title: 'solutions.mobile.title',
    summary: 'solutions.mobile.summary',
    comingSoon: true,
  },
];

export interface MarketedApp {
  name: string;
  /** What it does for a store. */
  summary: Key;
  /** Connected: works today (a store connects it on Dashboard → Apps). Pending: not built yet. */
  status: 'connected' | 'pending';
  /** A messaging channel: connected only where this Kasuwa configured its provider (GET /api/messaging/channels). */
  channel?: 'whatsapp' | 'sms';
}

/** The connected apps of spec 1, in their groups; the Connected ones are real (docs/connected-apps.md). */
export const CONNECTED_APPS: { group: Key; apps: MarketedApp[] }[] = [
  {
    group: 'solutions.group.social',
    apps: [
      {
        name: 'Meta Pixel and Conversions API',
        summary: 'solutions.app.metaPixel',
        status: 'connected',
      },
      {
        name: 'Meta catalogue feed',
        summary: 'solutions.app.metaFeed',
        status: 'connected',
      },
    ],
  },
  {
    group: 'solutions.group.analytics',
    apps: [
      {
        name: 'Google Analytics 4',
        summary: 'solutions.app.ga4',
        status: 'connected',
      },
      {
        name: 'Google Merchant Center feed',
        summary: 'solutions.app.merchant',
        status: 'connected',
      },
    ],
  },
  {
    group: 'solutions.group.messaging',
    apps: [
      {
        name: 'WhatsApp',
        summary: 'solutions.app.whatsapp',
        status: 'connected',
        channel: 'whatsapp',
      },
      {
        name: 'SMS',
        summary: 'solutions.app.textMessages',
        status: 'connected',
        channel: 'sms',
      },
    ],
  },
  {
    group: 'solutions.group.listing',
    apps: [{ name: 'Google Business Profile', summary: 'solutions.app.gbp', status: 'pending' }],
  },
  {
    group: 'solutions.group.logistics',
    apps: [
      { name: 'Shipbubble', summary: 'solutions.app.shipbubble', status: 'pending' },
      { name: 'Terminal Africa', summary: 'solutions.app.terminal', status: 'pending' },
    ],
  },
];
