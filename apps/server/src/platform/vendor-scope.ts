import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, type TokenService } from './auth';
import type { DbContext } from './context';
import type { Db } from './db';
import { errors } from './errors';
import { storeIdOf, type TenantContext } from './tenant';

/** Prefix of every vendor route that acts inside one store. */
export const VENDOR_STORE_PREFIX = '/api/vendor/stores/:storeId';

export interface VendorScopeOptions {
  tokens: TokenService;
  db: Db;
  /** Whether the vendor owns the store; given by the stores module so `platform/` imports no module. */
  ownsStore: (ctx: DbContext, storeId: number, userId: number) => Promise<boolean>;
}

// Kept off the request object so nothing outside this file can set or forge a context.
const contexts = new WeakMap<FastifyRequest, TenantContext>();

/**
 * Makes `scope` (an encapsulated plugin registered under `VENDOR_STORE_PREFIX`) the vendor store
 * area: every route in it first authenticates a vendor, then checks that the vendor owns `:storeId`
 * (anything else answers 404, so a probe learns nothing about which stores exist), then gets its
 * `TenantContext`. Routes registered in `scope` cannot skip the checks, and routes outside it cannot
 * get a context (`vendorContext` throws).
 */
export function useVendorStoreScope(scope: FastifyInstance, options: VendorScopeOptions): void {
  const { db, ownsStore } = options;
  const signedIn = authenticate(options.tokens, 'vendor');
  // preValidation, as the routes' own guards were: after the body is parsed, before it is validated,
  // so a stranger learns 401/404, never what a valid body would look like.
  scope.addHook('preValidation', async (request, reply) => {
    await signedIn(request, reply);
    const actor = request.actor;
    const storeId = storeIdOf(request);
    if (actor?.kind !== 'vendor' || storeId === null) throw errors.notFound('Store');
    if (!(await ownsStore({ db }, storeId, actor.id))) throw errors.notFound('Store');
    contexts.set(request, { db, actor, permissions: request.permissions ?? [], storeId, log: request.log });
  });
}

/** The tenant context of a request in the vendor store scope; throws if the route is outside it. */
export function vendorContext(request: FastifyRequest): TenantContext {
  const ctx = contexts.get(request);
  if (!ctx) throw new Error(`route ${request.routeOptions.url} is outside the vendor store scope`);
  return ctx;
}
