import { eq, sql } from 'drizzle-orm';
import type { DbContext } from '../../platform/context';
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
