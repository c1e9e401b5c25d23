import {
  grants,
  type OWNER_ONLY,
  OWNER_ONLY_ACTIONS,
  STAFF_PERMISSION_ACTIONS,
  type StaffPermission,
  type StoreRouteAccess,
} from '@kasuwa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, type TokenService } from './auth';
import type { DbContext, StoreGrant } from './context';
import type { Db } from './db';
import { errors, fail } from './errors';
import { storeIdOf, type TenantContext } from './tenant';

/** Prefix of every vendor route that acts inside one store. */
export const VENDOR_STORE_PREFIX = '/api/vendor/stores/:storeId';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a route in the vendor store scope needs (issue 34): a staff permission, any of several,
     * `member` (anyone who works in the store), or `{ owner: area }`
     * for what stays the owner's alone. Required there: the scope refuses to register a route without.
     */
    permission?: StoreRouteAccess;
  }
  interface FastifyInstance {
    /** Every route of the vendor store scope with what it needs (the permission matrix test walks it). */
    vendorStoreRoutes: StoreRouteDeclaration[];
  }
}

export interface StoreRouteDeclaration {
  method: string;
  /** The full pattern, e.g. `/api/vendor/stores/:storeId/orders/:orderId`. */
  url: string;
  permission: StoreRouteAccess;
}

/** A write a signed-in person made in a store, for the store's audit log. */
export interface StoreWrite {
  method: string;
  /** The route's pattern relative to the store, e.g. `/orders/:orderId/actions`. */
  route: string;
  params: Record<string, unknown>;
  statusCode: number;
}

export interface VendorScopeOptions {
  tokens: TokenService;
  db: Db;
  /**
   * What the vendor may do in the store, null when they neither own it nor work there; given by the
   * stores module so `platform/` imports no module.
   */
  accessOf: (ctx: DbContext, storeId: number, userId: number) => Promise<StoreGrant | null>;
  /** Records a successful write in the store's audit log (after the answer; a failure is logged). */
  recordWrite?: (ctx: TenantContext, write: StoreWrite) => Promise<void>;
  /** Filled with each route registered in the scope and what it needs. */
  declared?: StoreRouteDeclaration[];
}

// Kept off the request object so nothing outside this file can set or forge a context.
const contexts = new WeakMap<FastifyRequest, TenantContext>();

/** Refuses a grant that lacks what the route needs: 403 naming it in merchant words. */
export function checkGrant(grant: StoreGrant, need: StoreRouteAccess): void {
  if (grant.owner || grants(grant.permissions, need)) return;
  if (isOwnerArea(need)) {
    throw fail('STAFF_OWNER_ONLY', { what: OWNER_ONLY_ACTIONS[need.owner] }, { owner: need.owner });
  }
  const missing = (
    typeof need === 'string' ? need : (need as readonly StaffPermission[])[0]
  ) as StaffPermission;
  throw fail('STAFF_PERMISSION_REQUIRED', { what: STAFF_PERMISSION_ACTIONS[missing] }, { permission: need });
}

function isOwnerArea(need: StoreRouteAccess): need is { owner: (typeof OWNER_ONLY)[number] } {
  return typeof need === 'object' && 'owner' in need;
}

/**
 * Makes `scope` (an encapsulated plugin registered under `VENDOR_STORE_PREFIX`) the vendor store
 * area: every route in it declares what it needs (`config.permission`, checked at registration), and
 * before it runs the scope authenticates a vendor, looks up their access to `:storeId` (owner or
 * member; anyone else gets 404, so a probe learns nothing about which stores exist), refuses a member
 * whose role lacks the route's permission (403), and builds the `TenantContext` with that access.
 * Routes registered in `scope` cannot skip the checks, and routes outside it cannot get a context
 * (`vendorContext` throws).
 */
export function useVendorStoreScope(scope: FastifyInstance, options: VendorScopeOptions): void {
  const { db, accessOf, recordWrite } = options;
  const signedIn = authenticate(options.tokens, 'vendor');
  scope.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(
        `${route.method} ${route.url} is in the vendor store scope without config.permission: say what it needs`,
      );
    }
    for (const method of [route.method].flat())
      options.declared?.push({ method, url: route.url, permission });
  });
  // preValidation, as the routes' own guards were: after the body is parsed, before it is validated,
  // so a stranger learns 401/404, never what a valid body would look like.
  scope.addHook('preValidation', async (request, reply) => {
    await signedIn(request, reply);
    const actor = request.actor;
    const storeId = storeIdOf(request);
    if (actor?.kind !== 'vendor' || storeId === null) throw errors.notFound('Store');
    const grant = await accessOf({ db }, storeId, actor.id);
    if (!grant) throw errors.notFound('Store');
    const need = request.routeOptions.config.permission;
    if (!need) throw new Error(`route ${request.routeOptions.url} declares no permission`);
    checkGrant(grant, need);
    contexts.set(request, {
      db,
      actor: { ...actor, role: grant.role },
      permissions: grant.permissions,
      storeAccess: grant,
      storeId,
      log: request.log,
    });
  });
  if (recordWrite) {
    // onSend, not onResponse: the entry exists by the time the client has its answer.
    scope.addHook('onSend', async (request, reply) => {
      const ctx = contexts.get(request);
      if (!ctx || request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      const url = request.routeOptions.url ?? '';
      const write: StoreWrite = {
        method: request.method,
        route: url.startsWith(VENDOR_STORE_PREFIX) ? url.slice(VENDOR_STORE_PREFIX.length) : url,
        params: request.params as Record<string, unknown>,
        statusCode: reply.statusCode,
      };
      await recordWrite({ ...ctx, db }, write).catch((err: unknown) =>
        request.log.error({ err, write }, 'store audit entry not recorded'),
      );
    });
  }
}

/** The tenant context of a request in the vendor store scope; throws if the route is outside it. */
export function vendorContext(request: FastifyRequest): TenantContext {
  const ctx = contexts.get(request);
  if (!ctx) throw new Error(`route ${request.routeOptions.url} is outside the vendor store scope`);
  return ctx;
}
