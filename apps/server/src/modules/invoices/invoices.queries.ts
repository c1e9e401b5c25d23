import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import type { DocumentKind } from './documents.content';
import { documentCounters, documents, invoiceSettings, invoices } from './invoices.schema';

/**
 * The store's next number of a kind. The upsert takes the counter row's lock until the caller's
 * transaction ends, so it must run inside the transaction that writes the document.
 */
export async function bumpCounter(ctx: StoreScope, kind: DocumentKind): Promise<number> {
  const [row] = await scoped(ctx)
    .insert(documentCounters, { kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.storeId, documentCounters.kind],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ n: documentCounters.lastNumber });
  return row!.n;
}

export async function insertDocument(
  ctx: StoreScope,
  values: Omit<typeof documents.$inferInsert, 'storeId'>,
) {
  const [row] = await scoped(ctx).insert(documents, values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function documentBySource(db: DbOrTx, kind: string, sourceKey: string) {
  // tenant-scope: a payment reference or refund id is unique across stores.
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.kind, kind), eq(documents.sourceKey, sourceKey)));
  return row ?? null;
}

export async function documentByAccessToken(db: DbOrTx, token: string) {
  // tenant-scope: the customer's secret link names the document, not the store.
  const [row] = await db.select().from(documents).where(eq(documents.accessToken, token));
  return row ?? null;
}

export async function documentOf(ctx: StoreScope, id: string) {
  const [row] = await scoped(ctx).select(documents, eq(documents.id, id));
  return row ?? null;
}

export function documentsOfOrder(ctx: StoreScope, orderId: string) {
  return scoped(ctx).select(documents, eq(documents.orderId, orderId)).orderBy(asc(documents.issuedAt));
}

export function documentsOfOrderAnyStore(db: DbOrTx, orderId: string) {
  // tenant-scope: the tracking page knows the order by its secret token; the caller checked the store.
  return db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.issuedAt));
}

export function documentsBetween(ctx: StoreScope, from: Date, to: Date, kinds: string[]) {
  return scoped(ctx)
    .select(
      documents,
      gte(documents.issuedAt, from),
      lt(documents.issuedAt, to),
      inArray(documents.kind, kinds),
    )
    .orderBy(asc(documents.issuedAt), asc(documents.number));
}

export async function settingsOf(ctx: StoreScope) {
  const [row] = await scoped(ctx).select(invoiceSettings);
  return row ?? null;
}

export async function upsertSettings(
  ctx: StoreScope,
  values: { address: string; pricesIncludeVat: boolean },
) {
  const [row] = await scoped(ctx)
    .insert(invoiceSettings, values)
    .onConflictDoUpdate({ target: invoiceSettings.storeId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function insertInvoice(ctx: StoreScope, values: Omit<typeof invoices.$inferInsert, 'storeId'>) {
  const [row] = await scoped(ctx).insert(invoices, values).returning();
  return row!;
}

export async function invoiceOf(ctx: StoreScope, id: string, lock = false) {
  const query = scoped(ctx).select(invoices, eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateInvoice(
  ctx: StoreScope,
  id: string,
  values: Partial<Omit<typeof invoices.$inferInsert, 'storeId' | 'id'>>,
) {
  const [row] = await scoped(ctx)
    .update(invoices, { ...values, updatedAt: new Date() }, eq(invoices.id, id))
    .returning();
  return row!;
}

export interface InvoiceFilter {
  status?: string;
  from?: Date;
  to?: Date;
}

export function listInvoices(ctx: StoreScope, filter: InvoiceFilter) {
  return scoped(ctx)
    .select(
      invoices,
      filter.status ? eq(invoices.status, filter.status) : undefined,
      filter.from ? gte(invoices.createdAt, filter.from) : undefined,
      filter.to ? lt(invoices.createdAt, filter.to) : undefined,
    )
    .orderBy(desc(invoices.createdAt))
    .limit(500);
}

export function issuedInvoicesBetween(ctx: StoreScope, from: Date, to: Date) {
  return scoped(ctx)
    .select(invoices, gte(invoices.issuedAt, from), lt(invoices.issuedAt, to))
    .orderBy(asc(invoices.issuedAt));
}

export async function invoiceByToken(db: DbOrTx, token: string, lock = false) {
  // tenant-scope: the customer's secret link names the invoice, not the store.
  const query = db.select().from(invoices).where(eq(invoices.publicToken, token));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function invoiceOfOrder(db: DbOrTx, orderId: string) {
  // tenant-scope: a payment names its order by id, unique across stores.
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  return row ?? null;
}

/** Who the store's issued invoices (sent or paid, never drafts or voided ones) were made out to. */
export function issuedInvoiceContacts(ctx: StoreScope) {
  return scoped(ctx).pick(
    {
      name: invoices.customerName,
      phone: invoices.customerPhone,
      email: invoices.customerEmail,
      at: sql<Date>`coalesce(${invoices.issuedAt}, ${invoices.createdAt})`.mapWith(invoices.createdAt),
    },
    invoices,
    inArray(invoices.status, ['sent', 'paid']),
  );
}
