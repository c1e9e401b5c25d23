import { type CustomerSort, convertMinor, type OrderExchangeRate, type OrderStatus } from '@kasuwa/contracts';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { orderItems, orders } from './orders.schema';

/** Orders that were paid and stayed paid: what a customer has bought from the store. */
const KEPT: OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered', 'completed'];
const kept = sql`${orders.status} in (${sql.join(
  KEPT.map((s) => sql`${s}`),
  sql`, `,
)})`;

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
}

/** `%`, `_` and `\` typed into a search match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const conditions = [
    sql`src.name ilike ${pattern}`,
    sql`src.email ilike ${pattern}`,
    sql`src.phone like ${pattern}`,
  ];
  // "0803 123" finds +234803123…: digits compared without the trunk 0 and the separators.
  const digits = search.replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(digits)) conditions.push(sql`src.phone like ${likePattern(digits.replace(/^0/, ''))}`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * An order's total in the store's currency, for ordering the list by spending. Approximate (a rate is
 * applied per order in SQL numerics); the amounts shown are converted exactly by `convertMinor`.
 */
function approxInStoreCurrency(storeCurrency: string): SQL {
  const micros = sql`(${orders.exchangeRate}->>'rateMicros')::numeric`;
  return sql`case
    when ${orders.currency} = ${storeCurrency} or ${orders.exchangeRate} is null then ${orders.total}::numeric
    when upper(${orders.exchangeRate}->>'base') = ${orders.currency} then ${orders.total} * ${micros} / 1000000
    else ${orders.total} * 1000000 / ${micros} end`;
}

interface CustomerRow extends Record<string, unknown> {
  phone: string;
  name: string;
  email: string | null;
  orders: number;
  invoices: number;
  first_at: Date | string;
  last_at: Date | string;
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
  const extra = JSON.stringify(
    (query.invoices ?? []).map((i) => ({
      phone: i.phone,
      name: i.name,
      email: i.email,
      at: i.at.toISOString(),
    })),
  );
  // Orders and invoice customers as one set of rows: each order (kept or not), each invoice.
  // tenant-scope: the orders part is the context's store only (store_id = ctx.storeId below).
  const src = sql`(
    select ${orders.phone} as phone, ${orders.customerName} as name, ${orders.email} as email,
      ${orders.createdAt} as at, (${kept}) as kept, 0 as invoice,
      case when ${kept} then ${approxInStoreCurrency(storeCurrency)} else 0 end as spent
    from ${orders} where ${orders.storeId} = ${ctx.storeId}
    union all
    select x.phone, x.name, x.email, x.at, false, 1, 0
    from jsonb_to_recordset(${extra}::jsonb) as x(phone text, name text, email text, at timestamptz)
  ) src`;
  const conditions = [
    searchCondition(query.search),
    query.only ? sql`src.phone = any(${sql.param(query.only)}::text[])` : undefined,
    query.except && query.except.length > 0
      ? sql`not (src.phone = any(${sql.param(query.except)}::text[]))`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const keptCount = sql`count(*) filter (where src.kept)::int`;
  const name = sql`(array_agg(src.name order by src.at desc))[1]`;
  const order: Record<CustomerSort, SQL> = {
    recent: sql`max(src.at) desc`,
    orders: sql`${keptCount} desc, max(src.at) desc`,
    spent: sql`sum(src.spent) desc, max(src.at) desc`,
    name: sql`lower(${name}) asc`,
  };
  const [listed, counted] = await Promise.all([
    ctx.db.execute<CustomerRow>(sql`
      select src.phone, ${name} as name,
        (array_agg(src.email order by src.at desc) filter (where src.email <> ''))[1] as email,
        ${keptCount} as orders, count(*) filter (where src.invoice = 1)::int as invoices,
        min(src.at) as first_at, max(src.at) as last_at
      from ${src} ${where}
      group by src.phone
      order by ${order[query.sort]}, src.phone asc
      limit ${query.limit} offset ${query.offset}`),
    ctx.db.execute<{ n: number }>(sql`select count(distinct src.phone)::int as n from ${src} ${where}`),
  ]);
  const rows = (listed as unknown as { rows: CustomerRow[] }).rows;
  const total = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  const spentBy = await spentByPhone(
    ctx,
    storeCurrency,
    rows.map((r) => r.phone),
  );
  return {
    total: Number(total),
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
  const rows = await scoped(ctx)
    .pick(
      {
        phone: orders.phone,
        currency: orders.currency,
        rate: orders.exchangeRate,
        total: sql<string>`sum(${orders.total})`,
      },
      orders,
      and(sql`${orders.phone} = any(${sql.param(phones)}::text[])`, kept),
    )
    .groupBy(orders.phone, orders.currency, orders.exchangeRate);
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
  const having = [
    query.inactiveSince ? sql`max(${orders.createdAt}) < ${query.inactiveSince}` : undefined,
    query.productIds
      ? sql`bool_or(${kept} and exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
          and ${orderItems.productId} = any(${sql.param(query.productIds)}::uuid[])))`
      : undefined,
  ].filter((c) => c !== undefined);
  const rows = await scoped(ctx)
    .pick(
      {
        phone: orders.phone,
        name: sql<string>`(array_agg(${orders.customerName} order by ${orders.createdAt} desc))[1]`,
        email: sql<
          string | null
        >`(array_agg(${orders.email} order by ${orders.createdAt} desc) filter (where ${orders.email} <> ''))[1]`,
      },
      orders,
      sql`${orders.phone} = any(${sql.param(query.phones)}::text[])`,
    )
    .groupBy(orders.phone)
    .having(having.length ? and(...having) : undefined)
    .orderBy(asc(orders.phone));
  const members = rows.map((r) => ({ phone: r.phone, name: r.name, email: r.email ?? '' }));
  if (query.minSpent === undefined) return members;
  const spent = await spentByPhone(
    ctx,
    storeCurrency,
    members.map((m) => m.phone),
  );
  return members.filter((m) => (spent.get(m.phone) ?? 0) >= (query.minSpent ?? 0));
}
