import { z } from 'zod';

/**
 * A store's own domain (issue 34). The vendor names it; Kasuwa shows the DNS records to create and
 * checks them; once verified the store answers there over HTTPS and its subdomain redirects to it.
 */
export const customDomainInputSchema = z.object({
  domain: z
    .string()
    .trim()
    .min(3)
    .max(253)
    .describe('The domain to serve the store on, e.g. www.itsname.ng or itsname.ng'),
});
export type CustomDomainInput = z.infer<typeof customDomainInputSchema>;

/** ok: found as asked; missing: no such record yet; wrong: a record is there with another value. */
export const DNS_RECORD_STATES = ['ok', 'missing', 'wrong'] as const;
export type DnsRecordState = (typeof DNS_RECORD_STATES)[number];

export const dnsRecordSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA']),
  /** The full name the record goes on. */
  name: z.string(),
  /** What it must hold. */
  value: z.string(),
  /** What the last check found; null before the first one. */
  state: z.enum(DNS_RECORD_STATES).nullable(),
  /** The values the last check saw, to show beside what is wanted. */
  found: z.array(z.string()),
  /** Why this record is needed, in the vendor's words. */
  purpose: z.enum(['ownership', 'routing']),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/**
 * pending: added, not verified yet; verified: served now; failing: was verified, the last check found
 * the records gone or changed, so the store is back on its subdomain until they are put right.
 */
export const CUSTOM_DOMAIN_STATUSES = ['pending', 'verified', 'failing'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

export const customDomainSchema = z.object({
  domain: z.string(),
  /** apex: itsname.ng (A/AAAA records); subdomain: www.itsname.ng (a CNAME). */
  kind: z.enum(['apex', 'subdomain']),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  /** Routing may be met by either record for an apex, so `records` lists every accepted form. */
  records: z.array(dnsRecordSchema),
  /** Whether the store answers on the domain now (verified, and the plan includes custom domains). */
  served: z.boolean(),
  url: z.string(),
  checkedAt: z.iso.datetime().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  /** A DNS server could not be reached on the last check: the state is unknown, nothing was changed. */
  lastCheckError: z.string().nullable(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;
