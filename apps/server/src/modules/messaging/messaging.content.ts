// What each notification says, as message ids and data for the catalogue (modules/messages): the
// service decides who is told on which channel, this file what they are told.
import { DEFAULT_LOCALE, type Locale, type Money, type RenderedEmail, renderEmail, t } from '../messages';

/** What happened, with the figures each notification's text needs. */
export type VendorEvent =
  | {
      kind: 'order_placed';
      orderNumber: number;
      total: number;
      currency: string;
      customerName: string;
      /** A pay-on-delivery order: confirmed unpaid, and the texts say so. */
      onDelivery?: boolean;
    }
  | { kind: 'order_paid'; orderNumber: number; amount: number; currency: string; reference: string }
  | { kind: 'dispute_opened'; orderNumber: number; reason: string }
  | { kind: 'payout_paid'; amount: number; currency: string; reference: string }
  | { kind: 'payout_failed'; amount: number; currency: string; reference: string; reason: string }
  | { kind: 'low_stock'; item: string; sku: string; stock: number; threshold: number }
  | {
      kind: 'plan_renewal';
      /** failed: a renewal charge was refused (grace continues); grace: the grace period started; free: moved to Free. */
      stage: 'failed' | 'grace' | 'free';
      planName: string;
      /** For failed and grace: when the account falls to Free unless a payment goes through. */
      graceEndsAt: string | null;
      reason: string;
    };

/** A notification's e-mail (subject, text, HTML) and its SMS text, which WhatsApp also carries. */
export type Content = RenderedEmail & { sms: string };

export const money = (amount: number, currency: string): Money => ({ amount, currency });

/** A vendor notification in the vendor's language (users.locale). */
export function contentOf(
  event: VendorEvent,
  store: string,
  dashboard: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Content {
  const orders = dashboard ? `${dashboard}/orders` : t('vendor.your_dashboard', {}, locale);
  switch (event.kind) {
    case 'order_placed': {
      const p = {
        store,
        orders,
        number: event.orderNumber,
        customer: event.customerName,
        total: money(event.total, event.currency),
        payment: event.onDelivery ? ('on_delivery' as const) : ('now' as const),
      };
      return {
        ...renderEmail('vendor.order_placed', p, locale),
        sms: t('vendor.order_placed.sms', p, locale),
      };
    }
    case 'order_paid': {
      const p = {
        store,
        orders,
        number: event.orderNumber,
        amount: money(event.amount, event.currency),
        reference: event.reference,
        link: dashboard ? orders : null,
      };
      return { ...renderEmail('vendor.order_paid', p, locale), sms: t('vendor.order_paid.sms', p, locale) };
    }
    case 'dispute_opened': {
      const p = { store, orders, number: event.orderNumber, reason: event.reason };
      return {
        ...renderEmail('vendor.dispute_opened', p, locale),
        sms: t('vendor.dispute_opened.sms', p, locale),
      };
    }
    case 'payout_paid': {
      const p = { store, amount: money(event.amount, event.currency), reference: event.reference };
      return { ...renderEmail('vendor.payout_paid', p, locale), sms: t('vendor.payout_paid.sms', p, locale) };
    }
    case 'payout_failed': {
      const p = {
        store,
        amount: money(event.amount, event.currency),
        reference: event.reference,
        reason: event.reason,
      };
      return {
        ...renderEmail('vendor.payout_failed', p, locale),
        sms: t('vendor.payout_failed.sms', p, locale),
      };
    }
    case 'low_stock': {
      const p = {
        store,
        item: event.item,
        sku: event.sku || null,
        stock: event.stock,
        threshold: event.threshold,
        inventory: dashboard ? `${dashboard}/inventory` : null,
      };
      return { ...renderEmail('vendor.low_stock', p, locale), sms: t('vendor.low_stock.sms', p, locale) };
    }
    case 'plan_renewal': {
      const p = {
        store,
        plan: event.planName,
        billing: dashboard
          ? dashboard.replace(/\/dashboard$/, '/subscription')
          : t('vendor.subscription_in_dashboard', {}, locale),
        until: event.graceEndsAt,
        reason: event.reason || null,
      };
      if (event.stage === 'free') {
        return { ...renderEmail('vendor.plan_free', p, locale), sms: t('vendor.plan_free.sms', p, locale) };
      }
      return { ...renderEmail('vendor.plan_failed', p, locale), sms: t('vendor.plan_failed.sms', p, locale) };
    }
  }
}

/**
 * What Kasuwa texts a customer who left no e-mail address (or whose vendor chose SMS): each carries the
 * customer's unguessable link, which is why these go only to the number the customer or vendor gave.
 */
export type CustomerText =
  | {
      kind: 'order_received';
      number: number;
      total: number;
      currency: string;
      trackingUrl: string;
      onDelivery?: boolean;
    }
  | { kind: 'receipt'; documentNumber: string; amount: number; currency: string; url: string }
  | { kind: 'credit_note'; documentNumber: string; amount: number; currency: string; url: string }
  /** The receipt of a sale paid to the vendor directly: no escrow to mention. */
  | { kind: 'receipt_direct'; documentNumber: string; amount: number; currency: string; url: string }
  /** A recorded sale's link to the store's pay page, held for `minutes`. */
  | { kind: 'pay_link'; number: number; total: number; currency: string; url: string; minutes: number }
  | {
      kind: 'invoice' | 'invoice_reminder_before' | 'invoice_reminder_after';
      invoiceNumber: string;
      total: number;
      currency: string;
      dueDate: string;
      url: string;
    };

/** A customer's SMS in the customer's language (the order's, else the store's default). */
export function customerSms(store: string, text: CustomerText, locale: Locale = DEFAULT_LOCALE): string {
  switch (text.kind) {
    case 'order_received':
      return t(
        'sms.order_received',
        {
          store,
          number: text.number,
          total: money(text.total, text.currency),
          url: text.trackingUrl,
          payment: text.onDelivery ? 'on_delivery' : 'now',
        },
        locale,
      );
    case 'pay_link':
      return t(
        'sms.pay_link',
        {
          store,
          number: text.number,
          total: money(text.total, text.currency),
          url: text.url,
          minutes: text.minutes,
        },
        locale,
      );
    case 'receipt':
    case 'receipt_direct':
    case 'credit_note':
      return t(
        `sms.${text.kind}`,
        {
          store,
          amount: money(text.amount, text.currency),
          document: text.documentNumber,
          url: text.url,
        },
        locale,
      );
    case 'invoice':
    case 'invoice_reminder_before':
    case 'invoice_reminder_after':
      return t(
        `sms.${text.kind}`,
        {
          store,
          invoice: text.invoiceNumber,
          total: money(text.total, text.currency),
          due: text.dueDate,
          url: text.url,
        },
        locale,
      );
  }
}

/** What Kasuwa tells a customer about a dispute on their order (spec: escrow mediation). */
export type DisputeUpdate =
  | { kind: 'dispute_received'; orderNumber: number }
  | { kind: 'dispute_decided'; orderNumber: number; resolution: 'release' | 'refund'; note: string };

export function disputeContent(
  store: string,
  update: DisputeUpdate,
  locale: Locale = DEFAULT_LOCALE,
): Content {
  if (update.kind === 'dispute_received') {
    const p = { store, number: update.orderNumber };
    return { ...renderEmail('dispute.received', p, locale), sms: t('dispute.received.sms', p, locale) };
  }
  const p = { store, number: update.orderNumber, resolution: update.resolution, note: update.note };
  return { ...renderEmail('dispute.decided', p, locale), sms: t('dispute.decided.sms', p, locale) };
}
