import { and, arrayContains, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { type CustomerProfileRow, customerProfiles } from './customers.schema';

/**
 * The phone numbers of the profiles with this tag (and this consent, when given: "not consenting"
 * includes the unknown consent of imported contacts).
 */
export async function phonesWithTag(ctx: StoreScope, tag: string, consented?: boolean): Promise<string[]> {
  const rows = await scoped(ctx).pick(
    { phone: customerProfiles.phone },
    customerProfiles,
    arrayContains(customerProfiles.tags, [tag]),
    consented === undefined
      ? undefined
      : consented
        ? eq(customerProfiles.marketingConsent, true)
        : sql`${customerProfiles.marketingConsent} is not true`,
  );
  return rows.map((r) => r.phone);
}

/** The phone numbers of the profiles that agree to marketing (with this tag, when given). */
export async function consentingPhones(ctx: StoreScope, tag?: string): Promise<string[]> {
  const rows = await scoped(ctx).pick(
    { phone: customerProfiles.phone },
    customerProfiles,
    eq(customerProfiles.marketingConsent, true),
    tag === undefined ? undefined : arrayContains(customerProfiles.tags, [tag]),
  );
  return rows.map((r) => r.phone);
}

export function profilesOf(ctx: StoreScope, phones: string[]): Promise<CustomerProfileRow[]> {
  return scoped(ctx).select(customerProfiles, inArray(customerProfiles.phone, phones));
}

export type ProfileChanges = Partial<
  Pick<CustomerProfileRow, 'tags' | 'notes' | 'marketingConsent' | 'consentUpdatedAt'>
>;

/** Creates the customer's profile with the changes, or applies them to the one there is. */
export async function upsertProfile(ctx: StoreScope, phone: string, changes: ProfileChanges, now: Date) {
  await scoped(ctx)
    .insert(customerProfiles, { phone, ...changes })
    .onConflictDoUpdate({
      target: [customerProfiles.storeId, customerProfiles.phone],
      set: { ...changes, updatedAt: now },
    });
}

/**
 * Marketing consent given at `now` (from no, or from unknown for an imported contact); a profile that
 * already consents keeps its first date.
 */
export async function giveConsent(ctx: StoreScope, phone: string, now: Date) {
  await scoped(ctx)
    .insert(customerProfiles, { phone, marketingConsent: true, consentUpdatedAt: now })
    .onConflictDoUpdate({
      target: [customerProfiles.storeId, customerProfiles.phone],
      set: { marketingConsent: true, consentUpdatedAt: now, updatedAt: now },
      setWhere: sql`${customerProfiles.marketingConsent} is not true`,
    });
}

export async function consentOf(ctx: StoreScope, phone: string): Promise<boolean | null> {
  const [row] = await scoped(ctx).pick(
    { consent: customerProfiles.marketingConsent },
    customerProfiles,
    eq(customerProfiles.phone, phone),
  );
  return row?.consent ?? null;
}

export function optOutTokensOf(ctx: StoreScope, phones: string[]) {
  return scoped(ctx).pick(
    { phone: customerProfiles.phone, token: customerProfiles.optOutToken },
    customerProfiles,
    sql`${customerProfiles.phone} = any(${sql.param(phones)}::text[])`,
  );
}

export async function findByOptOutToken(ctx: StoreScope, token: string) {
  const [row] = await scoped(ctx).pick(
    { phone: customerProfiles.phone, consent: customerProfiles.marketingConsent },
    customerProfiles,
    eq(customerProfiles.optOutToken, token),
  );
  return row ?? null;
}

/** Consent withdrawn at `now`, if the customer had given it. */
export async function withdrawConsent(ctx: StoreScope, phone: string, now: Date) {
  await scoped(ctx).update(
    customerProfiles,
    { marketingConsent: false, consentUpdatedAt: now, updatedAt: now },
    eq(customerProfiles.phone, phone),
    eq(customerProfiles.marketingConsent, true),
  );
}

/** Consent withdrawn at `now` in every store that had it; how many stores those were. */
export async function withdrawConsentEverywhere(db: DbOrTx, phone: string, now: Date): Promise<number> {
  // tenant-scope: a STOP is the customer's answer to every store (see optOutEverywhere).
  const rows = await db
    .update(customerProfiles)
    .set({ marketingConsent: false, consentUpdatedAt: now, updatedAt: now })
    .where(and(eq(customerProfiles.phone, phone), eq(customerProfiles.marketingConsent, true)))
    .returning({ storeId: customerProfiles.storeId });
  return rows.length;
}

/** The contacts the store imported, as the customer list shows them beside its order customers. */
export function importedContacts(ctx: StoreScope) {
  return scoped(ctx).pick(
    {
      phone: customerProfiles.phone,
      name: customerProfiles.importedName,
      email: customerProfiles.importedEmail,
      at: customerProfiles.importedAt,
    },
    customerProfiles,
    isNotNull(customerProfiles.importedAt),
  );
}

/** The numbers among `phones` that have a profile in the store. */
export async function phonesWithProfile(ctx: StoreScope, phones: string[]): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await scoped(ctx).pick(
    { phone: customerProfiles.phone },
    customerProfiles,
    sql`${customerProfiles.phone} = any(${sql.param(phones)}::text[])`,
  );
  return rows.map((r) => r.phone);
}

export interface ImportedContactRow {
  phone: string;
  name: string;
  email: string;
}

/**
 * New profiles for imported contacts, consent unknown (null). A number that got a profile meanwhile (a
 * checkout in between) is left as it is; answers the numbers actually added.
 */
export async function insertImportedContacts(
  ctx: StoreScope,
  contacts: ImportedContactRow[],
  now: Date,
): Promise<string[]> {
  if (contacts.length === 0) return [];
  const rows = await scoped(ctx)
    .insert(
      customerProfiles,
      contacts.map((c) => ({
        phone: c.phone,
        importedName: c.name,
        importedEmail: c.email,
        importedAt: now,
        marketingConsent: null,
      })),
    )
    .onConflictDoNothing({ target: [customerProfiles.storeId, customerProfiles.phone] })
    .returning({ phone: customerProfiles.phone });
  return rows.map((r) => r.phone);
}
