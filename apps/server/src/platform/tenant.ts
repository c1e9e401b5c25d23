import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './context';
import type { Db } from './db';

/** A request context that is known to act inside one store the actor owns. */
export type TenantContext = RequestContext & { storeId: number };

const storeOf = new WeakMap<FastifyRequest, number>();

/**
 * Records the store a request acts in, once the stores module's `requireStoreAccess` has checked the
 * vendor owns it. Ownership is the stores module's rule; platform only carries its answer to
 * `tenantContext`, so platform never reads a module's table.
 */
export function setStoreScope(request: FastifyRequest, storeId: number): void {
  storeOf.set(request, storeId);
}

/** The context of a request that passed `requireStoreAccess`; throws if a route forgot the check. */
export function tenantContext(request: FastifyRequest, db: Db): TenantContext {
  const storeId = storeOf.get(request);
  if (storeId === undefined) throw new Error(`route ${request.routeOptions.url} has no store access check`);
  return { db, actor: request.actor, permissions: request.permissions ?? [], storeId, log: request.log };
}

export function actorName(ctx: Pick<RequestContext, 'actor'>): string {
  return ctx.actor ? `${ctx.actor.kind}:${ctx.actor.name || ctx.actor.id}` : 'system';
}

/** Runs `fn` in one transaction with a context whose queries all use it. */
export function inTransaction<C extends { db: RequestContext['db'] }, T>(
  ctx: C,
  fn: (tx: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx }));
}
