import type { CustomerSort, OrderStatus } from '@kasuwa/contracts';
import { and, asc, type SQL, sql } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { orderItems, orders } from './orders.schema';

/** Orders that were paid and stayed paid: what a customer has bought from the store. */
const KEPT: OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered', 'completed'];
const kept = sql`${orders.status} in (${sql.join(
  KEPT.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** An invoice customer listed beside the order customers (see `InvoiceContact` in the service). */
export interface InvoiceContactRow {
  phone: string;
  name: string;
  email: string;
  at: Date;
}

export interface CustomerRowsQuery {
  search: string;
  sort: CustomerSort;
  limit: number;
  offset: number;
  only?: string[];
  except?: string[];
  invoices: InvoiceContactRow[];
  /** Contacts the store imported: listed as customers with no order and no invoice. */
  contacts: InvoiceContactRow[];
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
 * applied per order in SQL numerics); the amounts shown are converted exactly by the service.
 */
function approxInStoreCurrency(storeCurrency: string): SQL {
  const micros = sql`(${orders.exchangeRate}->>'rateMicros')::numeric`;
  return sql`case
    when ${orders.currency} = ${storeCurrency} or ${orders.exchangeRate} is null then ${orders.total}::numeric
    when upper(${orders.exchangeRate}->>'base') = ${orders.currency} then ${orders.total} * ${micros} / 1000000
    else ${orders.total} * 1000000 / ${micros} end`;
}

export interface CustomerRow extends Record<string, unknown> {
  phone: string;
  name: string;
  email: string | null;
  orders: number;
  invoices: number;
  first_at: Date | string;
  last_at: Date | string;
}

/**
 * One page of the store's customers, one row per phone number, from its orders and the invoice
 * customers passed in: the latest name and e-mail, kept orders, invoices, first and last date; and how
 * many phone numbers match in all.
 */
export async function customerRows(
  ctx: StoreScope,
  storeCurrency: string,
  query: CustomerRowsQuery,
): Promise<{ total: number; rows: CustomerRow[] }> {
  const asJson = (rows: InvoiceContactRow[], invoice: number) =>
    rows.map((i) => ({ phone: i.phone, name: i.name, email: i.email, at: i.at.toISOString(), invoice }));
  const extra = JSON.stringify([...asJson(query.invoices, 1), ...asJson(query.contacts, 0)]);
  // Orders, invoice customers and imported contacts as one set of rows: each order (kept or not),
  // each invoice, each contact.
  // tenant-scope: the orders part is the context's store only (store_id = ctx.storeId below).
  const src = sql`(
    select ${orders.phone} as phone, ${orders.customerName} as name, ${orders.email} as email,
      ${orders.createdAt} as at, (${kept}) as kept, 0 as invoice,
      case when ${kept} then ${approxInStoreCurrency(storeCurrency)} else 0 end as spent
    from ${orders} where ${orders.storeId} = ${ctx.storeId}
    union all
    select x.phone, x.name, x.email, x.at, false, x.invoice, 0
    from jsonb_to_recordset(${extra}::jsonb)
      as x(phone text, name text, email text, at timestamptz, invoice int)
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
  return { total: Number(total), rows };
}

/** The kept orders of these phone numbers, summed per phone, currency and exchange rate. */
export function keptTotalsByPhone(ctx: StoreScope, phones: string[]) {
  return scoped(ctx)
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
}

export interface AudienceRowsQuery {
  phones: string[];
  productIds?: string[];
  inactiveSince?: Date;
}

/**
 * Those of the phone numbers whose orders match: none since `inactiveSince`, a kept order holding one
 * of `productIds`. With the latest name and e-mail each gave, in phone order.
 */
export function audienceRows(ctx: StoreScope, query: AudienceRowsQuery) {
  const having = [
    query.inactiveSince ? sql`max(${orders.createdAt}) < ${query.inactiveSince}` : undefined,
    query.productIds
      ? sql`bool_or(${kept} and exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
          and ${orderItems.productId} = any(${sql.param(query.productIds)}::uuid[])))`
      : undefined,
  ].filter((c) => c !== undefined);
  return scoped(ctx)
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
}
