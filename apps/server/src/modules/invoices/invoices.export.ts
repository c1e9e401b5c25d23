import { toDecimalString } from '@kasuwa/contracts';
import { storeTime } from '@kasuwa/storefront';
import { stringify } from 'csv-stringify/sync';
import type { StoreScope } from '../../platform/tenant';
import { documentNumber } from './documents.content';
import * as q from './invoices.queries';
import { displayStatus } from './invoices.service';

export const EXPORT_COLUMNS = [
  'type',
  'number',
  'issued_at',
  'customer',
  'reference',
  'status',
  'currency',
  'vat',
  'total',
] as const;

/** Midnight in Lagos (UTC+1 all year, no daylight saving) at the start of `date`. */
function lagosMidnight(date: string, plusDays = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+01:00`) + plusDays * 86_400_000);
}

/**
 * The accountant's CSV: invoices issued, receipts and credit notes of the period (whole days in the
 * store's time zone, both ends included), oldest first; amounts in major units as exact decimals.
 */
export async function exportDocumentsCsv(
  ctx: StoreScope,
  period: { from: string; to: string },
): Promise<string> {
  const from = lagosMidnight(period.from);
  const to = lagosMidnight(period.to, 1);
  const [invoices, docs] = await Promise.all([
    q.issuedInvoicesBetween(ctx, from, to),
    q.documentsBetween(ctx, from, to, ['receipt', 'credit_note']),
  ]);
  const rows = [
    ...invoices.map((i) => ({
      at: i.issuedAt!,
      cells: [
        'invoice',
        documentNumber('invoice', i.number!),
        storeTime(i.issuedAt!),
        i.customerName,
        `due ${i.dueDate}`,
        displayStatus(i),
        i.currency,
        toDecimalString(i.vatTotal, i.currency),
        toDecimalString(i.total, i.currency),
      ],
    })),
    ...docs.map((d) => ({
      at: d.issuedAt,
      cells: [
        d.kind,
        d.content.number,
        storeTime(d.issuedAt),
        d.customerName,
        d.content.references.map((r) => `${r.label} ${r.value}`).join('; '),
        'issued',
        d.currency,
        toDecimalString(
          d.content.adjustments.filter((a) => a.label.startsWith('VAT')).reduce((s, a) => s + a.amount, 0),
          d.currency,
        ),
        toDecimalString(d.kind === 'credit_note' ? -d.total : d.total, d.currency),
      ],
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return stringify([[...EXPORT_COLUMNS], ...rows.map((r) => r.cells)]);
}
