import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { errors } from '../../platform/errors';
import { setStoreScope } from '../../platform/tenant';
import { stores } from './stores.schema';

const storeIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * preHandler for `/api/vendor/stores/:storeId/...`, after `authenticate(tokens, 'vendor')`: passes only
 * when the signed-in vendor owns the store. Anything else answers 404, so a probe learns nothing about
 * which stores exist. It lives in the stores module because ownership is a rule about its table;
 * platform/tenant only carries the store it found to `tenantContext`.
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
    setStoreScope(request, row.id);
  };
}
