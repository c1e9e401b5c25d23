import type { Order } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import { randomToken } from '../../platform/auth';
import type { DbContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { queueEmail } from '../../platform/mail';
import type { StoreScope } from '../../platform/tenant';
import { DEFAULT_LOCALE, type Locale, renderEmail, t } from '../messages';
import { textCustomer } from '../messaging';
import { getOrder } from '../orders';
import { storeOf } from '../stores';
import {
  type DocumentContent,
  type DocumentKind,
  documentNumber,
  type StoreSnapshot,
} from './documents.content';
import { invoiceAdjustments, markInvoicePaid } from './invoices.paid';
import * as q from './invoices.queries';
import type { DocumentRow } from './invoices.schema';

const METHOD_LABELS: Record<string, string> = {
  paystack: 'card (Paystack)',
  flutterwave: 'card (Flutterwave)',
  paga: 'Paga wallet',
  bank_transfer: 'bank transfer',
};

/** The store as its documents print it, read inside the issuing transaction. */
export async function storeSnapshot(ctx: StoreScope): Promise<StoreSnapshot> {
  const store = await storeOf(ctx);
  const settings = await q.settingsOf(ctx);
  return { name: store.name, logoUrl: store.logoUrl, address: settings?.address ?? '', phone: store.phone };
}

/**
 * Takes the store's next number of `kind` and writes the document, in the caller's transaction: if
 * that transaction rolls back, so does the number. Null when a document for `sourceKey` already exists.
 */
export async function issueDocument(
  ctx: StoreScope,
  kind: Exclude<DocumentKind, 'invoice'>,
  input: {
    orderId: string;
    sourceKey: string;
    receiptId?: string | null;
    content: Omit<DocumentContent, 'number' | 'issuedAt' | 'kind'>;
    customerEmail: string;
  },
): Promise<DocumentRow | null> {
  // A replay (webhook and verification racing) must not burn a number: look before taking one.
  if (await q.documentBySource(ctx.db, kind, input.sourceKey)) return null;
  const n = await q.bumpCounter(ctx, kind);
  const issuedAt = new Date();
  const content: DocumentContent = {
    ...input.content,
    kind,
    number: documentNumber(kind, n),
    issuedAt: issuedAt.toISOString(),
  };
  const row = await q.insertDocument(ctx, {
    id: uuidv7(),
    kind,
    number: n,
    orderId: input.orderId,
    sourceKey: input.sourceKey,
    receiptId: input.receiptId ?? null,
    currency: content.currency,
    total: content.total,
    customerName: content.customer.name,
    customerEmail: input.customerEmail,
    content,
    accessToken: randomToken(32),
    issuedAt,
  });
  // The unique source key lost a race: throwing rolls back the counter bump with everything else.
  if (!row) throw new Error(`a ${kind} for ${input.sourceKey} was issued concurrently`);
  return row;
}

export function documentUrl(publicUrl: string, doc: Pick<DocumentRow, 'accessToken'>, format = 'a4') {
  return `${publicUrl}/api/documents/${doc.accessToken}/pdf${format === 'a4' ? '' : `?format=${format}`}`;
}

export interface ConfirmedPayment {
  reference: string;
  storeId: number;
  orderId: string;
  provider: string;
  /** `bank_transfer` for a transfer to a provider's one-off account (named as a transfer, not a card). */
  channel?: string;
  amount: number;
  currency: string;
  email: string;
}

/**
 * Called by the payment confirmation, inside its transaction, for every payment that is confirmed:
 * issues the receipt, marks an invoice the order carries as paid and sends the receipt (e-mail, or SMS
 * to a customer without an address). Any failure rolls the payment's confirmation back with it, so
 * confirmed money never lacks its receipt. A payment that arrived after its order lapsed (`lapsed`) is
 * still money received: it gets its receipt, saying it awaits a refund, and pays no invoice, since the
 * order that would deliver it is cancelled.
 */
export async function issueReceiptForPayment(
  ctx: DbContext & { publicUrl: string },
  payment: ConfirmedPayment,
  { lapsed = false }: { lapsed?: boolean } = {},
): Promise<DocumentRow | null> {
  const scope = { db: ctx.db, storeId: payment.storeId };
  const order = await getOrder(scope, payment.orderId);
  const invoice = lapsed
    ? await q.invoiceOfOrder(ctx.db, payment.orderId)
    : await markInvoicePaid(ctx.db, payment.orderId);
  const store = await storeSnapshot(scope);
  const email = order.email || payment.email;
  // The receipt is written in the order's language, and keeps its words as issued.
  const locale = order.locale;
  const references = [{ label: t('doc.order', {}, locale), value: `#${order.number}` }];
  if (invoice?.number)
    references.push({
      label: t('doc.invoice', {}, locale),
      value: documentNumber('invoice', invoice.number),
    });
  const fromInvoice = invoice ? invoiceAdjustments(invoice) : null;
  const doc = await issueDocument(scope, 'receipt', {
    orderId: order.id,
    sourceKey: payment.reference,
    customerEmail: email,
    content: {
      currency: order.currency,
      store,
      customer: { name: order.customerName, email, phone: order.phone },
      lines:
        fromInvoice?.lines ??
        order.items.map((i) => ({
          title: i.variantTitle ? `${i.title} (${i.variantTitle})` : i.title,
          quantity: i.quantity,
          unitPrice: i.unitPrice,
          discount: 0,
          total: i.lineTotal,
        })),
      adjustments: fromInvoice?.adjustments ?? orderAdjustments(order, locale),
      total: payment.amount,
      payment: {
        method:
          payment.channel === 'bank_transfer'
            ? METHOD_LABELS.bank_transfer!
            : (METHOD_LABELS[payment.provider] ?? payment.provider),
        reference: payment.reference,
      },
      references,
      notes: [t(lapsed ? 'doc.lapsed_note' : 'doc.escrow_note', {}, locale)],
      locale,
    },
  });
  if (doc) await deliverDocument(ctx.db, ctx.publicUrl, doc, { name: store.name, phone: order.phone });
  return doc;
}

/** Lines a plain order adds between its items and its total: its discounts (named by code) and delivery. */
function orderAdjustments(order: Pick<Order, 'discount' | 'discounts' | 'shipping'>, locale: Locale) {
  const out: { label: string; amount: number }[] = [];
  if (order.discount) {
    const codes = order.discounts.map((d) => d.code).filter(Boolean);
    out.push({
      label: t('doc.discount', { codes: codes.join(', ') || null }, locale),
      amount: -order.discount,
    });
  }
  if (order.shipping) out.push({ label: t('doc.delivery', {}, locale), amount: order.shipping });
  return out;
}

/**
 * The document's link goes by e-mail, or by SMS to a customer who gave no address (as the order's own
 * messages do, so a phone-only customer is texted once per event, never twice).
 */
async function deliverDocument(
  db: DbOrTx,
  publicUrl: string,
  doc: DocumentRow,
  to: { name: string; phone: string },
) {
  if (doc.customerEmail) return emailDocument(db, publicUrl, doc, to.name);
  if (!to.phone) return;
  await textCustomer(
    { db },
    doc.storeId,
    { phone: to.phone, storeName: to.name, locale: doc.content.locale ?? DEFAULT_LOCALE },
    {
      kind: doc.kind === 'receipt' ? 'receipt' : 'credit_note',
      documentNumber: doc.content.number,
      amount: doc.total,
      currency: doc.currency,
      url: documentUrl(publicUrl, doc),
    },
  );
}

export async function emailDocument(db: DbOrTx, publicUrl: string, doc: DocumentRow, storeName: string) {
  const params = {
    customer: doc.customerName,
    store: storeName,
    document: doc.content.number,
    amount: { amount: doc.total, currency: doc.currency },
    url: documentUrl(publicUrl, doc),
    thermal: documentUrl(publicUrl, doc, 'thermal'),
  };
  const locale = doc.content.locale ?? DEFAULT_LOCALE;
  const mail =
    doc.kind === 'receipt'
      ? renderEmail('email.receipt', { ...params, notes: doc.content.notes.join('\n') || null }, locale)
      : renderEmail('email.credit_note', params, locale);
  await queueEmail(db, {
    to: doc.customerEmail,
    storeId: doc.storeId,
    template: doc.kind === 'receipt' ? 'receipt' : 'credit-note',
    ...mail,
  });
}

/**
 * Called when a refund is final (inside that transaction): a credit note for the refunded amount that
 * names the receipt it corrects. A refund of a payment without a receipt still gets its credit note.
 */
export async function issueCreditNoteForRefund(
  ctx: DbContext & { publicUrl: string },
  refund: { id: string; storeId: number; orderId: string; amount: number; currency: string; reason: string },
): Promise<DocumentRow | null> {
  const scope = { db: ctx.db, storeId: refund.storeId };
  const order = await getOrder(scope, refund.orderId);
  const receipts = (await q.documentsOfOrder(scope, refund.orderId)).filter((d) => d.kind === 'receipt');
  const receipt = receipts.at(-1) ?? null;
  const store = await storeSnapshot(scope);
  const references = [{ label: t('doc.order', {}, order.locale), value: `#${order.number}` }];
  if (receipt)
    references.push({ label: t('doc.refers_to_receipt', {}, order.locale), value: receipt.content.number });
  const doc = await issueDocument(scope, 'credit_note', {
    orderId: refund.orderId,
    sourceKey: refund.id,
    receiptId: receipt?.id ?? null,
    customerEmail: order.email,
    content: {
      currency: refund.currency,
      store,
      customer: { name: order.customerName, email: order.email, phone: order.phone },
      lines: [
        {
          title: t('doc.refund', { reason: refund.reason || null }, order.locale),
          quantity: 1,
          unitPrice: refund.amount,
          discount: 0,
          total: refund.amount,
        },
      ],
      adjustments: [],
      total: refund.amount,
      references,
      notes: [t('doc.refund_note', {}, order.locale)],
      locale: order.locale,
    },
  });
  if (doc) await deliverDocument(ctx.db, ctx.publicUrl, doc, { name: store.name, phone: order.phone });
  return doc;
}
