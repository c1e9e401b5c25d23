import type { DbOrTx } from '../../platform/db';
import { invoiceTotals, VAT_BASIS_POINTS } from './documents.content';
import * as q from './invoices.queries';
import type { InvoiceRow } from './invoices.schema';

/**
 * The invoice an order carries, if any, moved to `paid` (in the payment's transaction). An invoice
 * voided after its customer started paying stays void: the money still sits in escrow under the
 * order, where a refund can return it.
 */
export async function markInvoicePaid(db: DbOrTx, orderId: string): Promise<InvoiceRow | null> {
  const invoice = await q.invoiceOfOrder(db, orderId);
  if (!invoice) return null;
  if (invoice.status !== 'sent') return invoice;
  return q.updateInvoice({ db, storeId: invoice.storeId }, invoice.id, {
    status: 'paid',
    paidAt: new Date(),
  });
}

export const VAT_LABEL = `VAT ${VAT_BASIS_POINTS / 100}%`;

/** An invoice's lines and the discount, delivery and VAT lines between them and the total. */
export function invoiceAdjustments(invoice: InvoiceRow) {
  const totals = invoiceTotals(invoice.lines, invoice.delivery, invoice.vat, invoice.pricesIncludeVat);
  const adjustments: { label: string; amount: number }[] = [];
  if (invoice.delivery) adjustments.push({ label: 'Delivery', amount: invoice.delivery });
  if (invoice.vat) {
    adjustments.push({
      label: invoice.pricesIncludeVat ? `${VAT_LABEL} (included in prices)` : VAT_LABEL,
      amount: totals.vatTotal,
    });
  }
  return { lines: totals.lines, adjustments, totals };
}
