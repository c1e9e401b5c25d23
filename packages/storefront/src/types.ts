import type { Collection, ExchangeRate, Locale, Order, Product } from '@kasuwa/contracts';
import type { MessageKey } from './i18n';

export interface StoreView {
  id: number;
  name: string;
  subdomain: string;
  description: string;
  themeId: number;
  currency: string;
  primaryColor: string;
  accentColor: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  whatsapp: string;
  /** The cart offers "Order on WhatsApp": the vendor left it on and `whatsapp` is a number wa.me opens. */
  whatsappOrders: boolean;
  phone: string;
  /** The languages the store offers shoppers, its default first (see `offeredLocales`). */
  locales: Locale[];
}

/**
 * The currency a visitor sees prices in. `rate` converts the store's own prices into `code`; it is null
 * when `code` is the store's currency. `options` are the store's enabled currencies (the selector shows
 * when there is more than one).
 */
export interface DisplayCurrency {
  code: string;
  rate: ExchangeRate | null;
  options: string[];
}

/**
 * The ad and analytics tags the store connected (public ids only). The island loads them only after
 * the shopper accepts cookies; without consent no request goes to Meta or Google.
 */
export interface StoreTags {
  metaPixelId: string | null;
  ga4Id: string | null;
}

/** Where the page is served from: `''` on the store's own host, `/s/{sub}` on the platform host. */
export interface RenderContext {
  store: StoreView;
  /** The shopper's language for this page: one of `store.locales`. */
  locale: Locale;
  base: string;
  /** Absolute origin + base, for canonical links, Open Graph and the sitemap. */
  origin: string;
  /**
   * The visitor's cart size in the header. `null` renders a slot instead, for pages shared by every
   * visitor (see `renderSharedPage`), which fill it per request without rendering again.
   */
  cartCount: number | null;
  collections: Collection[];
  islandSrc: string;
  path: string;
  /** Absent: prices in the store's currency and no selector. */
  display?: DisplayCurrency;
  /** Absent or empty: the store connected no tags, and no consent banner is shown. */
  tags?: StoreTags;
}

export interface CartLineView {
  variantId: string;
  productId: string;
  productTitle: string;
  productSlug: string;
  variantTitle: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  available: number;
  imageUrl: string | null;
}

export interface CheckoutValues {
  email: string;
  phone: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  note: string;
  /** The chosen delivery option's id. */
  delivery: string;
  discountCode: string;
  /** `on` when the customer ticked "send me news and offers"; off unless they do. */
  marketingConsent: string;
  /** `on_delivery` when the customer chose to pay on delivery; anything else pays now. */
  payment: string;
}

/**
 * Discounts and delivery of a cart or checkout, in the display currency, priced by the server exactly
 * as the order will be. `lineDiscounts` follows the page's lines.
 */
export interface PricingView {
  lineDiscounts: number[];
  applied: { code: string; title: string; amount: number }[];
  discount: number;
  /** Null until a delivery option is chosen. */
  shipping: number | null;
  total: number;
  code: string;
  /** Set when the code was applied; `codeError` when it was refused, in words. */
  codeApplied: boolean;
  codeError?: string;
}

/** A delivery option as the checkout offers it; `fee` is null when it depends on the state. */
export interface DeliveryChoiceView {
  id: string;
  kind: 'flat' | 'by_state' | 'pickup';
  name: string;
  fee: number | null;
  detail: string;
  /** What the order comes to with this option (goods, discounts, delivery); null until it can be priced (a by-state fee before the state is known). */
  total?: number | null;
  /** Set (in words, with its maximum) when this option lets the customer pay on delivery. */
  payOnDelivery?: string | null;
}

export type Page =
  | { kind: 'home'; products: Product[] }
  | { kind: 'collection'; collection: Collection; products: Product[]; page: number; pages: number }
  | { kind: 'product'; product: Product }
  | { kind: 'search'; q: string; products: Product[]; total: number }
  | { kind: 'cart'; lines: CartLineView[]; subtotal: number; notice?: string; pricing?: PricingView }
  | {
      kind: 'checkout';
      lines: CartLineView[];
      subtotal: number;
      values: CheckoutValues;
      errors: Record<string, string>;
      formError?: string;
      pricing?: PricingView;
      deliveryOptions?: DeliveryChoiceView[];
    }
  | {
      kind: 'tracking';
      order: Order;
      placed: boolean;
      trackingUrl: string;
      paymentUrl: string | null;
      dispute: TrackingDispute;
      /** The order's receipts and credit notes (PDF links), once issued. */
      documents?: DocumentLink[];
    }
  | {
      kind: 'pay';
      order: Order;
      trackingUrl: string;
      /** Where the method forms post (the page itself). */
      action: string;
      methods: PayMethod[];
      /** The banks a shopper can pay from by USSD at this store; empty when none of its providers offers USSD. */
      ussdBanks: { id: string; name: string }[];
      /** The marks of the ways to pay the page shows (cards, bank, USSD). */
      marks: PayMark[];
      /** The bank picked for USSD, kept when the form comes back with an error. */
      ussdBank?: string;
      /** A method refused (provider down, email missing), said on the page with what was typed. */
      error?: string;
      email?: string;
    }
  | {
      kind: 'invoice';
      invoice: InvoiceView;
      /** Where the pay button posts; null when the invoice cannot be paid (paid or void). */
      payAction: string | null;
      pdfUrl: string;
      /** The order the payment made, once paid (its tracking page holds the receipt). */
      trackingUrl: string | null;
      error?: string;
    }
  | {
      kind: 'payment-result';
      /**
       * What became of the payment: received (the order is paid by it), lapsed (paid after the order
       * was cancelled), duplicate (the order was already paid by another payment), failed or pending.
       */
      state: 'received' | 'lapsed' | 'duplicate' | 'failed' | 'pending' | 'underpaid' | 'returned';
      order: Order;
      /** A bank transfer: where to send the money while it waits, and what went back. */
      transfer?: TransferView;
      /** The shopper just asked the provider ("I have paid") and nothing has arrived yet. */
      asked?: boolean;
      reference: string;
      /** What this payment asked for, in minor units of `currency`. */
      amount: number;
      currency: string;
      trackingUrl: string;
      /** The order's payment page, offered after a failure while the order can still be paid. */
      payUrl: string | null;
      /** While pending: the page loads this address after `seconds`; null once it has looked long enough. */
      refresh: { url: string; seconds: number } | null;
      /** Asks the provider again (the page the provider returns to). */
      checkUrl: string | null;
      /** A USSD payment: the code to dial and the bank it is for, shown while the payment waits. */
      ussd?: { code: string; bankName: string };
    }
  /** A campaign e-mail's unsubscribe link: asked first, `done` once consent is withdrawn. */
  | { kind: 'unsubscribe'; state: 'ask' | 'done'; action: string }
  /** `message` says what is missing, from the storefront's catalogue. */
  | { kind: 'not-found'; message: MessageKey }
  /** A form sent too often (a rate limit): `back` is the page the form is on, `null` for the home page. */
  | { kind: 'too-many'; back: string | null };

/** A transfer's account and what became of money sent to it (docs/payments.md). */
export interface TransferView {
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** ISO time a one-off account closes; null for the shared account. */
  expiresAt: string | null;
  /** The shared account's short reference to write on the transfer; null for a one-off account. */
  code: string | null;
  /** Where the page's script asks whether the payment arrived (JSON `{ state }`). */
  statusUrl: string;
  /** Money that goes back to the shopper: why, how much, and whether the refund is on its way. */
  returns: {
    id: string;
    reason: 'underpaid' | 'overpaid' | 'late' | 'duplicate';
    amount: number;
    refunded: boolean;
  }[];
  /** A transfer of the wrong amount the provider refused and sends back by itself. */
  rejectedAmount: number | null;
}

/** A way to pay a store's order, as its payment settings enable it. */
export type PayMethod = 'paystack' | 'flutterwave' | 'paga' | 'bank_transfer';

/** A mark the pay page shows for a way to pay (components/pay-marks). */
export type PayMark = 'mastercard' | 'visa' | 'verve' | 'bank' | 'ussd';

/** The tracking page's part about disputes (Terms, Dispute Resolution: escrow mediation). */
export interface TrackingDispute {
  /** The latest dispute of the order, if the customer ever opened one. */
  latest: {
    status: 'open' | 'resolved';
    openedAt: string;
    resolution: 'release' | 'refund' | null;
    note: string | null;
  } | null;
  /** The money is still held in escrow and no dispute is open: the form is offered. */
  canOpen: boolean;
  /** A report just sent (after the redirect). */
  reported: boolean;
  /** A report refused, with what the customer typed, so nothing is lost. */
  form?: { reason: string; error: string };
}

export interface DocumentLink {
  label: string;
  /** A4 PDF; `thermalUrl` is the 80 mm one. */
  url: string;
  thermalUrl: string;
}

/** An invoice as its customer sees it, amounts in minor units of `currency`. */
export interface InvoiceView {
  number: string;
  status: 'sent' | 'paid' | 'overdue' | 'void';
  customerName: string;
  currency: string;
  lines: { title: string; quantity: number; unitPrice: number; discount: number; total: number }[];
  adjustments: { label: string; amount: number }[];
  total: number;
  dueDate: string;
  notes: string;
}
