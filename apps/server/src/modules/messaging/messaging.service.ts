import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  formatMoney,
  type MessageListQuery,
  type MessageLogEntry,
  type MessagingChannels,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  normalisePhone,
  notificationPreferencesSchema,
  type VendorNotification,
} from '@kasuwa/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbContext } from '../../platform/context';
import { queueEmail } from '../../platform/mail';
import { messages } from '../../platform/platform.schema';
import { queueSms } from '../../platform/sms/outbox';
import { type StoreScope, scoped } from '../../platform/tenant';
import { findStoreContacts } from '../stores/stores.lookup.service';
import { notificationPreferences } from './messaging.schema';

/** An amount an SMS can carry in GSM-7 ("NGN 12,500.00"): the naira sign would make it UCS-2. */
export function smsMoney(amount: number, currency: string): string {
  return formatMoney(amount, currency, { code: true }).replace(/\s+/g, ' ');
}

/** Whether WhatsApp can be used now: the platform needs its WhatsApp Business number configured. */
export function channelsAvailable(config: Pick<Config, 'whatsapp'>): MessagingChannels {
  return config.whatsapp.enabled
    ? { whatsapp: { available: true, reason: null } }
    : {
        whatsapp: {
          available: false,
          reason: 'WhatsApp is not set up on this Kasuwa yet: the platform has no WhatsApp Business number.',
        },
      };
}

export async function getPreferences(ctx: StoreScope): Promise<NotificationPreferences> {
  const [row] = await scoped(ctx).select(notificationPreferences);
  return withDefaults(row?.preferences);
}

/** Stored before a notification existed (or never stored): the missing parts take their defaults. */
function withDefaults(stored: Partial<NotificationPreferences> | undefined): NotificationPreferences {
  const defaults = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  if (!stored) return defaults;
  const parsed = notificationPreferencesSchema.safeParse({
    ...defaults,
    ...stored,
    events: { ...defaults.events, ...stored.events },
  });
  return parsed.success ? parsed.data : defaults;
}

export async function updatePreferences(
  ctx: StoreScope,
  patch: NotificationPreferencesPatch,
): Promise<NotificationPreferences> {
  return ctx.db.transaction(async (db) => {
    const s = scoped({ db, storeId: ctx.storeId });
    // The row locked before it is read, so two saves of one store apply one after the other.
    await s
      .insert(notificationPreferences, { preferences: DEFAULT_NOTIFICATION_PREFERENCES })
      .onConflictDoNothing();
    const [row] = await s.select(notificationPreferences).for('update');
    const current = withDefaults(row?.preferences);
    const next: NotificationPreferences = {
      smsPhone: patch.smsPhone ?? current.smsPhone,
      events: { ...current.events },
    };
    for (const [event, channels] of Object.entries(patch.events ?? {})) {
      const key = event as VendorNotification;
      next.events[key] = { ...next.events[key], ...channels };
    }
    await s.update(notificationPreferences, { preferences: next, updatedAt: new Date() });
    return next;
  });
}

export async function listMessages(ctx: StoreScope, query: MessageListQuery) {
  const s = scoped(ctx);
  const filter = [
    query.channel ? eq(messages.channel, query.channel) : undefined,
    query.status ? eq(messages.status, query.status) : undefined,
  ];
  const [rows, [total]] = await Promise.all([
    s
      .select(messages, ...filter)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    s.pick({ n: count() }, messages, ...filter),
  ]);
  return { items: rows.map(toLogEntry), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

function toLogEntry(row: typeof messages.$inferSelect): MessageLogEntry {
  const preview = row.bodyText.length > 200 ? `${row.bodyText.slice(0, 199)}…` : row.bodyText;
  return {
    id: row.id,
    channel: row.channel as MessageLogEntry['channel'],
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    preview,
    status: row.status as MessageLogEntry['status'],
    provider: row.provider,
    costUnits: row.costUnits,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** What happened, with the figures each notification's text needs. */
export type VendorEvent =
  | { kind: 'order_placed'; orderNumber: number; total: number; currency: string; customerName: string }
  | { kind: 'order_paid'; orderNumber: number; amount: number; currency: string; reference: string }
  | { kind: 'dispute_opened'; orderNumber: number; reason: string }
  | { kind: 'payout_paid'; amount: number; currency: string; reference: string }
  | { kind: 'payout_failed'; amount: number; currency: string; reference: string; reason: string }
  | { kind: 'low_stock'; item: string; sku: string; stock: number; threshold: number };

interface Content {
  subject: string;
  text: string;
  sms: string;
}

function contentOf(event: VendorEvent, storeName: string, dashboard: string | null): Content {
  const orders = dashboard ? `${dashboard}/orders` : 'your dashboard';
  switch (event.kind) {
    case 'order_placed': {
      const total = smsMoney(event.total, event.currency);
      return {
        subject: `New order #${event.orderNumber} at ${storeName}`,
        text: `${event.customerName} placed order #${event.orderNumber} (${total}) at ${storeName}. It is waiting for payment.\n\nSee it in ${orders}.`,
        sms: `${storeName}: new order #${event.orderNumber} from ${event.customerName}, ${total}, awaiting payment.`,
      };
    }
    case 'order_paid': {
      const amount = smsMoney(event.amount, event.currency);
      return {
        subject: `Order #${event.orderNumber} is paid`,
        text: `Order #${event.orderNumber} at ${storeName} is paid: ${amount} (reference ${event.reference}). The money is held in escrow until the customer confirms delivery.\n\nPrepare and ship it: ${orders}`,
        sms: `${storeName}: order #${event.orderNumber} is PAID (${amount}). Please ship it.${dashboard ? ` ${orders}` : ''}`,
      };
    }
    case 'dispute_opened':
      return {
        subject: `A customer opened a dispute on order #${event.orderNumber}`,
        text: `The customer of order #${event.orderNumber} at ${storeName} opened a dispute:\n\n${event.reason}\n\nThe payment stays in escrow while our team looks into it. See ${orders}.`,
        sms: `${storeName}: the customer opened a dispute on order #${event.orderNumber}. The payment is on hold; check your e-mail.`,
      };
    case 'payout_paid': {
      const amount = smsMoney(event.amount, event.currency);
      return {
        subject: `Payout of ${amount} paid`,
        text: `Your payout of ${amount} from ${storeName} (reference ${event.reference}) has been paid to your bank account.`,
        sms: `${storeName}: payout of ${amount} paid to your bank account (ref ${event.reference}).`,
      };
    }
    case 'payout_failed': {
      const amount = smsMoney(event.amount, event.currency);
      return {
        subject: `Payout of ${amount} failed`,
        text: `Your payout of ${amount} from ${storeName} (reference ${event.reference}) failed: ${event.reason}. The money is back in your available balance; check your bank account details and request it again.`,
        sms: `${storeName}: payout of ${amount} FAILED (${event.reason}). The money is back in your balance.`,
      };
    }
    case 'low_stock':
      return {
        subject: `Low stock: ${event.item}`,
        text: `${event.item}${event.sku ? ` [${event.sku}]` : ''} in ${storeName} is down to ${event.stock} (your alert level is ${event.threshold}). Restock it from Inventory in your dashboard${dashboard ? `: ${dashboard}/inventory` : '.'}`,
        sms: `${storeName}: ${event.item} is down to ${event.stock} in stock (alert level ${event.threshold}).`,
      };
  }
}

/**
 * Tells the vendor about an event on the channels their preferences turn on, in the caller's
 * transaction (the message exists exactly when the event commits). Returns the message ids written.
 */
export async function notifyVendor(
  ctx: DbContext & { config?: Pick<Config, 'publicUrl'> },
  storeId: number,
  event: VendorEvent,
): Promise<number[]> {
  const contacts = await findStoreContacts(ctx, storeId);
  if (!contacts) return [];
  const prefs = await getPreferences({ db: ctx.db, storeId });
  const channels = prefs.events[event.kind];
  const content = contentOf(event, contacts.name, ctx.config ? `${ctx.config.publicUrl}/dashboard` : null);
  const ids: number[] = [];
  const template = `${event.kind.replaceAll('_', '-')}-vendor`;
  if (channels.email && contacts.ownerEmail) {
    ids.push(
      await queueEmail(ctx.db, {
        to: contacts.ownerEmail,
        subject: content.subject,
        text: content.text,
        template,
        storeId,
      }),
    );
  }
  if (channels.sms) {
    const phone = [prefs.smsPhone, contacts.storePhone, contacts.ownerPhone ?? ''].find(
      (p) => p && normalisePhone(p),
    );
    const id = phone ? await queueSms(ctx.db, { to: phone, text: content.sms, template, storeId }) : null;
    if (id !== null) ids.push(id);
  }
  return ids;
}

/**
 * What Kasuwa texts a customer who left no e-mail address (or whose vendor chose SMS): each carries the
 * customer's unguessable link, which is why these go only to the number the customer or vendor gave.
 */
export type CustomerText =
  | { kind: 'order_received'; number: number; total: number; currency: string; trackingUrl: string }
  | { kind: 'receipt'; documentNumber: string; amount: number; currency: string; url: string }
  | { kind: 'credit_note'; documentNumber: string; amount: number; currency: string; url: string }
  | {
      kind: 'invoice' | 'invoice_reminder_before' | 'invoice_reminder_after';
      invoiceNumber: string;
      total: number;
      currency: string;
      dueDate: string;
      url: string;
    };

function customerSms(storeName: string, text: CustomerText): string {
  switch (text.kind) {
    case 'order_received':
      return `${storeName}: we received your order #${text.number} (${smsMoney(text.total, text.currency)}). Follow it here: ${text.trackingUrl}`;
    case 'receipt':
      return `${storeName}: payment of ${smsMoney(text.amount, text.currency)} received, held in escrow until you confirm delivery. Receipt ${text.documentNumber}: ${text.url}`;
    case 'credit_note':
      return `${storeName}: ${smsMoney(text.amount, text.currency)} refunded to you. Credit note ${text.documentNumber}: ${text.url}`;
    case 'invoice':
      return `${storeName} sent you invoice ${text.invoiceNumber} for ${smsMoney(text.total, text.currency)}, due ${text.dueDate}. See and pay it: ${text.url}`;
    case 'invoice_reminder_before':
      return `Reminder: invoice ${text.invoiceNumber} from ${storeName} for ${smsMoney(text.total, text.currency)} is due ${text.dueDate}. Pay it: ${text.url}`;
    case 'invoice_reminder_after':
      return `Invoice ${text.invoiceNumber} from ${storeName} for ${smsMoney(text.total, text.currency)} was due ${text.dueDate} and is unpaid. Pay it: ${text.url}`;
  }
}

/**
 * Texts a customer, in the caller's transaction (the SMS exists exactly when the event commits).
 * Null, with nothing written, when the number cannot take an SMS.
 */
export async function textCustomer(
  ctx: DbContext,
  storeId: number,
  to: { phone: string; storeName: string },
  text: CustomerText,
): Promise<number | null> {
  return queueSms(ctx.db, {
    to: to.phone,
    text: customerSms(to.storeName, text),
    template: text.kind.replaceAll('_', '-'),
    storeId,
  });
}

/** The customer's "order received" SMS, for orders placed without an e-mail address. */
export async function textOrderReceived(
  ctx: DbContext,
  storeId: number,
  order: {
    phone: string;
    number: number;
    storeName: string;
    total: number;
    currency: string;
    trackingUrl: string;
  },
): Promise<number | null> {
  const { phone, storeName, ...rest } = order;
  return textCustomer(ctx, storeId, { phone, storeName }, { kind: 'order_received', ...rest });
}

/** What Kasuwa tells a customer about a dispute on their order (spec: escrow mediation). */
export type DisputeUpdate =
  | { kind: 'dispute_received'; orderNumber: number }
  | { kind: 'dispute_decided'; orderNumber: number; resolution: 'release' | 'refund'; note: string };

function disputeContent(storeName: string, update: DisputeUpdate): Content {
  if (update.kind === 'dispute_received') {
    return {
      subject: `We received your report on order #${update.orderNumber}`,
      text: `We received your report on order #${update.orderNumber} from ${storeName}. Your payment stays in escrow, and is not paid to the store, while Kasuwa looks into it. We will tell you our decision.`,
      sms: `Kasuwa: we received your report on order #${update.orderNumber} from ${storeName}. Your payment stays in escrow while we look into it.`,
    };
  }
  const outcome =
    update.resolution === 'refund'
      ? 'you are refunded in full; your credit note follows, and the money reaches you in a few working days'
      : `the payment goes to ${storeName}`;
  return {
    subject: `Decision on your report about order #${update.orderNumber}`,
    text: `Kasuwa has decided your report on order #${update.orderNumber} from ${storeName}: ${outcome}.\n\nOur note: ${update.note}`,
    sms: `Kasuwa: decision on order #${update.orderNumber} from ${storeName}: ${update.resolution === 'refund' ? 'you are refunded in full' : `the payment goes to ${storeName}`}. Details by e-mail or on your tracking page.`,
  };
}

/**
 * Tells the customer of an order about their dispute, by e-mail when they gave one, else by SMS, in
 * the caller's transaction.
 */
export async function tellCustomerAboutDispute(
  ctx: DbContext,
  storeId: number,
  to: { email: string; phone: string },
  update: DisputeUpdate,
): Promise<number | null> {
  const contacts = await findStoreContacts(ctx, storeId);
  if (!contacts) return null;
  const content = disputeContent(contacts.name, update);
  const template = update.kind.replaceAll('_', '-');
  if (to.email) {
    return queueEmail(ctx.db, {
      to: to.email,
      subject: content.subject,
      text: content.text,
      template,
      storeId,
    });
  }
  return queueSms(ctx.db, { to: to.phone, text: content.sms, template, storeId });
}
