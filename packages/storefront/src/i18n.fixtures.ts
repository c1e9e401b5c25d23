// Why this file is over 400 lines: it is test data, one of every page a storefront shows in each state
// that has its own words, so the language walk (i18n.test.ts) covers them all.
import type { Collection, Order, Product } from '@kasuwa/contracts';
import type { Page, RenderContext, StoreView } from './types';

// One of every page a storefront shows, with made-up store data, for the language walk (i18n.test.ts).

export const store: StoreView = {
  id: 7,
  name: 'Mama Nkechi Fabrics',
  subdomain: 'nkechi',
  description: '',
  themeId: 1,
  currency: 'NGN',
  primaryColor: '#1f7a4d',
  accentColor: '#f2b705',
  logoUrl: null,
  bannerUrl: null,
  whatsapp: '+2348030000001',
  whatsappOrders: true,
  phone: '08030000001',
  locales: ['en-NG', 'pcm', 'ha', 'yo', 'ig', 'fr'],
};

const collection: Collection = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  title: 'Adire',
  slug: 'adire',
  description: '',
  productCount: 2,
};

const image = {
  id: '0190a0a0-0000-7000-8000-000000000010',
  urls: { '320': '/uploads/a-320.webp', '640': '/uploads/a-640.webp' },
  alt: 'Indigo adire',
  width: 640,
  height: 640,
};

function product(n: number, options: boolean): Product {
  const id = `0190a0a0-0000-7000-8000-00000000010${n}`;
  return {
    id,
    storeId: 7,
    title: `Indigo wrapper ${n}`,
    slug: `indigo-wrapper-${n}`,
    description: '<p>Hand dyed in Abeokuta.</p>',
    status: 'active',
    price: 1_250_000,
    compareAtPrice: 1_500_000,
    currency: 'NGN',
    sku: '',
    tags: [],
    options: options ? [{ name: 'Size', values: ['S', 'M'] }] : [],
    variants: [
      {
        id: `${id.slice(0, -1)}a`,
        title: options ? 'S' : 'Default',
        options: options ? ['S'] : [],
        price: 1_250_000,
        compareAtPrice: null,
        sku: '',
        stock: 3,
      },
      ...(options
        ? [
            {
              id: `${id.slice(0, -1)}b`,
              title: 'M',
              options: ['M'],
              price: 1_300_000,
              compareAtPrice: null,
              sku: '',
              stock: 0,
            },
          ]
        : []),
    ],
    images: [image],
    collectionIds: [collection.id],
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
  } as unknown as Product;
}

const products = [product(1, true), product(2, false)];

const line = {
  variantId: 'v1',
  productId: products[0]!.id,
  productTitle: 'Indigo wrapper 1',
  productSlug: 'indigo-wrapper-1',
  variantTitle: 'S',
  unitPrice: 1_250_000,
  quantity: 4,
  lineTotal: 5_000_000,
  available: 3,
  imageUrl: null,
};

const pricing = {
  lineDiscounts: [500_000],
  applied: [{ code: 'OWAMBE', title: 'Owambe week', amount: 500_000 }],
  discount: 500_000,
  shipping: null,
  total: 4_500_000,
  code: 'OWAMBE',
  codeApplied: true,
};

function order(status: Order['status'], extra: Partial<Order> = {}): Order {
  return {
    id: '0190a0a0-0000-7000-8000-000000000200',
    number: 1042,
    status,
    currency: 'NGN',
    total: 5_250_000,
    subtotal: 5_000_000,
    shipping: 750_000,
    discount: 500_000,
    discounts: [{ code: 'OWAMBE', title: 'Owambe week', amount: 500_000 }],
    delivery: { kind: 'flat', name: 'GIG Logistics', zone: null, address: '', hours: '' },
    email: 'ada@example.com',
    phone: '+2348030000002',
    customerName: 'Ada Obi',
    address: {
      line1: '12 Allen Avenue',
      line2: '',
      city: 'Ikeja',
      state: 'Lagos',
      country: 'Nigeria',
      postalCode: '',
    },
    note: '',
    carrier: 'GIG Logistics',
    trackingNumber: 'GIG123',
    reservedUntil: status === 'pending_payment' ? '2026-11-26T19:30:00.000Z' : null,
    items: [
      {
        id: 'i1',
        productId: null,
        variantId: null,
        title: 'Indigo wrapper 1',
        variantTitle: 'S',
        sku: '',
        unitPrice: 1_250_000,
        quantity: 4,
        lineTotal: 5_000_000,
        discount: 500_000,
      },
    ],
    events: [{ at: '2026-11-26T18:00:00.000Z', from: null, to: status, actor: 'customer', note: '' }],
    ...extra,
  } as unknown as Order;
}

const transfer = {
  bankName: 'Wema Bank',
  accountNumber: '7812345678',
  accountName: 'Kasuwa / Mama Nkechi',
  expiresAt: '2099-11-26T20:00:00.000Z',
  code: 'KSW 4821',
  statusUrl: '/orders/x/payments/y/status',
  returns: [
    { id: 'r1', reason: 'underpaid' as const, amount: 100_000, refunded: true },
    { id: 'r2', reason: 'overpaid' as const, amount: 50_000, refunded: false },
    { id: 'r3', reason: 'late' as const, amount: 70_000, refunded: false },
    { id: 'r4', reason: 'duplicate' as const, amount: 90_000, refunded: true },
  ],
  rejectedAmount: 300_000,
};

const checkoutValues = {
  email: '',
  phone: '',
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  country: 'Nigeria',
  postalCode: '',
  note: '',
  delivery: '',
  discountCode: 'OWAMBE',
  marketingConsent: '',
  payment: '',
};

const result = (state: Extract<Page, { kind: 'payment-result' }>['state'], more = {}): Page => ({
  kind: 'payment-result',
  state,
  order: order(state === 'received' ? 'paid' : 'pending_payment'),
  reference: 'KSW-1042-ab12',
  amount: 5_250_000,
  currency: 'NGN',
  trackingUrl: '/track/x',
  payUrl: '/orders/x/pay',
  refresh: null,
  checkUrl: '/orders/x/payments/y',
  ...more,
});

const dispute = { latest: null, canOpen: true, reported: false };

/** Every kind of page, in the states that show different words. */
export const PAGES: { name: string; page: Page; path: string }[] = [
  { name: 'home', path: '/', page: { kind: 'home', products } },
  { name: 'home-empty', path: '/', page: { kind: 'home', products: [] } },
  {
    name: 'collection',
    path: '/collections/adire',
    page: { kind: 'collection', collection, products, page: 2, pages: 3 },
  },
  { name: 'product', path: '/products/indigo-wrapper-1', page: { kind: 'product', product: products[0]! } },
  {
    name: 'product-single',
    path: '/products/indigo-wrapper-2',
    page: { kind: 'product', product: products[1]! },
  },
  { name: 'search', path: '/search', page: { kind: 'search', q: 'indigo', products, total: 2 } },
  { name: 'search-none', path: '/search', page: { kind: 'search', q: 'agbada', products: [], total: 0 } },
  { name: 'search-empty', path: '/search', page: { kind: 'search', q: '', products: [], total: 0 } },
  { name: 'cart-empty', path: '/cart', page: { kind: 'cart', lines: [], subtotal: 0 } },
  { name: 'cart', path: '/cart', page: { kind: 'cart', lines: [line], subtotal: 5_000_000, pricing } },
  {
    name: 'checkout',
    path: '/checkout',
    page: {
      kind: 'checkout',
      lines: [line],
      subtotal: 5_000_000,
      values: checkoutValues,
      errors: {},
      pricing,
      deliveryOptions: [
        {
          id: 'd1',
          kind: 'flat',
          name: 'GIG Logistics',
          fee: 750_000,
          detail: '',
          total: 5_250_000,
          payOnDelivery: '·',
        },
        { id: 'd2', kind: 'pickup', name: 'Balogun market stall', fee: 0, detail: '', total: 4_500_000 },
      ],
    },
  },
  {
    name: 'checkout-priced',
    path: '/checkout',
    page: {
      kind: 'checkout',
      lines: [line],
      subtotal: 5_000_000,
      values: { ...checkoutValues, country: 'Ghana' },
      errors: {},
      pricing: { ...pricing, shipping: 750_000, total: 5_250_000 },
      deliveryOptions: [
        { id: 'd1', kind: 'flat', name: 'GIG Logistics', fee: 0, detail: '', total: 4_500_000 },
      ],
    },
  },
  {
    name: 'tracking-awaiting',
    path: '/track/x',
    page: {
      kind: 'tracking',
      order: order('pending_payment'),
      placed: true,
      trackingUrl: '/track/x',
      paymentUrl: '/orders/x/pay',
      dispute,
    },
  },
  {
    name: 'tracking-on-delivery',
    path: '/track/x',
    page: {
      kind: 'tracking',
      order: order('confirmed', { email: '' }),
      placed: false,
      trackingUrl: '/track/x',
      paymentUrl: null,
      dispute,
    },
  },
  {
    name: 'tracking-shipped',
    path: '/track/x',
    page: {
      kind: 'tracking',
      order: order('shipped', {
        delivery: {
          kind: 'pickup',
          name: 'Balogun market stall',
          zone: null,
          address: 'Stall 4',
          hours: '9–5',
        },
      } as Partial<Order>),
      placed: false,
      trackingUrl: '/track/x',
      paymentUrl: null,
      dispute: {
        latest: { status: 'open', openedAt: '2026-11-26T18:10:00.000Z', resolution: null, note: null },
        canOpen: false,
        reported: true,
      },
      documents: [{ label: 'R-1042', url: '/r.pdf', thermalUrl: '/r80.pdf' }],
    },
  },
  {
    name: 'tracking-placed',
    path: '/track/x',
    page: {
      kind: 'tracking',
      order: order('paid', { carrier: '', delivery: null, shipping: 0 } as Partial<Order>),
      placed: true,
      trackingUrl: '/track/x',
      paymentUrl: null,
      dispute: {
        latest: {
          status: 'resolved',
          openedAt: '2026-11-26T18:10:00.000Z',
          resolution: 'refund',
          note: null,
        },
        canOpen: false,
        reported: false,
      },
    },
  },
  {
    name: 'pay',
    path: '/orders/x/pay',
    page: {
      kind: 'pay',
      order: order('pending_payment', { email: '' }),
      trackingUrl: '/track/x',
      action: '/orders/x/pay',
      methods: ['paystack', 'flutterwave', 'paga', 'bank_transfer'],
      ussdBanks: [{ id: 'gtb', name: 'GTBank' }],
      marks: ['mastercard', 'visa', 'verve', 'bank', 'ussd'],
    },
  },
  {
    name: 'pay-none',
    path: '/orders/x/pay',
    page: {
      kind: 'pay',
      order: order('pending_payment'),
      trackingUrl: '/track/x',
      action: '/orders/x/pay',
      methods: [],
      ussdBanks: [],
      marks: [],
    },
  },
  {
    name: 'pay-cancelled',
    path: '/orders/x/pay',
    page: {
      kind: 'pay',
      order: order('cancelled'),
      trackingUrl: '/track/x',
      action: '/orders/x/pay',
      methods: [],
      ussdBanks: [],
      marks: [],
    },
  },
  { name: 'result-received', path: '/r', page: result('received') },
  { name: 'result-lapsed', path: '/r', page: result('lapsed') },
  { name: 'result-duplicate', path: '/r', page: result('duplicate') },
  { name: 'result-failed', path: '/r', page: result('failed') },
  {
    name: 'result-underpaid',
    path: '/r',
    page: result('underpaid', { transfer: { ...transfer, rejectedAmount: null } }),
  },
  { name: 'result-returned', path: '/r', page: result('returned') },
  { name: 'result-waiting', path: '/r', page: result('pending', { refresh: { url: '/r', seconds: 5 } }) },
  {
    name: 'result-unconfirmed',
    path: '/r',
    page: result('pending', { ussd: { code: '*737*000*1042#', bankName: 'GTBank' } }),
  },
  { name: 'result-transfer', path: '/r', page: result('pending', { transfer, asked: true, payUrl: null }) },
  {
    name: 'result-transfer-closed',
    path: '/r',
    page: result('pending', {
      transfer: { ...transfer, expiresAt: '2020-01-01T00:00:00.000Z', returns: [] },
    }),
  },
  {
    name: 'invoice',
    path: '/invoices/x',
    page: {
      kind: 'invoice',
      invoice: {
        number: 'INV-0007',
        status: 'sent',
        customerName: 'Ada Obi',
        currency: 'NGN',
        lines: [{ title: 'Aso oke', quantity: 2, unitPrice: 900_000, discount: 100_000, total: 1_700_000 }],
        adjustments: [],
        total: 1_700_000,
        dueDate: '2026-12-01',
        notes: '',
      },
      payAction: '/invoices/x/pay',
      pdfUrl: '/invoices/x.pdf',
      trackingUrl: '/track/x',
    },
  },
  { name: 'unsubscribe-ask', path: '/u', page: { kind: 'unsubscribe', state: 'ask', action: '/u' } },
  { name: 'unsubscribe-done', path: '/u', page: { kind: 'unsubscribe', state: 'done', action: '/u' } },
  { name: 'not-found', path: '/nope', page: { kind: 'not-found', message: 'notFound.page' } },
  { name: 'too-many', path: '/cart', page: { kind: 'too-many', back: '/cart' } },
];

/** Everything in the fixtures that is the merchant's or the shopper's own words, not the catalogue's. */
export const DATA_WORDS = [
  store.name,
  'Adire',
  'Indigo wrapper 1',
  'Indigo wrapper 2',
  'Hand dyed in Abeokuta.',
  'Size',
  'OWAMBE',
  'Owambe week',
  'GIG Logistics',
  'Balogun market stall',
  'Ada Obi',
  '12 Allen Avenue',
  'Ikeja',
  'Lagos',
  'Stall 4',
  'Wema Bank',
  'Kasuwa / Mama Nkechi',
  'GTBank',
  'Aso oke',
  'ada@example.com',
  'indigo',
  'agbada',
  'R-1042',
  'INV-0007',
  'KSW-1042-ab12',
  'KSW 4821',
  'GIG123',
  'Indigo adire',
  '/track/x',
  // Names that are the same in every language.
  'Kasuwa',
  'WhatsApp',
  'Paystack',
  'Flutterwave',
  'Paga',
  'USSD',
  'PDF',
  'Mastercard',
  'Visa',
  'VISA',
  'Verve',
  'SMS',
  'Nigeria',
  // The language control names each language in itself.
  'English',
  'Naijá (Pidgin)',
  'Hausa',
  'Yorùbá',
  'Igbo',
  'Français',
  // Nigeria's states are proper names.
];

export function contextFor(locale: RenderContext['locale'], themeId: number, path: string): RenderContext {
  return {
    store: { ...store, themeId },
    locale,
    base: '',
    origin: 'https://nkechi.kasuwa.ng',
    cartCount: 2,
    collections: [collection],
    islandSrc: '/_sf/island.js',
    path,
  };
}
