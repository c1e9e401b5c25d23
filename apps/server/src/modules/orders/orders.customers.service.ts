import { type CustomerSort, convertMinor, type OrderExchangeRate, type OrderStatus } from '@kasuwa/contracts';
import { and, asc, countDistinct, desc, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
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
  totalSpent: number;
  firstOrderAt: Date;
  lastOrderAt: Date;
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
}

/** `%`, `_` and `\` typed into a search match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const conditions = [
    sql`${orders.customerName} ilike ${pattern}`,
    sql`${orders.email} ilike ${pattern}`,
    sql`${orders.phone} like ${pattern}`,
  ];
  // "0803 123" finds +234803123…: digits compared without the trunk 0 and the separators.
  const digits = search.replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(digits))
    conditions.push(sql`${orders.phone} like ${likePattern(digits.replace(/^0/, ''))}`);
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

/**
 * The store's customers as its orders know them, one per phone number: the latest name and e-mail they
 * gave, the orders they kept and what those came to in the store's currency, first and last order.
 */
export async function customersFromOrders(
  ctx: StoreScope,
  storeCurrency: string,
  query: OrderCustomerQuery,
): Promise<{ total: number; items: OrderCustomer[] }> {
  if (query.only && query.only.length === 0) return { total: 0, items: [] };
  const filter = [
    searchCondition(query.search),
    query.only ? inArray(orders.phone, query.only) : undefined,
    query.except && query.except.length > 0 ? notInArray(orders.phone, query.except) : undefined,
  ];
  const keptCount = sql<number>`count(*) filter (where ${kept})::int`;
  const spent = sql`coalesce(sum(${approxInStoreCurrency(storeCurrency)}) filter (where ${kept}), 0)`;
  const name = sql<string>`(array_agg(${orders.customerName} order by ${orders.createdAt} desc))[1]`;
  const order: Record<CustomerSort, SQL[]> = {
    recent: [desc(sql`max(${orders.createdAt})`)],
    orders: [desc(keptCount), desc(sql`max(${orders.createdAt})`)],
    spent: [desc(spent), desc(sql`max(${orders.createdAt})`)],
    name: [asc(sql`lower(${name})`)],
  };
  const s = scoped(ctx);
  const [rows, [total]] = await Promise.all([
    s
      .pick(
        {
          phone: orders.phone,
          name,
          email: sql<
            string | null
          >`(array_agg(${orders.email} order by ${orders.createdAt} desc) filter (where ${orders.email} <> ''))[1]`,
          orders: keptCount,
          firstOrderAt: sql<Date>`min(${orders.createdAt})`.mapWith(orders.createdAt),
          lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
        },
        orders,
        ...filter,
      )
      .groupBy(orders.phone)
      .orderBy(...order[query.sort], asc(orders.phone))
      .limit(query.limit)
      .offset(query.offset),
    s.pick({ n: countDistinct(orders.phone) }, orders, ...filter),
  ]);
  const spentBy = await spentByPhone(
    ctx,
    storeCurrency,
    rows.map((r) => r.phone),
  );
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      phone: r.phone,
      name: r.name,
      email: r.email ?? '',
      orders: r.orders,
      totalSpent: spentBy.get(r.phone) ?? 0,
      firstOrderAt: r.firstOrderAt,
      lastOrderAt: r.lastOrderAt,
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
