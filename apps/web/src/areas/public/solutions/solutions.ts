export interface Solution {
  slug: string;
  title: string;
  summary: string;
  comingSoon: boolean;
  points?: string[];
}

/** The catalogue of spec 2.8; coming-soon entries are shown greyed out and cannot be opened. */
export const SOLUTIONS: Solution[] = [
  {
    slug: 'one-click-install',
    title: 'One-click store',
    summary: 'Your storefront is live the moment you create it, on your own kasuwa subdomain.',
    comingSoon: false,
    points: ['No hosting, no developer', 'Three ready-made themes', 'Works on every phone'],
  },
  {
    slug: 'selling-2mins',
    title: 'Selling in 2 minutes',
    summary: 'Add a product with a photo and a price and share the link: that is all it takes.',
    comingSoon: false,
    points: [
      'Customers buy without an account',
      'Share on WhatsApp, Instagram and Facebook',
      'Orders and payments in one dashboard',
    ],
  },
  {
    slug: 'payment-integration',
    title: 'Payments',
    summary: 'Accept card, USSD and bank transfer payments, all protected by escrow.',
    comingSoon: false,
    points: [
      'Money held in escrow until delivery',
      '1.5% fee, nothing hidden',
      'Naira payouts within 24 hours',
    ],
  },
  {
    slug: 'social-integration',
    title: 'Social integration',
    summary: 'Sell directly from your social media pages.',
    comingSoon: true,
  },
  {
    slug: 'invoice-receipts',
    title: 'Invoices and receipts',
    summary: 'Send invoices and automatic PDF receipts in your store’s name.',
    comingSoon: false,
    points: [
      'Pay-by-link invoices, paid into escrow like any order',
      'A PDF receipt for every payment, A4 or 80 mm printer',
      'CSV exports for your accountant',
    ],
  },
  {
    slug: 'analytics',
    title: 'Analytics',
    summary: 'See visits, sales, best sellers and where your customers come from.',
    comingSoon: false,
    points: ['Daily and monthly sales', 'Top products', 'Financial reports'],
  },
  {
    slug: 'templates',
    title: 'Templates',
    summary: 'Twenty store categories and three themes to make your shop look its best.',
    comingSoon: false,
    points: ['From Fashion to Agro', 'Your colours and logo', 'Switch theme at any time'],
  },
  {
    slug: 'custom-domain',
    title: 'Custom domain',
    summary: 'Use your own www.yourshop.ng address, with the padlock set up for you (paid plans).',
    comingSoon: false,
    points: [
      'Step-by-step DNS records',
      'Automatic HTTPS certificate',
      'Your Kasuwa address sends visitors there',
    ],
  },
  {
    slug: 'store-customization',
    title: 'Store customisation',
    summary: 'Colours, logo, banner and layout that match your brand (paid plans).',
    comingSoon: false,
    points: ['Brand colours', 'Logo and banner', 'Featured collections'],
  },
  {
    slug: 'kasuwa-wallet',
    title: 'Kasuwa Wallet',
    summary: 'Keep, spend and transfer your balance in one wallet.',
    comingSoon: true,
  },
  {
    slug: 'multi-currency-support',
    title: 'Multi-currency',
    summary: 'Sell in naira and in USD, GBP, EUR, GHS, KES or ZAR (Enterprise).',
    comingSoon: false,
    points: ['Prices per currency', 'Exact amounts, no float rounding', 'Foreign payouts in 7 working days'],
  },
  {
    slug: 'bulk-sms',
    title: 'Bulk SMS and email',
    summary: 'Message the customers who agreed to hear from you, by segment (Premium).',
    comingSoon: false,
    points: [
      'Segments by tag, spending, collection or time since the last order',
      'Cost in SMS credits shown before you send',
      'STOP replies and unsubscribe links honoured at once',
    ],
  },
  {
    slug: 'dedicated-account',
    title: 'Dedicated account manager',
    summary: 'A named person at Kasuwa who knows your business (Enterprise).',
    comingSoon: true,
    points: ['Onboarding help', 'Quarterly reviews', 'Priority support line'],
  },
  {
    slug: 'ai-assitant',
    title: 'AI assistant',
    summary: 'Write product descriptions and answers to customers faster.',
    comingSoon: true,
  },
  {
    slug: 'marketing-automation',
    title: 'Marketing automation',
    summary: 'Abandoned-cart reminders and campaigns on autopilot.',
    comingSoon: true,
  },
  {
    slug: 'shipping-integration',
    title: 'Shipping integration',
    summary: 'Book deliveries with logistics partners from your dashboard.',
    comingSoon: true,
  },
  {
    slug: 'mobile-app',
    title: 'Mobile app',
    summary: 'Run your store from an Android and iOS app.',
    comingSoon: true,
  },
];

export interface MarketedApp {
  name: string;
  /** What it does for a store. */
  summary: string;
  /** Connected: works today (a store connects it on Dashboard → Apps). Pending: not built yet. */
  status: 'connected' | 'pending';
  /** A messaging channel: connected only where this Kasuwa configured its provider (GET /api/messaging/channels). */
  channel?: 'whatsapp' | 'sms';
}

/** The connected apps of spec 1, in their groups; the Connected ones are real (docs/connected-apps.md). */
export const CONNECTED_APPS: { group: string; apps: MarketedApp[] }[] = [
  {
    group: 'Social media',
    apps: [
      {
        name: 'Meta Pixel and Conversions API',
        summary: 'Measure your Facebook and Instagram ads: visits and purchases, counted once.',
        status: 'connected',
      },
      {
        name: 'Meta catalogue feed',
        summary: 'Your products in your Facebook and Instagram shop, kept up to date.',
        status: 'connected',
      },
    ],
  },
  {
    group: 'Analytics pixel',
    apps: [
      {
        name: 'Google Analytics 4',
        summary: 'Visits and sales in your own Google Analytics, with your shoppers’ consent.',
        status: 'connected',
      },
      {
        name: 'Google Merchant Center feed',
        summary: 'Your products on Google Shopping, with prices and stock.',
        status: 'connected',
      },
    ],
  },
  {
    group: 'Messaging',
    apps: [
      {
        name: 'WhatsApp',
        summary: 'Order updates to customers and alerts to you.',
        status: 'connected',
        channel: 'whatsapp',
      },
      {
        name: 'SMS',
        summary: 'Order updates by text message, on any phone.',
        status: 'connected',
        channel: 'sms',
      },
    ],
  },
  {
    group: 'Business listing',
    apps: [
      { name: 'Google Business Profile', summary: 'Your shop on Google Search and Maps.', status: 'pending' },
    ],
  },
  {
    group: 'Logistics',
    apps: [
      { name: 'Shipbubble', summary: 'Delivery rates and bookings with many carriers.', status: 'pending' },
      { name: 'Terminal Africa', summary: 'Delivery rates, labels and tracking.', status: 'pending' },
    ],
  },
];
