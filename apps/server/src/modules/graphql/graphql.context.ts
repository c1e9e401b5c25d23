import {
  hasPermission,
  type Locale,
  type Permission,
  type StoreRouteAccess,
  storableTextSchema,
} from '@kasuwa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { Deps } from '../../platform/http';
import { type TenantContext, withStore } from '../../platform/tenant';
import { checkGrant } from '../../platform/vendor-scope';
import { type StorefrontStore, sharedDirectory } from '../storefront';
import { storeAccessWithCurrency } from '../stores';

/** The three GraphQL endpoints (docs/graphql.md). */
export type Endpoint = 'shop' | 'admin' | 'storefront';

/**
 * What every resolver receives: the request's `RequestContext` (the same one REST builds: actor,
 * permissions, database, logger), the platform services, and what the transport carried (the caller's
 * address, the storefront's shop token). Built once a request and shared by the operations of a batch.
 */
export interface GqlContext {
  ctx: RequestContext;
  deps: Deps;
  ip: string;
  /** Storefront API: the cart token sent as `X-Shop-Token` (spec 7.11: the shop token). */
  shopToken?: string;
  /** Vendor stores already looked up this request (one access read a store, not one a field). */
  stores: Map<number, Promise<VendorStore>>;
  /** Storefront API: the stores looked up this request, by lowercased subdomain (`storefrontOf`). */
  storefronts: Map<string, Promise<StorefrontStore | null>>;
  /** The request's loaders (graphql.engine.ts), shared by the operations of a batch. */
  loaders: Map<string, unknown>;
  /** The request's language (platform/errors requestLocale), which error texts are first written in. */
  locale: Locale;
  /** A signed-in account's chosen language, read only when an answer has errors (graphql.answers). */
  accountLocale?: () => Promise<Locale | null>;
}

/**
 * The store of a subdomain as the storefront's pages see it, from the process's store directory (rows
 * kept current by the database's notifications: no statement while a store's cache version holds),
 * once a request: the answer cache keys an operation by the row the resolvers then use.
 */
export function storefrontOf(context: GqlContext, subdomain: string): Promise<StorefrontStore | null> {
  const key = subdomain.trim().toLowerCase();
  let found = context.storefronts.get(key);
  if (!found) {
    found = sharedDirectory(context.deps.database).then((directory) => directory.find(key));
    context.storefronts.set(key, found);
  }
  return found;
}

/** Resolver and loader shapes, loose on purpose: mercurius passes its own extras on the context. */
export type Resolver<A = Record<string, unknown>, P = unknown> = (
  parent: P,
  args: A,
  context: GqlContext,
) => unknown;
export type Loader<P = unknown> = (
  queries: { obj: P; params: Record<string, unknown> }[],
  context: GqlContext,
) => Promise<unknown[]>;

export interface EndpointSchema {
  sdl: string;
  resolvers: Record<string, Record<string, Resolver<never, never>>>;
  loaders?: Record<string, Record<string, Loader<never>>>;
}

/**
 * Arguments through the same zod contract as the REST route's query or body (text PostgreSQL cannot
 * store refused first, as on REST): a failure is VALIDATION_FAILED with one detail a field.
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const clean = Object.fromEntries(
    Object.entries((args ?? {}) as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined),
  );
  const result = storableTextSchema.pipe(schema).safeParse(clean);
  if (result.success) return result.data as z.output<S>;
  throw errors.validation(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || '(arguments)',
      message: issue.message,
    })),
  );
}

/** Admin endpoint: a signed-in administrator (401 otherwise) holding `permission` when named (403). */
export function requireAdmin(context: GqlContext, permission?: Permission): RequestContext {
  const { ctx } = context;
  if (ctx.actor?.kind !== 'admin') throw errors.unauthorized();
  if (permission && !hasPermission(ctx.permissions, permission)) throw errors.forbidden();
  return ctx;
}

/** Shop endpoint: the signed-in vendor (the transport has already refused a request without one). */
export function requireVendor(context: GqlContext): RequestContext & { actor: { id: number } } {
  const { ctx } = context;
  if (ctx.actor?.kind !== 'vendor') throw errors.unauthorized();
  return ctx as RequestContext & { actor: { id: number } };
}

const storeIdLimit = 2_147_483_647;

/** A store the vendor owns or works in: its tenant context (with their access) and its currency. */
export interface VendorStore {
  scope: TenantContext;
  currency: string;
}

/**
 * The vendor's `TenantContext` for a store they own or work in, as the REST vendor scope builds it,
 * once they hold `permission` (a permission, several, or `member`) (a member without it: STAFF_PERMISSION_REQUIRED, 403); another vendor's
 * store, or one that does not exist, is NOT_FOUND (404), so a probe learns nothing.
 */
export async function vendorStore(
  context: GqlContext,
  storeId: unknown,
  permission: StoreRouteAccess,
): Promise<TenantContext> {
  return (await ownedStore(context, storeId, permission)).scope;
}

/** `vendorStore` with the store's currency. */
export async function ownedStore(
  context: GqlContext,
  storeId: unknown,
  permission: StoreRouteAccess,
): Promise<VendorStore> {
  const ctx = requireVendor(context);
  if (
    typeof storeId !== 'number' ||
    !Number.isSafeInteger(storeId) ||
    storeId <= 0 ||
    storeId > storeIdLimit
  ) {
    throw errors.notFound('Store');
  }
  let found = context.stores.get(storeId);
  if (!found) {
    found = storeAccessWithCurrency(ctx, storeId, ctx.actor.id).then((access) => {
      if (access === null) throw errors.notFound('Store');
      const { grant, currency } = access;
      const scope: TenantContext = {
        ...withStore(ctx, storeId),
        actor: { ...ctx.actor, role: grant.role },
        permissions: grant.permissions,
        storeAccess: grant,
      };
      return { scope, currency };
    });
    context.stores.set(storeId, found);
  }
  const store = await found;
  checkGrant(store.scope.storeAccess!, permission);
  return store;
}
