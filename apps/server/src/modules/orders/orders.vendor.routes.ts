import {
  orderActionInputSchema,
  orderListQuerySchema,
  orderSchema,
  orderSummarySchema,
  pagedSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import type { Module } from '../../platform/http';
import { tenantContext } from '../../platform/tenant';
import { requireStoreAccess } from '../stores/stores.guard';
import * as orders from './orders.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const orderParams = storeParams.extend({ orderId: z.uuid() });
const security = [{ bearer: [] }];

export const ordersVendorRoutes: Module = (app, { database, tokens }) => {
  const { db } = database;
  const guard = [authenticate(tokens, 'vendor'), requireStoreAccess(db)];
  const base = '/api/vendor/stores/:storeId/orders';
  const tags = ['orders'];

  app.get(
    base,
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'Orders, newest first, with filters',
        params: storeParams,
        querystring: orderListQuerySchema,
        response: { 200: pagedSchema(orderSummarySchema) },
      },
    },
    async (request) => orders.listOrders(tenantContext(request, db), request.query),
  );

  app.get(
    `${base}/:orderId`,
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'An order with items, history and the actions its status allows',
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.getOrder(tenantContext(request, db), request.params.orderId),
  );

  app.post(
    `${base}/:orderId/actions`,
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary:
          'Move the order on (start_processing, ship, mark_delivered, complete, cancel); 409 when its status does not allow it',
        params: orderParams,
        body: orderActionInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      orders.applyVendorAction(
        tenantContext(request, db),
        request.params.orderId,
        request.body.action,
        request.body.note,
      ),
  );
};
