import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentContent, InvoiceLine, StoreSnapshot } from './documents.content';

/**
 * The last number issued per store and kind of document. The issuing transaction bumps the row with
 * one upsert, which holds the row lock until commit: concurrent issuers queue behind it, and a rolled
 * back issue gives its number back, so the numbers have no gap and no repeat.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    storeId: integer('store_id').notNull(),
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind] })],
);

/**
 * An issued receipt or credit note. `content` is the snapshot the PDF is drawn from; nothing updates
 * a row once written, so the document reads the same forever.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    /** receipt | credit_note */
    kind: text('kind').notNull(),
    number: integer('number').notNull(),
    orderId: uuid('order_id').notNull(),
    /** The payment attempt's reference (receipts) or the refund's id (credit notes). */
    sourceKey: text('source_key').notNull(),
    /** The receipt a credit note corrects. */
    receiptId: uuid('receipt_id'),
    currency: text('currency').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    content: jsonb('content').$type<DocumentContent>().notNull(),
    /** The secret in the customer's download link (e-mail, tracking page). */
    accessToken: text('access_token').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_store_kind_number_key').on(t.storeId, t.kind, t.number),
    // One receipt per payment and one credit note per refund: a replayed confirmation issues nothing.
    uniqueIndex('documents_kind_source_key').on(t.kind, t.sourceKey),
    uniqueIndex('documents_access_token_key').on(t.accessToken),
    index('documents_store_issued_idx').on(t.storeId, t.issuedAt),
    index('documents_store_order_idx').on(t.storeId, t.orderId),
  ],
);

/** A store's settings for its documents: the address they print and whether prices include VAT. */
export const invoiceSettings = pgTable('invoice_settings', {
  storeId: integer('store_id').primaryKey(),
  address: text('address').notNull().default(''),
  pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A vendor's invoice. A draft can change; sending issues it (number, frozen amounts) and after that
 * only its status moves: sent → paid, or → void (a correction is a new invoice).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    /** draft | sent | paid | void; "overdue" is a sent invoice past its due date, derived when read. */
    status: text('status').notNull().default('draft'),
    number: integer('number'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    delivery: bigint('delivery', { mode: 'number' }).notNull().default(0),
    vat: boolean('vat').notNull().default(true),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(false),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull(),
    vatTotal: bigint('vat_total', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** The channels the link went out on (each send adds to them); the reminders follow them. */
    sentByEmail: boolean('sent_by_email').notNull().default(false),
    sentBySms: boolean('sent_by_sms').notNull().default(false),
    /** The store as the invoice printed it when it was sent; drafts show the store as it is. */
    store: jsonb('store').$type<StoreSnapshot>(),
    /** The secret in the customer's link; kept readable so the vendor can send the link again. */
    publicToken: text('public_token').notNull(),
    /** The order that carries the payment, created when the customer starts paying. */
    orderId: uuid('order_id'),
    orderToken: text('order_token'),
    /** The voided invoice this one corrects. */
    replacesId: uuid('replaces_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_store_number_key').on(t.storeId, t.number).where(sql`${t.number} is not null`),
    uniqueIndex('invoices_public_token_key').on(t.publicToken),
    index('invoices_store_created_idx').on(t.storeId, t.createdAt),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
