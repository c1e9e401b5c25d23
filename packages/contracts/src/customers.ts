import { z } from 'zod';

/**
 * A store's customers (issue 18), built from its orders and the invoices it issued: one customer per
 * normalised phone number (E.164), the key every order carries. Orders and spending count the orders that
 * were paid and kept (not cancelled or refunded); a paid invoice is paid through an order of its own, so
 * its amount is counted there, once. Tags, notes and marketing consent are the store's own record of them.
 */
export const CUSTOMER_SORTS = ['recent', 'orders', 'spent', 'name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const MAX_CUSTOMER_TAGS = 20;

export const MARKETING_CONSENT_STATES = ['yes', 'no', 'unknown'] as const;
export type MarketingConsentState = (typeof MARKETING_CONSENT_STATES)[number];

/** A customer tag as stored: trimmed and lower case. */
export const customerTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty.')
  .max(40, 'A tag has at most 40 characters.')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'Tags use letters, digits, spaces, - and _.');

export const customerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Part of a name, phone number or e-mail address. */
  search: z.string().trim().max(100).default(''),
  tag: customerTagSchema.optional(),
  /** Only customers who agreed to marketing messages. */
  consented: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  sort: z.enum(CUSTOMER_SORTS).default('recent'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSchema = z.object({
  /** The normalised phone number: the customer's key in the store. */
  phone: z.string(),
  name: z.string(),
  email: z.string(),
  /** Paid orders that were not cancelled or refunded. */
  orders: z.number().int(),
  /** Invoices the store sent them (sent or paid; paid ones are also among `orders` once paid). */
  invoices: z.number().int(),
  /** What those orders came to, in the store's currency (other currencies at each order's locked rate). */
  totalSpent: z.number().int(),
  currency: z.string(),
  /** Their first and last order or issued invoice. */
  firstOrderAt: z.iso.datetime(),
  lastOrderAt: z.iso.datetime(),
  tags: z.array(z.string()),
  notes: z.string(),
  /** True only when the customer agreed (see `consent`): campaigns reach no one else. */
  marketingConsent: z.boolean(),
  /**
   * `yes`: agreed at checkout; `no`: did not, or withdrew; `unknown`: an imported contact who was never
   * asked. Only `yes` is ever sent a campaign.
   */
  consent: z.enum(MARKETING_CONSENT_STATES),
  /** Set for a contact the vendor imported from a file (a customer without orders until they order). */
  importedAt: z.iso.datetime().nullable(),
  /** When the customer last gave or withdrew consent; null when never asked. */
  consentUpdatedAt: z.iso.datetime().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * What the vendor may change. Consent is the customer's to give (at checkout): the vendor can record that
 * it was withdrawn (a customer who asked in person), never grant it.
 */
export const customerPatchSchema = z
  .object({
    tags: z
      .array(customerTagSchema)
      .max(MAX_CUSTOMER_TAGS, `At most ${MAX_CUSTOMER_TAGS} tags.`)
      .transform((tags) => [...new Set(tags)])
      .optional(),
    notes: z.string().trim().max(2000, 'Notes have at most 2,000 characters.').optional(),
    marketingConsent: z
      .literal(false, { error: 'Only the customer can agree to marketing messages, at checkout.' })
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type CustomerPatch = z.infer<typeof customerPatchSchema>;

/** Contacts import (issue 30): the largest file read, and the most contacts one file may hold. */
export const CONTACTS_FILE_MAX_CHARS = 3_000_000;
export const CONTACTS_FILE_MAX_CONTACTS = 5_000;

/** A CSV (name, phone, email columns; header optional) or a phone's vCard export, read as text. */
export const contactsImportSchema = z.object({
  fileName: z.string().trim().max(200).default(''),
  content: z
    .string()
    .min(1, 'The file is empty.')
    .max(CONTACTS_FILE_MAX_CHARS, 'The file is too large: at most 3 MB. Export the contacts without photos.'),
});
export type ContactsImport = z.infer<typeof contactsImportSchema>;

export const CONTACT_IMPORT_REASONS = [
  /** Merged: the number is already a customer of the store (their record is kept as it is). */
  'existing_customer',
  /** Merged: an earlier contact of the same file has the same number. */
  'duplicate_in_file',
  /** Skipped: the contact has no phone number. */
  'no_phone',
  /** Skipped: none of its numbers is a valid phone number. */
  'invalid_phone',
] as const;

export const contactsImportResultSchema = z.object({
  format: z.enum(['csv', 'vcard']),
  /** New customers, with marketing consent unknown. */
  imported: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
  /** Every merged or skipped contact (at most 200 listed), with why. */
  details: z.array(
    z.object({
      entry: z.number().int(),
      name: z.string(),
      phone: z.string(),
      outcome: z.enum(['merged', 'skipped']),
      reason: z.enum(CONTACT_IMPORT_REASONS),
    }),
  ),
});
export type ContactsImportResult = z.infer<typeof contactsImportResultSchema>;
