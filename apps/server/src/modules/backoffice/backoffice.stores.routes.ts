import {
  adminIdParamSchema,
  adminOkResponseSchema,
  adminStoreCreateSchema,
  adminStoreListQuerySchema,
  adminStoreListResponseSchema,
  adminStorePatchSchema,
  adminStoreResponseSchema,
  storeNoteCreateSchema,
  storeNoteResponseSchema,
  storeNotesResponseSchema,
  storeOwnersResponseSchema,
} from '@kasuwa/contracts';
import type { Db } from '../../platform/db';
import type { Module } from '../../platform/http';
import { adminContext, adminGuard } from '../auth';
import { planStatuses } from '../billing';
import { storeHasOrders } from '../orders';
import * as service from '../stores';

/**
 * Spec 2.14, 2.15, 7.2: Store Management. Reading and adding notes need view_stores; creating and
 * changing need edit_stores and deleting delete_stores, which only the roles holding `all` have.
 */
/** The stores with where their owner's plan stands (active, grace, cancelling at period end, …). */
async function withOwnerPlanStatus<T extends { user: { id: number; plan: string } | null }>(
  deps: { database: { db: Db } },
  rows: T[],
): Promise<T[]> {
  const owners = rows.flatMap((r) => (r.user ? [r.user] : []));
  const statuses = await planStatuses({ db: deps.database.db }, owners);
  return rows.map((r) => (r.user ? { ...r, user: { ...r.user, ...statuses.get(r.user.id) } } : r));
}

export const storesAdminRoutes: Module = (app, deps) => {
  const tags = ['admin stores'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/stores',
    {
      preHandler: adminGuard(deps, 'view_stores'),
      schema: {
        tags,
        security,
        summary: 'Stores by page, with search (store name or username), status and owner filters',
        querystring: adminStoreListQuerySchema,
        response: { 200: adminStoreListResponseSchema },
      },
    },
    async (request) => {
      const page = await service.listStores(adminContext(request, deps), request.query);
      return { status: true as const, ...page, stores: await withOwnerPlanStatus(deps, page.stores) };
    },
  );

  app.get(
    '/api/admin/store-owners',
    {
      preHandler: adminGuard(deps, 'view_stores'),
      schema: {
        tags,
        security,
        summary: 'Accounts that own a store: the choices of the owner filter',
        response: { 200: storeOwnersResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      users: await service.listStoreOwners(adminContext(request, deps)),
    }),
  );

  app.get(
    '/api/admin/stores/:id',
    {
      preHandler: adminGuard(deps, 'view_stores'),
      schema: { tags, security, params: adminIdParamSchema, response: { 200: adminStoreResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      ...(await service.getStore(adminContext(request, deps), request.params.id)),
    }),
  );

  app.post(
    '/api/admin/stores',
    {
      preHandler: adminGuard(deps, 'edit_stores'),
      schema: {
        tags,
        security,
        summary: 'Create a store; the server assigns the id and creation date',
        body: adminStoreCreateSchema,
        response: { 201: adminStoreResponseSchema },
      },
    },
    async (request, reply) => {
      const store = await service.adminCreateStore(adminContext(request, deps), request.body);
      return reply.status(201).send({ status: true as const, store });
    },
  );

  app.put(
    '/api/admin/stores/:id',
    {
      preHandler: adminGuard(deps, 'edit_stores'),
      schema: {
        tags,
        security,
        summary: 'Replace a store (the whole dialog)',
        params: adminIdParamSchema,
        body: adminStoreCreateSchema,
        response: { 200: adminStoreResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      store: await service.adminUpdateStore(adminContext(request, deps), request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/admin/stores/:id',
    {
      preHandler: adminGuard(deps, 'edit_stores'),
      schema: {
        tags,
        security,
        summary: 'Change some fields of a store (the inline status dropdown)',
        params: adminIdParamSchema,
        body: adminStorePatchSchema,
        response: { 200: adminStoreResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      store: await service.adminUpdateStore(adminContext(request, deps), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/stores/:id',
    {
      preHandler: adminGuard(deps, 'delete_stores'),
      schema: { tags, security, params: adminIdParamSchema, response: { 200: adminOkResponseSchema } },
    },
    async (request) => {
      await service.adminDeleteStore(adminContext(request, deps), request.params.id, storeHasOrders);
      return { status: true as const, message: 'Store deleted.' };
    },
  );

  app.get(
    '/api/admin/stores/:id/notes',
    {
      preHandler: adminGuard(deps, 'view_stores'),
      schema: { tags, security, params: adminIdParamSchema, response: { 200: storeNotesResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      notes: await service.listStoreNotes(adminContext(request, deps), request.params.id),
    }),
  );

  app.post(
    '/api/admin/stores/:id/notes',
    {
      preHandler: adminGuard(deps, 'view_stores'),
      schema: {
        tags,
        security,
        summary: 'Add an internal note; admin_id and admin_name come from the session',
        params: adminIdParamSchema,
        body: storeNoteCreateSchema,
        response: { 201: storeNoteResponseSchema },
      },
    },
    async (request, reply) => {
      const note = await service.addStoreNote(
        adminContext(request, deps),
        request.params.id,
        request.body.note,
      );
      return reply.status(201).send({ status: true as const, note });
    },
  );
};
