// Why this file is over 400 lines: it holds every text Kasuwa sends on the store's behalf (vendor notifications,
// customer SMS, dispute and WhatsApp order updates) beside the one function per audience that queues them,
// so a wording and the channel rules that carry it are read together.
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
import { fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { messages } from '../../platform/platform.schema';
import { queueSms } from '../../platform/sms/outbox';
import { type StoreScope, scoped } from '../../platform/tenant';
import { queueWhatsApp } from '../../platform/whatsapp';
import { getAccount } from '../admin-users';
import { accountStores, findStoreContacts } from '../stores';
import { notificationPreferences } from './messaging.schema';

/** An amount an SMS can carry in GSM-7 ("NGN 12,500.00"): the naira sign would make it UCS-2. */
export function smsMoney(amount: number, currency: string): string {
  return formatMoney(amount, currency, { code: true }).replace(/\s+/g, ' ');
}

/**
 * Which channels can be used now: WhatsApp needs the platform's WhatsApp Business number configured, SMS
 * at least one SMS provider.
 */
export function channelsAvailable(config: Pick<Config, 'whatsapp' | 'sms'>): MessagingChannels {
  return {
    whatsapp: config.whatsapp.enabled
      ? { available: true, reason: null }
      : {
          available: false,
          reason: 'WhatsApp is not set up on this Kasuwa yet: the platform has no WhatsApp Business number.',
        },
    sms:
      config.sms.order.length > 0
        ? { available: true, reason: null }
        : {
            available: false,
            reason: 'SMS is not set up on this Kasuwa yet: no SMS provider is configured.',
          },
  };
}

export async function getPreferences(ctx: StoreScope): Promise<NotificationPreferences> {
  const [row] = await scoped(ctx).select(notificationPreferences);
  return withDefaults(row?.preferences);
}

/**
 * Stored before a notification or a channel existed (or never stored): the missing parts take their
 * defaults, event by event, so a choice saved before WhatsApp existed keeps its SMS and e-mail switches.
 */
function withDefaults(stored: Partial<NotificationPreferences> | undefined): NotificationPreferences {
  const defaults = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  if (!stored) return defaults;
  const events = { ...defaults.events };
  for (const [event, channels] of Object.entries(stored.events ?? {})) {
    const key = event as VendorNotification;
    if (key in events) events[key] = { ...events[key], ...channels };
  }
  const parsed = notificationPreferencesSchema.safeParse({ ...defaults, ...stored, events });
  return parsed.success ? parsed.data : defaults;
}

export async function updatePreferences(
  ctx: StoreScope,
  patch: NotificationPreferencesPatch,
  config: Pick<Config, 'whatsapp'>,
): Promise<NotificationPreferences> {
  // WhatsApp can be turned on only once the platform can send it (turning it off is always allowed).
  const wantsWhatsApp =
    patch.customerWhatsApp === true || Object.values(patch.events ?? {}).some((c) => c?.whatsapp === true);
  if (wantsWhatsApp && !config.whatsapp.enabled) throw fail('WHATSAPP_UNAVAILABLE');
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
      customerWhatsApp: patch.customerWhatsApp ?? current.customerWhatsApp,
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
    case 'plan_renewal': {
      const billing = dashboard
        ? dashboard.replace(/\/dashboard$/, '/subscription')
        : 'Subscription in your dashboard';
      const until = event.graceEndsAt ? ` until ${event.graceEndsAt}` : '';
      if (event.stage === 'free') {
        return {
          subject: `Your Kasuwa ${event.planName} plan ended: ${storeName} is on Free`,
          text: `The renewal of your ${event.planName} plan could not be paid and its grace period is over, so your account is now on the Free plan. Your store stays open with the Free plan's limits.\n\nChoose a plan again at ${billing}.`,
          sms: `Kasuwa: your ${event.planName} plan could not be renewed; ${storeName} is now on the Free plan. Renew from your dashboard.`,
        };
      }
      return {
        subject: `Your Kasuwa ${event.planName} renewal failed`,
        text: `We could not take the renewal payment for your ${event.planName} plan${event.reason ? ` (${event.reason})` : ''}. Your plan keeps working${until}; we will try again. To avoid moving to the Free plan, replace your card at ${billing}.`,
        sms: `Kasuwa: the ${event.planName} renewal payment for ${storeName} failed. Your plan works${until}; replace your card in the dashboard.`,
      };
    }
  }
}

/**
 * The WhatsApp templates Kasuwa registers for transactional messages (Meta's UTILITY category), each with
 * its body as approved; `{{n}}` are filled in order. Vendors get one template whose text is the SMS's.
 */
export const WHATSAPP_NOTIFICATION_TEMPLATES = {
  kasuwa_store_alert: 'Kasuwa alert for {{1}}: {{2}}',
  order_received: '{{1}}: we received your order #{{2}} ({{3}}). Follow it here: {{4}}',
  order_shipped: '{{1}} has shipped your order #{{2}} ({{3}}). Follow it here: {{4}}',
  order_delivered:
    '{{1}} marked your order #{{2}} as delivered. Your payment stays in escrow until you confirm you received it: {{3}}',
} as const;
type NotificationTemplate = keyof typeof WHATSAPP_NOTIFICATION_TEMPLATES;

function whatsappTemplate(name: NotificationTemplate, params: string[]) {
  return {
    template: { name, language: 'en', params },
    text: WHATSAPP_NOTIFICATION_TEMPLATES[name].replace(
      /\{\{(\d+)\}\}/g,
      (_m, n: string) => params[Number(n) - 1] ?? '',
    ),
  };
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
    const phone = vendorPhone(prefs, contacts);
    const id = phone ? await queueSms(ctx.db, { to: phone, text: content.sms, template, storeId }) : null;
    if (id !== null) ids.push(id);
  }
  if (channels.whatsapp) {
    const phone = vendorPhone(prefs, contacts);
    const message = whatsappTemplate('kasuwa_store_alert', [contacts.name, content.sms]);
    const id = phone ? await queueWhatsApp(ctx.db, { to: phone, ...message, storeId }) : null;
    if (id !== null) ids.push(id);
  }
  return ids;
}

async function findAccountPhone(ctx: DbContext, userId: number): Promise<string | null> {
  const account = await getAccount(ctx, userId);
  return account?.phone ? normalisePhone(account.phone) : null;
}

function vendorPhone(
  prefs: NotificationPreferences,
  contacts: { storePhone: string; ownerPhone: string | null },
): string | undefined {
  return [prefs.smsPhone, contacts.storePhone, contacts.ownerPhone ?? ''].find((p) => p && normalisePhone(p));
}

/**
 * Tells an account's owner about a plan renewal problem (the plan is the account's, shared by its
 * stores). The billing e-mail, which the caller writes because it carries the card and the amount, is
 * the e-mail channel: sent once, to the billing address, when any of the account's stores keeps the
 * e-mail switch on. SMS and WhatsApp go once per distinct number the stores' choices lead to. An account
 * without a store has no choices yet: the defaults hold (e-mail, and SMS to the owner's phone).
 */
export async function notifyAccount(
  ctx: DbContext & { config?: Pick<Config, 'publicUrl'> },
  userId: number,
  event: Extract<VendorEvent, { kind: 'plan_renewal' }>,
  email: { to: string; subject: string; text: string; template: string },
): Promise<number[]> {
  const owned = await accountStores(ctx, userId);
  const dashboard = ctx.config ? `${ctx.config.publicUrl}/dashboard` : null;
  const ids: number[] = [];
  const sent = { sms: new Set<string>(), whatsapp: new Set<string>() };
  let emailOn = owned.length === 0;
  for (const store of owned) {
    const contacts = await findStoreContacts(ctx, store.id);
    if (!contacts) continue;
    const prefs = await getPreferences({ db: ctx.db, storeId: store.id });
    const channels = prefs.events[event.kind];
    emailOn ||= channels.email;
    const phone = normalisePhone(vendorPhone(prefs, contacts) ?? '');
    if (!phone) continue;
    const content = contentOf(event, contacts.name, dashboard);
    const template = 'plan-renewal-vendor';
    if (channels.sms && !sent.sms.has(phone)) {
      sent.sms.add(phone);
      const id = await queueSms(ctx.db, { to: phone, text: content.sms, template, storeId: store.id });
      if (id !== null) ids.push(id);
    }
    if (channels.whatsapp && !sent.whatsapp.has(phone)) {
      sent.whatsapp.add(phone);
      const message = whatsappTemplate('kasuwa_store_alert', [contacts.name, content.sms]);
      const id = await queueWhatsApp(ctx.db, { to: phone, ...message, storeId: store.id });
      if (id !== null) ids.push(id);
    }
  }
  if (owned.length === 0) {
    const owner = await findAccountPhone(ctx, userId);
    const text = contentOf(event, 'your account', dashboard).sms;
    const id = owner ? await queueSms(ctx.db, { to: owner, text, template: 'plan-renewal-vendor' }) : null;
    if (id !== null) ids.push(id);
  }
  if (emailOn && email.to) ids.push(await queueEmail(ctx.db, email));
  return ids;
}

/** What a customer is told on WhatsApp about their order, when the store turned it on. */
export type CustomerOrderUpdate =
  | { kind: 'order_received'; number: number; total: number; currency: string; trackingUrl: string }
  | { kind: 'order_shipped'; number: number; carrier: string; trackingNumber: string; trackingUrl: string }
  | { kind: 'order_delivered'; number: number; confirmUrl: string };

/** Whether the store chose WhatsApp for its customers' order messages. */
export async function customerWhatsAppOn(ctx: DbContext, storeId: number): Promise<boolean> {
  return (await getPreferences({ db: ctx.db, storeId })).customerWhatsApp;
}

/**
 * Tells a customer about their order by WhatsApp, in the caller's transaction, when the store turned
 * WhatsApp on for its customers. Null, with nothing written, when it did not or the number is unusable:
 * the caller then keeps its e-mail/SMS behaviour.
 */
export async function whatsAppCustomer(
  ctx: DbContext,
  storeId: number,
  phone: string,
  update: CustomerOrderUpdate,
): Promise<number | null> {
  if (!phone || !normalisePhone(phone) || !(await customerWhatsAppOn(ctx, storeId))) return null;
  const contacts = await findStoreContacts(ctx, storeId);
  if (!contacts) return null;
  const message =
    update.kind === 'order_received'
      ? whatsappTemplate('order_received', [
          contacts.name,
          String(update.number),
          smsMoney(update.total, update.currency),
          update.trackingUrl,
        ])
      : update.kind === 'order_shipped'
        ? whatsappTemplate('order_shipped', [
            contacts.name,
            String(update.number),
            [update.carrier, update.trackingNumber && `tracking number ${update.trackingNumber}`]
              .filter(Boolean)
              .join(', ') || 'no tracking number given',
            update.trackingUrl,
          ])
        : whatsappTemplate('order_delivered', [contacts.name, String(update.number), update.confirmUrl]);
  return queueWhatsApp(ctx.db, { to: phone, ...message, storeId });
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
