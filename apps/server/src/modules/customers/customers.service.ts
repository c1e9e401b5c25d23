/**
 * The store's customers (issue 18): who bought or was invoiced, built from the orders (the orders module
 * answers the figures) and the issued invoices (the invoices module names them), with the tags, notes
 * and marketing consent the store keeps here. A customer is their normalised phone number, the one thing
 * every order has.
 */
import {
  type Customer,
  type CustomerListQuery,
  type CustomerPatch,
  type MarketingConsentState,
  normalisePhone,
  toDecimalString,
} from '@kasuwa/contracts';
import { storeTime } from '@kasuwa/storefront';
import { stringify } from 'csv-stringify/sync';
import type { DbContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { StoreScope } from '../../platform/tenant';
import { invoiceCustomers } from '../invoices';
import { customersFromOrders, type OrderCustomer } from '../orders';
import { storeCurrency } from '../stores';
import * as q from './customers.queries';
import type { CustomerProfileRow } from './customers.schema';

/** The phone numbers a tag or consent filter keeps, or undefined when the list is not filtered by them. */
async function profileFilter(ctx: StoreScope, query: Pick<CustomerListQuery, 'tag' | 'consented'>) {
  if (query.tag === undefined && query.consented === undefined) return {};
  if (query.tag !== undefined) return { only: await q.phonesWithTag(ctx, query.tag, query.consented) };
  const consenting = await q.consentingPhones(ctx);
  return query.consented ? { only: consenting } : { except: consenting };
}

/** No profile: a customer who ordered and did not tick the box at checkout, which is a no. */
function consentState(profile: CustomerProfileRow | undefined): MarketingConsentState {
  if (!profile) return 'no';
  if (profile.marketingConsent === null) return 'unknown';
  return profile.marketingConsent ? 'yes' : 'no';
}

/** The contacts the store imported, for the list beside its order and invoice customers. */
async function contactsOf(ctx: StoreScope) {
  const rows = await q.importedContacts(ctx);
  return rows.flatMap((r) => (r.at ? [{ phone: r.phone, name: r.name, email: r.email, at: r.at }] : []));
}

function toCustomer(c: OrderCustomer, currency: string, profile: CustomerProfileRow | undefined): Customer {
  return {
    phone: c.phone,
    name: c.name,
    email: c.email,
    orders: c.orders,
    invoices: c.invoices,
    totalSpent: c.totalSpent,
    currency,
    firstOrderAt: c.firstOrderAt.toISOString(),
    lastOrderAt: c.lastOrderAt.toISOString(),
    tags: profile?.tags ?? [],
    notes: profile?.notes ?? '',
    marketingConsent: profile?.marketingConsent === true,
    consent: consentState(profile),
    importedAt: profile?.importedAt?.toISOString() ?? null,
    consentUpdatedAt: profile?.consentUpdatedAt?.toISOString() ?? null,
  };
}

async function profilesOf(ctx: StoreScope, phones: string[]) {
  if (phones.length === 0) return new Map<string, CustomerProfileRow>();
  const rows = await q.profilesOf(ctx, phones);
  return new Map(rows.map((r) => [r.phone, r]));
}

export async function listCustomers(ctx: StoreScope, query: CustomerListQuery) {
  const [currency, filter, invoices, contacts] = await Promise.all([
    storeCurrency(ctx),
    profileFilter(ctx, query),
    invoiceCustomers(ctx),
    contactsOf(ctx),
  ]);
  const found = await customersFromOrders(ctx, currency, {
    ...filter,
    invoices,
    contacts,
    search: query.search,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const profiles = await profilesOf(
    ctx,
    found.items.map((c) => c.phone),
  );
  return {
    items: found.items.map((c) => toCustomer(c, currency, profiles.get(c.phone))),
    total: found.total,
    page: query.page,
    limit: query.limit,
  };
}

/** One customer, by the phone number in any form people type it; 404 when they never ordered nor were invoiced. */
export async function getCustomer(ctx: StoreScope, rawPhone: string): Promise<Customer> {
  const phone = normalisePhone(rawPhone);
  if (!phone) throw errors.notFound('customer');
  const [currency, invoiced, contacts] = await Promise.all([
    storeCurrency(ctx),
    invoiceCustomers(ctx),
    contactsOf(ctx),
  ]);
  const found = await customersFromOrders(ctx, currency, {
    invoices: invoiced.filter((i) => i.phone === phone),
    contacts: contacts.filter((c) => c.phone === phone),
    search: '',
    sort: 'recent',
    limit: 1,
    offset: 0,
    only: [phone],
  });
  const customer = found.items[0];
  if (!customer) throw errors.notFound('customer');
  return toCustomer(customer, currency, (await profilesOf(ctx, [phone])).get(phone));
}

export async function updateCustomer(
  ctx: StoreScope,
  rawPhone: string,
  patch: CustomerPatch,
): Promise<Customer> {
  const customer = await getCustomer(ctx, rawPhone);
  const now = new Date();
  const changes = {
    ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
    ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
    ...(patch.marketingConsent === false && customer.consent !== 'no'
      ? { marketingConsent: false, consentUpdatedAt: now }
      : {}),
  };
  await q.upsertProfile(ctx, customer.phone, changes, now);
  return getCustomer(ctx, customer.phone);
}

/**
 * The customer ticked "send me offers" at checkout: recorded in the order's transaction. An unticked
 * box changes nothing: not asking again is not a withdrawal.
 */
export async function recordMarketingConsent(ctx: StoreScope, phone: string): Promise<void> {
  await q.giveConsent(ctx, phone, new Date());
}

/** The customers who agree to marketing (with this tag, when given), for a campaign's audience. */
export async function consentingPhones(ctx: StoreScope, tag?: string): Promise<string[]> {
  return q.consentingPhones(ctx, tag);
}

/** Whether the customer agrees to marketing now: asked again right before each campaign message goes. */
export async function agreesToMarketing(ctx: StoreScope, phone: string): Promise<boolean> {
  return (await q.consentOf(ctx, phone)) === true;
}

/** The key of each customer's unsubscribe link. */
export async function optOutTokens(ctx: StoreScope, phones: string[]): Promise<Map<string, string>> {
  if (phones.length === 0) return new Map();
  const rows = await q.optOutTokensOf(ctx, phones);
  return new Map(rows.map((r) => [r.phone, r.token]));
}

/** Who an unsubscribe link belongs to, in this store; null for a link of another store or none. */
export async function findByOptOutToken(ctx: StoreScope, token: string) {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return null;
  return q.findByOptOutToken(ctx, token.toLowerCase());
}

/** The customer used their unsubscribe link: consent withdrawn at once. False when the link is unknown. */
export async function optOutByToken(ctx: StoreScope, token: string): Promise<boolean> {
  const found = await findByOptOutToken(ctx, token);
  if (!found) return false;
  await q.withdrawConsent(ctx, found.phone, new Date());
  return true;
}

/**
 * The customer replied STOP. Campaign texts go out under Kasuwa's sender id, shared by every store, so
 * a reply cannot say which store it answers: consent is withdrawn in every store that had it.
 */
export async function optOutEverywhere(ctx: DbContext, phone: string): Promise<number> {
  return q.withdrawConsentEverywhere(ctx.db, phone, new Date());
}

export const CUSTOMER_CSV_COLUMNS = [
  'name',
  'phone',
  'email',
  'orders',
  'total_spent',
  'currency',
  'first_order',
  'last_order',
  'tags',
  'notes',
  'marketing_consent',
  'invoices',
] as const;

/** Every customer matching the list's filters as CSV (amounts in major units, times in the store's zone). */
export async function customersCsv(ctx: StoreScope, query: CustomerListQuery): Promise<string> {
  const rows: string[][] = [];
  const limit = 500;
  for (let page = 1; ; page++) {
    const batch = await listCustomers(ctx, { ...query, page, limit });
    for (const c of batch.items) {
      rows.push([
        c.name,
        c.phone,
        c.email,
        String(c.orders),
        toDecimalString(c.totalSpent, c.currency),
        c.currency,
        storeTime(c.firstOrderAt),
        storeTime(c.lastOrderAt),
        c.tags.join('; '),
        c.notes,
        c.consent,
        String(c.invoices),
      ]);
    }
    if (page * limit >= batch.total) break;
  }
  return stringify([[...CUSTOMER_CSV_COLUMNS], ...rows]);
}
