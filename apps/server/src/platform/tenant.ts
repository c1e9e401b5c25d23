import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { stores } from '../modules/stores/stores.schema';
import type { RequestContext } from './context';
import type { Db } from './db';
import { errors } from './errors';

/** A request context that is known to act inside one store the actor owns. */
export type TenantContext = RequestContext & { storeId: number };

const storeOf = new WeakMap<FastifyRequest, number>();
const storeIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * preHandler for `/api/vendor/stores/:storeId/...`, after `authenticate(tokens, 'vendor')`: passes only
 * when the signed-in vendor owns the store. Anything else answers 404, so a probe learns nothing about
 * which stores exist.
 */
export function requireStoreAccess(db: Db) {
  return async (request: FastifyRequest) => {
    const actor = request.actor;
    const parsed = storeIdParam.safeParse((request.params as { storeId?: unknown }).storeId);
    if (actor?.kind !== 'vendor' || !parsed.success) throw errors.notFound('Store');
    const [row] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, parsed.data), eq(stores.userId, actor.id)));
    if (!row) throw errors.notFound('Store');
    storeOf.set(request, row.id);
  };
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
