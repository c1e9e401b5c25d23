import { type CustomerSort, convertMinor, type OrderExchangeRate } from '@kasuwa/contracts';
import type { StoreScope } from '../../platform/tenant';
import { audienceRows, customerRows, keptTotalsByPhone } from './orders.customers.queries';

export interface OrderCustomer {
  phone: string;
  name: string;
  email: string;
  orders: number;
  /** Issued invoices made out to this number (given by the caller: see `InvoiceContact`). */
  invoices: number;
  totalSpent: number;
  firstOrderAt: Date;
  lastOrderAt: Date;
}

/**
 * Someone the store invoiced (one entry per sent or paid invoice). The invoices module owns the
 * invoices, so the caller passes them in. A paid invoice is paid through an order of its own, so its
 * money is already among the kept orders: an invoice adds a person, a name, an e-mail and a date, never
 * an amount (counting it again would count the sale twice).
 */
export interface InvoiceContact {
  phone: string;
  name: string;
  email: string;
  at: Date;
}

export interface OrderCustomerQuery {
  search: string;
  sort: CustomerSort;
  limit: number;
  offset: number;
  /** Only these phone numbers (a tag or consent filter); an empty list matches nobody. */
  only?: string[];
  /** Not these phone numbers. */
  except?: string[];
  /** Invoice customers to list beside the order customers. */
  invoices?: InvoiceContact[];
  /** Imported contacts to list beside them (no order, no invoice, no amount). */
  contacts?: InvoiceContact[];
}

/**
 * The store's customers as its orders (and the invoices the caller passes) know them, one per phone
 * number: the latest name and e-mail they gave, the orders they kept and what those came to in the
 * store's currency, their first and last order or invoice.
 */
export async function customersFromOrders(
  ctx: StoreScope,
  storeCurrency: string,
  query: OrderCustomerQuery,
): Promise<{ total: number; items: OrderCustomer[] }> {
  if (query.only && query.only.length === 0) return { total: 0, items: [] };
  const { total, rows } = await customerRows(ctx, storeCurrency, {
    search: query.search,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
    only: query.only,
    except: query.except,
    invoices: query.invoices ?? [],
    contacts: query.contacts ?? [],
  });
  const spentBy = await spentByPhone(
    ctx,
    storeCurrency,
    rows.map((r) => r.phone),
  );
  return {
    total,
    items: rows.map((r) => ({
      phone: r.phone,
      name: r.name,
      email: r.email ?? '',
      orders: Number(r.orders),
      invoices: Number(r.invoices),
      totalSpent: spentBy.get(r.phone) ?? 0,
      firstOrderAt: new Date(r.first_at),
      lastOrderAt: new Date(r.last_at),
    })),
  };
}

/** What each customer's kept orders came to, summed per currency and rate, converted once per group. */
async function spentByPhone(ctx: StoreScope, storeCurrency: string, phones: string[]) {
  const spent = new Map<string, number>();
  if (phones.length === 0) return spent;
  const rows = await keptTotalsByPhone(ctx, phones);
  for (const row of rows) {
    const amount = Number(row.total);
    const rate = row.rate as OrderExchangeRate | null;
    const converted =
      row.currency === storeCurrency || !rate
        ? amount
        : convertMinor(amount, row.currency, storeCurrency, rate);
    spent.set(row.phone, (spent.get(row.phone) ?? 0) + converted);
  }
  return spent;
}

export interface AudienceQuery {
  /** The candidates (the customers who agreed to marketing); one array parameter however many. */
  phones: string[];
  /** Bought one of these products in an order paid and kept. */
  productIds?: string[];
  /** Placed no order since. */
  inactiveSince?: Date;
  /** Spent at least this much, in the store's currency (converted exactly, as the list shows it). */
  minSpent?: number;
}

export interface AudienceMember {
  phone: string;
  name: string;
  email: string;
}

/** The candidates who match a campaign's segment, with the latest name and e-mail they gave. */
export async function campaignAudience(
  ctx: StoreScope,
  storeCurrency: string,
  query: AudienceQuery,
): Promise<AudienceMember[]> {
  if (query.phones.length === 0 || query.productIds?.length === 0) return [];
  const rows = await audienceRows(ctx, {
    phones: query.phones,
    productIds: query.productIds,
    inactiveSince: query.inactiveSince,
  });
  const members = rows.map((r) => ({ phone: r.phone, name: r.name, email: r.email ?? '' }));
  if (query.minSpent === undefined) return members;
  const spent = await spentByPhone(
    ctx,
    storeCurrency,
    members.map((m) => m.phone),
  );
  return members.filter((m) => (spent.get(m.phone) ?? 0) >= (query.minSpent ?? 0));
}
