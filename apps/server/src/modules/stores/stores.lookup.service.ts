import { eq, sql } from 'drizzle-orm';
import type { DbContext } from '../../platform/context';
import { getAccount } from '../admin-users';
import { stores } from './stores.schema';

// Reads of a store by subdomain or id for payments, which has no vendor tenant (the customer's payment
// page names the store by its subdomain).

export async function findStoreByDomain({ db }: DbContext, subdomain: string) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      subdomain: stores.subdomain,
      currency: stores.currency,
      status: stores.status,
    })
    .from(stores)
    .where(sql`lower(${stores.subdomain}) = ${subdomain.toLowerCase()}`);
  return row ?? null;
}

export async function findStoreName({ db }: DbContext, storeId: number) {
  const [row] = await db
    .select({ name: stores.name, subdomain: stores.subdomain })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

/** Who hears about a store's events: the store's phone and its owner's e-mail and phone. */
export async function findStoreContacts(ctx: DbContext, storeId: number) {
  const [row] = await ctx.db
    .select({
      name: stores.name,
      subdomain: stores.subdomain,
      storePhone: stores.phone,
      userId: stores.userId,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) return null;
  const owner = row.userId ? await getAccount(ctx, row.userId) : undefined;
  return {
    name: row.name,
    subdomain: row.subdomain,
    storePhone: row.storePhone,
    ownerEmail: owner?.email ?? null,
    ownerPhone: owner?.phone ?? null,
  };
}
