import { divideHalfUp, type Locale, multiply } from '@kasuwa/contracts';

// What an issued document shows, kept as a snapshot on its row; and the invoice arithmetic, on integer
// minor units only.

export type DocumentKind = 'receipt' | 'credit_note' | 'invoice';

const PREFIX: Record<DocumentKind, string> = { receipt: 'RCP', credit_note: 'CN', invoice: 'INV' };

/** INV-000123: the prefix of the kind and the store's sequential number, six digits or more. */
export function documentNumber(kind: DocumentKind, n: number): string {
  return `${PREFIX[kind]}-${String(n).padStart(6, '0')}`;
}

/** Nigeria's VAT rate, in basis points (7.5%). */
export const VAT_BASIS_POINTS = 750;

export interface InvoiceLine {
  /** Set for a catalogue line: its stock is taken when the customer pays. */
  variantId: string | null;
  productId: string | null;
  title: string;
  quantity: number;
  unitPrice: number;
  /** Off this line, in minor units. */
  discount: number;
}

export interface StoreSnapshot {
  name: string;
  logoUrl: string | null;
  address: string;
  phone: string;
}

export interface DocumentLine {
  title: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
}

/** Everything a receipt, credit note or invoice PDF prints, frozen when it is issued. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  currency: string;
  store: StoreSnapshot;
  customer: { name: string; email: string; phone: string };
  lines: DocumentLine[];
  /** Extra lines between the items and the total (discount, delivery, VAT), each present only when set. */
  adjustments: { label: string; amount: number }[];
  total: number;
  payment?: { method: string; reference: string };
  /** Order number, the receipt a credit note corrects, the due date of an invoice… */
  references: { label: string; value: string }[];
  notes: string[];
  /**
   * The language the document is printed in (its order's, else the store's default); its labels above
   * were written in it when it was issued. Documents issued before languages have none: en-NG.
   */
  locale?: Locale;
}

export interface InvoiceTotals {
  lines: DocumentLine[];
  subtotal: number;
  discountTotal: number;
  vatTotal: number;
  total: number;
}

/**
 * Line totals less their discounts, plus delivery, plus VAT on the lot (delivery is a taxable supply).
 * When prices include VAT, the VAT is the part of the gross already in them (rate / (1 + rate)) and the
 * total does not grow; otherwise it is added. Rounded once, half-up at the minor unit.
 */
export function invoiceTotals(
  lines: InvoiceLine[],
  delivery: number,
  vat: boolean,
  pricesIncludeVat: boolean,
): InvoiceTotals {
  const docLines = lines.map((l) => {
    const gross = multiply(l.unitPrice, l.quantity);
    return {
      title: l.title,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: l.discount,
      total: gross - l.discount,
    };
  });
  const subtotal = docLines.reduce((s, l) => s + l.total, 0);
  const discountTotal = lines.reduce((s, l) => s + l.discount, 0);
  const taxable = subtotal + delivery;
  let vatTotal = 0;
  let total = taxable;
  if (vat) {
    if (pricesIncludeVat) vatTotal = divideHalfUp(taxable * VAT_BASIS_POINTS, 10_000 + VAT_BASIS_POINTS);
    else {
      vatTotal = divideHalfUp(taxable * VAT_BASIS_POINTS, 10_000);
      total = taxable + vatTotal;
    }
  }
  return { lines: docLines, subtotal, discountTotal, vatTotal, total };
}
