import { normalisePhone } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import { randomToken } from '../../platform/auth';
import type { DbContext } from '../../platform/context';
import { enqueue } from '../../platform/jobs';
import { inTransaction } from '../../platform/tenant';
import { reserveStock } from '../inventory';
import { createPendingOrder, findOrderForTracking, reservationExpiry } from '../orders';
import { documentNumber, VAT_BASIS_POINTS } from './documents.content';
import { invoiceAdjustments } from './invoices.paid';
import * as q from './invoices.queries';
import type { InvoiceRow } from './invoices.schema';
import { displayStatus } from './invoices.service';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The invoice behind a customer's link, or null (an unknown token says nothing about other stores). */
export async function invoiceForCustomer(ctx: DbContext, token: string): Promise<InvoiceRow | null> {
  if (!TOKEN.test(token)) return null;
  const row = await q.invoiceByToken(ctx.db, token);
  return row && row.status !== 'draft' ? row : null;
}

export { displayStatus, documentNumber, invoiceAdjustments };

export type InvoicePaymentStart =
  | { ok: true; orderToken: string }
  | { ok: false; reason: 'not_payable' }
  | { ok: false; reason: 'out_of_stock'; title: string; available: number };

/**
 * The customer starts paying: the invoice becomes an order awaiting payment, so the money travels the
 * order's road (payment page, escrow, delivery, release). Catalogue lines reserve their stock now, as
 * checkout does; the order lapses like any other if it is not paid in time, and the next attempt
 * makes a new one. An order still awaiting payment is reused, so two clicks never reserve twice.
 * Delivery becomes the order's shipping; VAT charged on top is a line of its own, so the order's total
 * is the invoice's to the kobo.
 */
export async function startInvoicePayment(ctx: DbContext, token: string): Promise<InvoicePaymentStart> {
  return inTransaction(ctx, async (tx): Promise<InvoicePaymentStart> => {
    const row = TOKEN.test(token) ? await q.invoiceByToken(tx.db, token, true) : null;
    if (row?.status !== 'sent') return { ok: false, reason: 'not_payable' };
    if (row.orderId && row.orderToken) {
      const current = await findOrderForTracking(tx, row.orderToken);
      if (current?.status === 'pending_payment') return { ok: true, orderToken: row.orderToken };
    }
    const scope = { db: tx.db, storeId: row.storeId };
    const orderId = uuidv7();
    const stocked = row.lines.flatMap((l) =>
      l.variantId ? [{ variantId: l.variantId, quantity: l.quantity }] : [],
    );
    const merged = [
      ...stocked.reduce(
        (m, l) => m.set(l.variantId, (m.get(l.variantId) ?? 0) + l.quantity),
        new Map<string, number>(),
      ),
    ].map(([variantId, quantity]) => ({ variantId, quantity }));
    const reserved = await reserveStock(scope, merged, orderId);
    if (!reserved.ok) {
      const title = row.lines.find((l) => l.variantId === reserved.variantId)?.title ?? 'An item';
      // Rolls back the lines already reserved.
      throw new OutOfStock(title, reserved.available);
    }
    const { totals } = invoiceAdjustments(row);
    const items = row.lines.map((l, i) => ({
      productId: l.productId,
      variantId: l.variantId,
      title: l.title,
      variantTitle: '',
      sku: '',
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: totals.lines[i]!.total,
    }));
    if (row.vat && !row.pricesIncludeVat) {
      items.push({
        productId: null,
        variantId: null,
        title: `VAT ${VAT_BASIS_POINTS / 100}%`,
        variantTitle: '',
        sku: '',
        unitPrice: row.vatTotal,
        quantity: 1,
        lineTotal: row.vatTotal,
      });
    }
    const subtotal = items.reduce((s, i) => s + i.lineTotal, 0);
    if (subtotal + row.delivery !== row.total)
      throw new Error(`invoice ${row.id} does not add up to its order`);
    const orderToken = randomToken(32);
    const order = await createPendingOrder(scope, {
      id: orderId,
      currency: row.currency,
      email: row.customerEmail,
      // Orders keep the number in E.164 (the customers list is keyed on it); an invoice keeps it as typed.
      phone: normalisePhone(row.customerPhone) ?? row.customerPhone,
      customerName: row.customerName,
      address: { line1: '', line2: '', city: '', state: '', country: 'Nigeria', postalCode: '' },
      note: row.number ? `Invoice ${documentNumber('invoice', row.number)}` : 'Invoice',
      trackingToken: orderToken,
      items,
      subtotal,
      shipping: row.delivery,
    });
    await enqueue(
      tx.db,
      reservationExpiry,
      { orderId, storeId: row.storeId },
      { runAt: order.reservedUntil ?? new Date(), dedupeKey: `order-expire:${orderId}` },
    );
    await q.updateInvoice(scope, row.id, { orderId, orderToken });
    return { ok: true, orderToken };
  }).catch((err: unknown): InvoicePaymentStart => {
    if (err instanceof OutOfStock)
      return { ok: false, reason: 'out_of_stock', title: err.title, available: err.available };
    throw err;
  });
}

/** Carries a stock shortfall out of the transaction so it rolls back; never leaves this file. */
class OutOfStock extends Error {
  constructor(
    readonly title: string,
    readonly available: number,
  ) {
    super('out of stock');
  }
}
