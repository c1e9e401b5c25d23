import type { DbContext } from '../../platform/context';
import { getAccount } from '../admin-users';
import * as q from './stores.lookup.queries';

// Reads of a store by subdomain or id for payments, which has no vendor tenant (the customer's payment
// page names the store by its subdomain).

export async function findStoreByDomain({ db }: DbContext, subdomain: string) {
  return q.storeBySubdomain(db, subdomain);
}

export async function findStoreName({ db }: DbContext, storeId: number) {
  return q.storeNameOf(db, storeId);
}

/** Who hears about a store's events: the store's phone and its owner's e-mail and phone. */
export async function findStoreContacts(ctx: DbContext, storeId: number) {
  const row = await q.storeContactRow(ctx.db, storeId);
  if (!row) return null;
  const owner = row.userId ? await getAccount(ctx, row.userId) : undefined;
  return {
    name: row.name,
    ownerId: row.userId,
    subdomain: row.subdomain,
    storePhone: row.storePhone,
    ownerEmail: owner?.email ?? null,
    ownerPhone: owner?.phone ?? null,
    /** The owner's language (users.locale): what the vendor's notifications are written in. */
    ownerLocale: owner?.locale ?? null,
    /** The store's default language: a customer message without an order of its own is in it. */
    defaultLocale: row.defaultLocale,
  };
}
