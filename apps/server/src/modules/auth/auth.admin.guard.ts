import { hasPermission, isAdminRole, type Permission, permissionsFor } from '@kasuwa/contracts';
import type { FastifyRequest } from 'fastify';
import { authenticate } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { Deps } from '../../platform/http';
import { getAccount } from '../admin-users';

/**
 * preHandler for every admin route: a valid admin access token, an account that is still active and
 * still holds an admin role (read from the database, so a demotion or deactivation takes effect at
 * once), and, when named, the permission of spec section 6 (`all` or the permission itself).
 */
export function adminGuard({ tokens, database }: Pick<Deps, 'tokens' | 'database'>, permission?: Permission) {
  const verify = authenticate(tokens, 'admin');
  return async (request: FastifyRequest, reply: Parameters<typeof verify>[1]) => {
    await verify(request, reply);
    const account = await getAccount({ db: database.db }, request.actor!.id);
    if (account?.status !== 'active' || !isAdminRole(account.role)) {
      throw errors.unauthorized('Your session has ended. Sign in again.');
    }
    request.actor = {
      kind: 'admin',
      id: account.id,
      name: `${account.firstName} ${account.lastName}`.trim() || account.email,
      role: account.role,
    };
    request.permissions = permissionsFor(account.role);
    if (permission && !hasPermission(request.permissions, permission)) throw errors.forbidden();
  };
}

/** The request context of an admin route, after `adminGuard`. */
export function adminContext(request: FastifyRequest, { database }: Pick<Deps, 'database'>): RequestContext {
  return { db: database.db, actor: request.actor, permissions: request.permissions, log: request.log };
}
