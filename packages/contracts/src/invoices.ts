import { z } from 'zod';

// Invoices, receipts and credit notes (issue 17): what the vendor API takes and answers.

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A calendar day this century or the next: the database's date range is wider than any business needs. */
const day = (message: string) =>
  z.iso
    .date(message)
    .refine((d) => d >= '2000-01-01' && d <= '2199-12-31', 'Choose a date between 2000 and 2199.');

const minor = z.number().int().min(0).max(100_000_000_000_00);

export const invoiceLineInputSchema = z
  .object({
    /** A catalogue line: its title and price default to the catalogue's, and it takes stock when paid. */
    variantId: z.uuid().nullable().default(null),
    title: z.string().trim().max(200).default(''),
    quantity: z.number().int().min(1, 'At least 1.').max(10_000),
    /** Minor units; a catalogue line without one uses the catalogue price. */
    unitPrice: minor.optional(),
    discount: minor.default(0),
  })
  .refine((l) => l.variantId !== null || l.title.length > 0, {
    message: 'Describe the line or pick a product.',
    path: ['title'],
  })
  .refine((l) => l.variantId !== null || l.unitPrice !== undefined, {
    message: 'Enter a price.',
    path: ['unitPrice'],
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

export const invoiceInputSchema = z.object({
  customer: z.object({
    name: z.string().trim().min(1, 'Enter the customer’s name.').max(120),
    phone: z.string().trim().max(30).default(''),
    email: z.union([z.literal(''), z.email('Enter a valid email address.')]).default(''),
  }),
  lines: z.array(invoiceLineInputSchema).min(1, 'Add at least one line.').max(100),
  delivery: minor.default(0),
  vat: z.boolean().default(true),
  dueDate: day('Choose a due date.'),
  notes: z.string().trim().max(2000).default(''),
});
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

export const invoiceLineSchema = z.object({
  variantId: z.uuid().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  currency: z.string(),
  lines: z.array(invoiceLineSchema),
  delivery: z.number().int(),
  vat: z.boolean(),
  pricesIncludeVat: z.boolean(),
  subtotal: z.number().int(),
  discountTotal: z.number().int(),
  vatTotal: z.number().int(),
  total: z.number().int(),
  dueDate: z.string(),
  notes: z.string(),
  /** The channels the link went out on so far; the reminders follow them. */
  sentBy: z.object({ email: z.boolean(), sms: z.boolean() }),
  /** The customer's link; null while the invoice is a draft. */
  publicUrl: z.string().nullable(),
  /** The invoice's PDF by the same secret; null while a draft. */
  pdfUrl: z.string().nullable(),
  orderId: z.uuid().nullable(),
  replacesId: z.uuid().nullable(),
  issuedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  voidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES).optional(),
});

/**
 * How a send reaches the customer. Unset, the link is e-mailed when the invoice has an address and
 * texted when it has only a phone number; both false issues it for the vendor to share the link.
 */
export const invoiceSendInputSchema = z
  .object({ email: z.boolean().optional(), sms: z.boolean().optional() })
  // A POST without a body (the choice left to the defaults) arrives as null.
  .nullish()
  .transform((v) => v ?? {});
export type InvoiceSendInput = z.output<typeof invoiceSendInputSchema>;

export const invoiceVoidInputSchema = z.object({
  /** Also start a corrected copy as a new draft. */
  replace: z.boolean().default(false),
});

export const invoiceSettingsSchema = z.object({
  address: z.string().trim().max(300).default(''),
  pricesIncludeVat: z.boolean().default(false),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

export const DOCUMENT_KINDS = ['receipt', 'credit_note'] as const;

export const storeDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  orderId: z.uuid(),
  total: z.number().int(),
  currency: z.string(),
  customerName: z.string(),
  issuedAt: z.iso.datetime(),
  downloadUrl: z.string(),
});
export type StoreDocument = z.infer<typeof storeDocumentSchema>;

/** A period of whole days in the store's time zone, `to` included. */
export const documentPeriodQuerySchema = z
  .object({ from: day('Choose the first day.'), to: day('Choose the last day.') })
  .refine((p) => p.from <= p.to, { message: 'The period ends before it starts.', path: ['to'] });
