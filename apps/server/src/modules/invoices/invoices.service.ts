import {
  type Invoice,
  type InvoiceSendInput,
  type InvoiceSettings,
  type InvoiceStatus,
  type invoiceInputSchema,
  multiply,
  normalisePhone,
} from '@kasuwa/contracts';
import { storeDay } from '@kasuwa/storefront';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Config } from '../../config';
import { randomToken } from '../../platform/auth';
import { errors, fail } from '../../platform/errors';
import { enqueue } from '../../platform/jobs';
import { storefrontUrl } from '../../platform/storefront-url';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { sellableVariants } from '../catalog';
import { tryTransitionOrder } from '../orders';
import { storeOf } from '../stores';
import { type DocumentContent, documentNumber, type InvoiceLine, invoiceTotals } from './documents.content';
import { invoiceReminderJob } from './invoices.jobs';
import { emailInvoice, invoiceLink, textInvoice } from './invoices.mail';
import { invoiceAdjustments } from './invoices.paid';
import * as q from './invoices.queries';
import type { InvoiceRow } from './invoices.schema';
import { storeSnapshot } from './receipts.service';

type InvoiceInput = z.output<typeof invoiceInputSchema>;
type UrlConfig = Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>;

async function storeUrlOf(ctx: StoreScope, config: UrlConfig) {
  return storefrontUrl(config, (await storeOf(ctx)).subdomain);
}

/** Today's date in the store's time zone, as YYYY-MM-DD. */
export function storeToday(now = new Date()): string {
  return storeDay(now);
}

/** "Overdue" is not stored: it is a sent invoice whose due date has passed in the store's time zone. */
export function displayStatus(
  row: Pick<InvoiceRow, 'status' | 'dueDate'>,
  today = storeToday(),
): InvoiceStatus {
  if (row.status === 'sent' && row.dueDate < today) return 'overdue';
  return row.status as InvoiceStatus;
}

export function toInvoice(row: InvoiceRow, storeUrl: string): Invoice {
  const totals = invoiceTotals(row.lines, row.delivery, row.vat, row.pricesIncludeVat);
  return {
    id: row.id,
    number: row.number ? documentNumber('invoice', row.number) : null,
    status: displayStatus(row),
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    currency: row.currency,
    lines: row.lines.map((l, i) => ({
      variantId: l.variantId,
      title: l.title,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      total: totals.lines[i]!.total,
    })),
    delivery: row.delivery,
    vat: row.vat,
    pricesIncludeVat: row.pricesIncludeVat,
    subtotal: row.subtotal,
    discountTotal: row.discountTotal,
    vatTotal: row.vatTotal,
    total: row.total,
    dueDate: row.dueDate,
    notes: row.notes,
    sentBy: { email: row.sentByEmail, sms: row.sentBySms },
    publicUrl: row.status === 'draft' ? null : invoiceLink(storeUrl, row.publicToken),
    pdfUrl: row.status === 'draft' ? null : `${storeUrl}/api/invoices/${row.publicToken}/pdf`,
    orderId: row.orderId,
    replacesId: row.replacesId,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Prices the lines: catalogue lines take the product's title and, unless the vendor set one, its
 * price; a variant of another store (or not for sale) is refused as unknown. Every amount is checked
 * here so a bad line is a 4xx naming it.
 */
async function priceLines(ctx: StoreScope, input: InvoiceInput) {
  const ids = input.lines.flatMap((l) => (l.variantId ? [l.variantId] : []));
  const variants = await sellableVariants(ctx, [...new Set(ids)]);
  const problems: { path: string; message: string }[] = [];
  const lines: InvoiceLine[] = input.lines.map((l, i) => {
    const v = l.variantId ? variants.find((x) => x.variantId === l.variantId) : null;
    if (l.variantId && !v)
      problems.push({ path: `lines.${i}.variantId`, message: 'This product is not for sale.' });
    const unitPrice = l.unitPrice ?? v?.price ?? 0;
    const catalogueTitle = v
      ? v.variantTitle === 'Default'
        ? v.productTitle
        : `${v.productTitle} (${v.variantTitle})`
      : '';
    if (l.discount > multiply(unitPrice, l.quantity)) {
      problems.push({ path: `lines.${i}.discount`, message: 'The discount is more than the line.' });
    }
    return {
      variantId: v?.variantId ?? null,
      productId: v?.productId ?? null,
      title: l.title || catalogueTitle,
      quantity: l.quantity,
      unitPrice,
      discount: l.discount,
    };
  });
  if (problems.length) throw errors.validation(problems);
  return lines;
}

async function draftValues(ctx: StoreScope, input: InvoiceInput) {
  const lines = await priceLines(ctx, input);
  const settings = await q.settingsOf(ctx);
  const pricesIncludeVat = settings?.pricesIncludeVat ?? false;
  const totals = invoiceTotals(lines, input.delivery, input.vat, pricesIncludeVat);
  if (!Number.isSafeInteger(totals.total)) throw errors.badRequest('The invoice total is too large.');
  return {
    customerName: input.customer.name,
    customerPhone: input.customer.phone,
    customerEmail: input.customer.email,
    lines,
    delivery: input.delivery,
    vat: input.vat,
    pricesIncludeVat,
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    vatTotal: totals.vatTotal,
    total: totals.total,
    dueDate: input.dueDate,
    notes: input.notes,
  };
}

export async function createInvoice(ctx: StoreScope, input: InvoiceInput, config: UrlConfig) {
  return inTransaction(ctx, async (tx) => {
    const store = await storeOf(tx);
    const storeUrl = storefrontUrl(config, store.subdomain);
    const row = await q.insertInvoice(tx, {
      id: uuidv7(),
      status: 'draft',
      currency: store.currency,
      publicToken: randomToken(32),
      ...(await draftValues(tx, input)),
    });
    return toInvoice(row, storeUrl);
  });
}

async function lockedInvoice(ctx: StoreScope, id: string) {
  const row = await q.invoiceOf(ctx, id, true);
  if (!row) throw errors.notFound('Invoice');
  return row;
}

/** Only a draft changes; a sent invoice is a document the customer holds. */
export async function updateInvoice(ctx: StoreScope, id: string, input: InvoiceInput, config: UrlConfig) {
  const storeUrl = await storeUrlOf(ctx, config);
  return inTransaction(ctx, async (tx) => {
    const row = await lockedInvoice(tx, id);
    if (row.status !== 'draft') throw fail('INVOICE_NOT_DRAFT');
    return toInvoice(await q.updateInvoice(tx, id, await draftValues(tx, input)), storeUrl);
  });
}

export async function getInvoice(ctx: StoreScope, id: string, config: UrlConfig) {
  const storeUrl = await storeUrlOf(ctx, config);
  const row = await q.invoiceOf(ctx, id);
  if (!row) throw errors.notFound('Invoice');
  return toInvoice(row, storeUrl);
}

export async function listInvoices(ctx: StoreScope, status: InvoiceStatus | undefined, config: UrlConfig) {
  const storeUrl = await storeUrlOf(ctx, config);
  // Overdue is derived, so it is asked of the database as "sent" and narrowed here.
  const stored = status === 'overdue' ? 'sent' : status;
  const rows = await q.listInvoices(ctx, { status: stored });
  const items = rows.map((r) => toInvoice(r, storeUrl));
  return status ? items.filter((i) => i.status === status) : items;
}

const DAY = 86_400_000;

/** 09:00 in Lagos (UTC+1 all year, no daylight saving) on the day `days` from `date`. */
function reminderTime(date: string, days: number): Date {
  return new Date(Date.parse(`${date}T08:00:00Z`) + days * DAY);
}

/**
 * Which channels a send uses: what the vendor asked, else e-mail when there is an address and SMS
 * when there is only a phone number. Asking for a channel the customer cannot be reached on is a 400.
 */
function sendChannels(row: InvoiceRow, asked: InvoiceSendInput) {
  const hasEmail = row.customerEmail !== '';
  const hasPhone = normalisePhone(row.customerPhone) !== null;
  const email = asked.email ?? hasEmail;
  const sms = asked.sms ?? (!hasEmail && hasPhone);
  const problems: { path: string; message: string }[] = [];
  if (email && !hasEmail)
    problems.push({ path: 'email', message: 'This invoice has no e-mail address to send to.' });
  if (sms && !hasPhone)
    problems.push({ path: 'sms', message: 'This invoice has no phone number an SMS can reach.' });
  if (problems.length) throw errors.validation(problems);
  return { email, sms };
}

/**
 * Draft → sent: takes the store's next invoice number in this transaction, freezes the invoice,
 * sends the link by e-mail and/or SMS (each message written in this transaction) and schedules the
 * reminders. Sending a sent invoice again only sends the link again.
 */
export async function sendInvoice(ctx: StoreScope, id: string, asked: InvoiceSendInput, config: UrlConfig) {
  const storeUrl = await storeUrlOf(ctx, config);
  return inTransaction(ctx, async (tx) => {
    let row = await lockedInvoice(tx, id);
    if (row.status !== 'draft' && row.status !== 'sent')
      throw fail('INVOICE_NOT_SENDABLE', { status: row.status });
    const channels = sendChannels(row, asked);
    if (row.status === 'draft') {
      const n = await q.bumpCounter(tx, 'invoice');
      row = await q.updateInvoice(tx, id, {
        status: 'sent',
        number: n,
        issuedAt: new Date(),
        store: await storeSnapshot(tx),
      });
      for (const [when, days] of [
        ['before', -2],
        ['after', 3],
      ] as const) {
        const runAt = reminderTime(row.dueDate, days);
        if (runAt.getTime() > Date.now()) {
          await enqueue(
            tx.db,
            invoiceReminderJob,
            { invoiceId: id, storeId: tx.storeId, when },
            { runAt, dedupeKey: `invoice-reminder:${id}:${when}` },
          );
        }
      }
    }
    if (channels.email || channels.sms) {
      row = await q.updateInvoice(tx, id, {
        sentByEmail: row.sentByEmail || channels.email,
        sentBySms: row.sentBySms || channels.sms,
      });
    }
    if (channels.email) await emailInvoice(tx, row, config, 'invoice');
    if (channels.sms) await textInvoice(tx, row, config, 'invoice');
    return toInvoice(row, storeUrl);
  });
}

/**
 * Voids a draft or sent invoice (a paid one is refunded through its order instead). A payment the
 * customer had started is cancelled with its order, which returns the reserved stock. With `replace`,
 * a corrected copy starts as a new draft that names the one it replaces.
 */
export async function voidInvoice(ctx: StoreScope, id: string, replace: boolean, config: UrlConfig) {
  const storeUrl = await storeUrlOf(ctx, config);
  return inTransaction(ctx, async (tx) => {
    const row = await lockedInvoice(tx, id);
    if (row.status !== 'draft' && row.status !== 'sent')
      throw fail('INVOICE_NOT_VOIDABLE', { status: row.status });
    if (row.orderId) {
      await tryTransitionOrder(tx, row.orderId, 'cancel', 'vendor', {
        actorLabel: 'invoice',
        note: 'Invoice voided.',
      });
    }
    const voided = await q.updateInvoice(tx, id, { status: 'void', voidedAt: new Date() });
    if (!replace) return { voided: toInvoice(voided, storeUrl), replacement: null };
    const { id: _id, storeId: _s, number: _n, publicToken: _t, store: _st, ...rest } = row;
    const copy = await q.insertInvoice(tx, {
      ...rest,
      id: uuidv7(),
      status: 'draft',
      number: null,
      publicToken: randomToken(32),
      store: null,
      sentByEmail: false,
      sentBySms: false,
      orderId: null,
      orderToken: null,
      replacesId: row.id,
      issuedAt: null,
      paidAt: null,
      voidedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return { voided: toInvoice(voided, storeUrl), replacement: toInvoice(copy, storeUrl) };
  });
}

export async function getSettings(ctx: StoreScope): Promise<InvoiceSettings> {
  const row = await q.settingsOf(ctx);
  return { address: row?.address ?? '', pricesIncludeVat: row?.pricesIncludeVat ?? false };
}

export async function saveSettings(ctx: StoreScope, input: InvoiceSettings): Promise<InvoiceSettings> {
  const row = await q.upsertSettings(ctx, input);
  return { address: row.address, pricesIncludeVat: row.pricesIncludeVat };
}

/** What the invoice PDF prints: the invoice as issued, in the same shape as receipts. */
export async function invoiceContent(ctx: StoreScope, row: InvoiceRow): Promise<DocumentContent> {
  const { lines, adjustments } = invoiceAdjustments(row);
  const references = [{ label: 'Due date', value: row.dueDate }];
  if (row.status === 'paid') references.push({ label: 'Status', value: 'PAID' });
  if (row.status === 'void') references.push({ label: 'Status', value: 'VOID' });
  return {
    kind: 'invoice',
    number: row.number ? documentNumber('invoice', row.number) : 'DRAFT',
    issuedAt: (row.issuedAt ?? row.createdAt).toISOString(),
    currency: row.currency,
    store: row.store ?? (await storeSnapshot(ctx)),
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    lines,
    adjustments,
    total: row.total,
    references,
    notes: [
      row.notes,
      'Pay through the link you received: your payment is held in escrow by Kasuwa until you confirm delivery.',
    ].filter(Boolean),
  };
}

export async function invoiceContentOf(ctx: StoreScope, id: string): Promise<DocumentContent> {
  const row = await q.invoiceOf(ctx, id);
  if (!row) throw errors.notFound('Invoice');
  return invoiceContent(ctx, row);
}

/**
 * The customers the store invoiced (sent or paid invoices), one entry per invoice, for the customers
 * list: keyed like orders on the phone number in E.164, so an invoice without a usable number is left
 * out (the customers list knows people by their number).
 */
export async function invoiceCustomers(
  ctx: StoreScope,
): Promise<{ phone: string; name: string; email: string; at: Date }[]> {
  const rows = await q.issuedInvoiceContacts(ctx);
  return rows.flatMap((r) => {
    const phone = normalisePhone(r.phone);
    return phone ? [{ phone, name: r.name, email: r.email.trim(), at: r.at }] : [];
  });
}
