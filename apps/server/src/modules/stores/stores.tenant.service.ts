import type { Entitlements } from '@kasuwa/contracts';
import { fail } from '../../platform/errors';
import type { StoreScope } from '../../platform/tenant';
import { getAccount } from '../admin-users';
import { entitlementsFor } from '../plans';
import * as lookup from './stores.lookup.queries';
import * as queries from './stores.queries';
import type { StoreRow } from './stores.schema';

export type { StoreRow };

// The store a tenant context acts in, as other modules (settings, catalogue, inventory, the demo seed)
// read and change it. Kept apart from stores.service, whose back-office rules reach orders (and orders
// reach inventory and the catalogue: an import cycle).

/** The context's store; a tenant context always names an existing store (its route checked it). */
export async function storeOf(ctx: StoreScope): Promise<StoreRow> {
  const row = await lookup.storeById(ctx.db, ctx.storeId);
  if (!row) throw new Error(`store ${ctx.storeId} of a tenant context does not exist`);
  return row;
}

/** The fields a store's own settings may change; ownership, subdomain and status stay the back office's. */
export type StoreSettingsValues = Partial<
  Pick<
    StoreRow,
    | 'name'
    | 'description'
    | 'phone'
    | 'whatsapp'
    | 'whatsappOrders'
    | 'themeId'
    | 'currency'
    | 'enabledCurrencies'
    | 'primaryColor'
    | 'accentColor'
    | 'logoUrl'
    | 'bannerUrl'
    | 'defaultLocale'
    | 'locales'
  >
>;

/**
 * Changes the context's store and moves its storefront cache version on. Call it inside the caller's
 * transaction, so pages rendered from the old settings stop being served when the change commits.
 */
export async function updateStoreOf(ctx: StoreScope, values: StoreSettingsValues): Promise<void> {
  await queries.updateStore(ctx.db, ctx.storeId, values);
  await queries.bumpCacheVersion(ctx.db, ctx.storeId);
}

/** The currency the store prices its catalogue in. */
export async function storeCurrency(ctx: StoreScope): Promise<string> {
  return (await storeOf(ctx)).currency;
}

/** The store's name and its owner's email (for alerts); null when the store has no owner account. */
export async function storeOwnerContact(
  ctx: StoreScope,
): Promise<{ storeName: string; email: string } | null> {
  const store = await storeOf(ctx);
  if (store.userId === null) return null;
  const owner = await getAccount(ctx, store.userId);
  return owner ? { storeName: store.name, email: owner.email } : null;
}

/** What the store's owner's plan allows; a store without an owner account gets Free. */
export async function storeEntitlements(ctx: StoreScope, store?: StoreRow): Promise<Entitlements> {
  const row = store ?? (await storeOf(ctx));
  const owner = row.userId === null ? undefined : await getAccount(ctx, row.userId);
  return entitlementsFor({ plan: owner?.plan ?? 'free' });
}

/**
 * A store beyond its owner's plan limit (after a downgrade) takes no new products or orders; callers
 * that add either ask this first, inside their transaction.
 */
export async function isStoreWritable(ctx: StoreScope): Promise<boolean> {
  return !(await lookup.storeReadOnly(ctx.db, ctx.storeId));
}

export async function assertStoreWritable(ctx: StoreScope): Promise<void> {
  if (!(await isStoreWritable(ctx))) throw fail('STORE_READ_ONLY');
}
