// Who is told what, on which channel: the words themselves are the message catalogue's (modules/messages);
// this file passes it ids and data.
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type MessageListQuery,
  type MessageLogEntry,
  type MessagingChannels,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
  normalisePhone,
  notificationPreferencesSchema,
  type VendorNotification,
} from '@kasuwa/contracts';
import type { Config } from '../../config';
import type { DbContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { queueSms } from '../../platform/sms/outbox';
import type { StoreScope } from '../../platform/tenant';
import { queueWhatsApp } from '../../platform/whatsapp';
import { getAccount } from '../admin-users';
import { type Locale, localeOr, t, whatsappMessage } from '../messages';
import { accountStores, findStoreContacts } from '../stores';
import {
  type CustomerText,
  contentOf,
  customerSms,
  type DisputeUpdate,
  disputeContent,
  money,
  type VendorEvent,
} from './messaging.content';
import * as q from './messaging.queries';

export type { CustomerText, DisputeUpdate, VendorEvent };

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
  return withDefaults(await q.storedPreferences(ctx));
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
    const tx = { db, storeId: ctx.storeId };
    // The row locked before it is read, so two saves of one store apply one after the other.
    const current = withDefaults(await q.lockPreferences(tx, DEFAULT_NOTIFICATION_PREFERENCES));
    const next: NotificationPreferences = {
      smsPhone: patch.smsPhone ?? current.smsPhone,
      customerWhatsApp: patch.customerWhatsApp ?? current.customerWhatsApp,
      events: { ...current.events },
    };
    for (const [event, channels] of Object.entries(patch.events ?? {})) {
      const key = event as VendorNotification;
      next.events[key] = { ...next.events[key], ...channels };
    }
    await q.savePreferences(tx, next);
    return next;
  });
}

export async function listMessages(ctx: StoreScope, query: MessageListQuery) {
  const { rows, total } = await q.messageLog(ctx, query);
  return { items: rows.map(toLogEntry), total, page: query.page, limit: query.limit };
}

function toLogEntry(row: q.MessageRow): MessageLogEntry {
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
  const locale = localeOr(contacts.ownerLocale);
  const dashboard = ctx.config ? `${ctx.config.publicUrl}/dashboard` : null;
  const content = contentOf(event, contacts.name, dashboard, locale);
  const ids: number[] = [];
  const template = `${event.kind.replaceAll('_', '-')}-vendor`;
  if (channels.email && contacts.ownerEmail) {
    ids.push(
      await queueEmail(ctx.db, {
        to: contacts.ownerEmail,
        subject: content.subject,
        text: content.text,
        html: content.html,
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
    const message = whatsappMessage(
      'kasuwa_store_alert',
      { store: contacts.name, alert: content.sms },
      locale,
    );
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
  email: { to: string; subject: string; text: string; html?: string; template: string },
): Promise<number[]> {
  const owned = await accountStores(ctx, userId);
  // The plan is the account's: its texts are in the account owner's language.
  const locale = localeOr((await getAccount(ctx, userId))?.locale);
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
    const content = contentOf(event, contacts.name, dashboard, locale);
    const template = 'plan-renewal-vendor';
    if (channels.sms && !sent.sms.has(phone)) {
      sent.sms.add(phone);
      const id = await queueSms(ctx.db, { to: phone, text: content.sms, template, storeId: store.id });
      if (id !== null) ids.push(id);
    }
    if (channels.whatsapp && !sent.whatsapp.has(phone)) {
      sent.whatsapp.add(phone);
      const message = whatsappMessage(
        'kasuwa_store_alert',
        { store: contacts.name, alert: content.sms },
        locale,
      );
      const id = await queueWhatsApp(ctx.db, { to: phone, ...message, storeId: store.id });
      if (id !== null) ids.push(id);
    }
  }
  if (owned.length === 0) {
    const owner = await findAccountPhone(ctx, userId);
    const text = contentOf(event, t('vendor.your_account', {}, locale), dashboard, locale).sms;
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
  /** The order's language (orders.locale). */
  locale?: Locale,
): Promise<number | null> {
  if (!phone || !normalisePhone(phone) || !(await customerWhatsAppOn(ctx, storeId))) return null;
  const contacts = await findStoreContacts(ctx, storeId);
  if (!contacts) return null;
  const store = contacts.name;
  const language = locale ?? localeOr(contacts.defaultLocale);
  const message =
    update.kind === 'order_received'
      ? whatsappMessage(
          'order_received',
          {
            store,
            number: update.number,
            total: money(update.total, update.currency),
            url: update.trackingUrl,
          },
          language,
        )
      : update.kind === 'order_shipped'
        ? whatsappMessage(
            'order_shipped',
            {
              store,
              number: update.number,
              shipping: t(
                'whatsapp.shipping',
                { carrier: update.carrier || null, tracking: update.trackingNumber || null },
                language,
              ),
              url: update.trackingUrl,
            },
            language,
          )
        : whatsappMessage(
            'order_delivered',
            { store, number: update.number, url: update.confirmUrl },
            language,
          );
  return queueWhatsApp(ctx.db, { to: phone, ...message, storeId });
}

/**
 * Texts a customer, in the caller's transaction (the SMS exists exactly when the event commits).
 * Null, with nothing written, when the number cannot take an SMS.
 */
export async function textCustomer(
  ctx: DbContext,
  storeId: number,
  /** `locale`: the order's language, else the store's default (an invoice without an order). */
  to: { phone: string; storeName: string; locale?: Locale },
  text: CustomerText,
): Promise<number | null> {
  const locale = to.locale ?? localeOr((await findStoreContacts(ctx, storeId))?.defaultLocale);
  return queueSms(ctx.db, {
    to: to.phone,
    text: customerSms(to.storeName, text, locale),
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
    onDelivery?: boolean;
    locale: Locale;
  },
): Promise<number | null> {
  const { phone, storeName, locale, ...rest } = order;
  return textCustomer(ctx, storeId, { phone, storeName, locale }, { kind: 'order_received', ...rest });
}

/**
 * Tells the customer of an order about their dispute, by e-mail when they gave one, else by SMS, in
 * the caller's transaction.
 */
export async function tellCustomerAboutDispute(
  ctx: DbContext,
  storeId: number,
  /** `locale`: the order's language. */
  to: { email: string; phone: string; locale: Locale },
  update: DisputeUpdate,
): Promise<number | null> {
  const contacts = await findStoreContacts(ctx, storeId);
  if (!contacts) return null;
  const content = disputeContent(contacts.name, update, to.locale);
  const template = update.kind.replaceAll('_', '-');
  if (to.email) {
    return queueEmail(ctx.db, {
      to: to.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      template,
      storeId,
    });
  }
  return queueSms(ctx.db, { to: to.phone, text: content.sms, template, storeId });
}
