import {
  adminIdParamSchema,
  adminOkResponseSchema,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserPatchSchema,
  adminUserResponseSchema,
} from '@kasuwa/contracts';
import type { Db } from '../../platform/db';
import type { Module } from '../../platform/http';
import * as service from '../admin-users';
import { adminContext, adminGuard } from '../auth';
import { planStatuses } from '../billing';

/**
 * Spec 2.16, 7.1: User Management. Reading needs view_users; creating and changing need edit_users and
 * deleting delete_users, which only the roles holding `all` have (spec section 6).
 */
/** The users with where their plan stands (active, grace, cancelling at period end, …). */
async function withPlanStatus<T extends { id: number; plan: string }>(
  deps: { database: { db: Db } },
  accounts: T[],
): Promise<T[]> {
  const statuses = await planStatuses({ db: deps.database.db }, accounts);
  return accounts.map((a) => ({ ...a, ...statuses.get(a.id) }));
}

export const adminUsersRoutes: Module = (app, deps) => {
  const tags = ['admin users'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/users',
    {
      preHandler: adminGuard(deps, 'view_users'),
      schema: {
        tags,
        security,
        summary: 'Users by page, with search (name or email), status and role filters',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema },
      },
    },
    async (request) => {
      const page = await service.listUsers(adminContext(request, deps), request.query);
      return { status: true as const, ...page, users: await withPlanStatus(deps, page.users) };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      preHandler: adminGuard(deps, 'view_users'),
      schema: { tags, security, params: adminIdParamSchema, response: { 200: adminUserResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      user: await service.getUser(adminContext(request, deps), request.params.id),
    }),
  );

  app.post(
    '/api/admin/users',
    {
      preHandler: adminGuard(deps, 'edit_users'),
      schema: {
        tags,
        security,
        summary: 'Create a user; the server assigns the id and dates (defaults: role user, active, Nigeria)',
        body: adminUserCreateSchema,
        response: { 201: adminUserResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await service.createUser(adminContext(request, deps), request.body);
      return reply.status(201).send({ status: true as const, user });
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      preHandler: adminGuard(deps, 'edit_users'),
      schema: {
        tags,
        security,
        summary: 'Replace a user (the whole form)',
        params: adminIdParamSchema,
        body: adminUserCreateSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      user: await service.updateUser(adminContext(request, deps), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      preHandler: adminGuard(deps, 'edit_users'),
      schema: {
        tags,
        security,
        summary: 'Change some fields of a user (the inline role and status dropdowns)',
        params: adminIdParamSchema,
        body: adminUserPatchSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      user: await service.updateUser(adminContext(request, deps), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      preHandler: adminGuard(deps, 'delete_users'),
      schema: { tags, security, params: adminIdParamSchema, response: { 200: adminOkResponseSchema } },
    },
    async (request) => {
      await service.deleteUser(adminContext(request, deps), request.params.id);
      return { status: true as const, message: 'User deleted.' };
    },
  );
};
