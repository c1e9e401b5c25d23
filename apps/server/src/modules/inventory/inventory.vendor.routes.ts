import {
  adjustmentInputSchema,
  adjustmentSchema,
  inventoryItemSchema,
  inventoryQuerySchema,
  pagedSchema,
  thresholdInputSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import * as inventory from './inventory.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const variantParams = storeParams.extend({ variantId: z.uuid() });
const security = [{ bearer: [] }];

export const inventoryVendorRoutes: Module = (app) => {
  const base = '/inventory';
  const tags = ['inventory'];

  app.get(
    base,
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'Stock per variant, lowest first; lowStock=1 for those at or under their threshold',
        params: storeParams,
        querystring: inventoryQuerySchema,
        response: { 200: pagedSchema(inventoryItemSchema) },
      },
    },
    async (request) => {
      const { lowStock, ...rest } = request.query;
      return inventory.listInventory(vendorContext(request), {
        ...rest,
        lowOnly: lowStock === '1' || lowStock === 'true',
      });
    },
  );

  app.post(
    `${base}/:variantId/adjustments`,
    {
      config: { permission: 'inventory.write' },
      schema: {
        tags,
        security,
        summary: 'Change stock with a reason',
        params: variantParams,
        body: adjustmentInputSchema,
        response: { 201: z.object({ adjustment: adjustmentSchema, stock: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inventory.adjustStock(vendorContext(request), request.params.variantId, request.body)),
  );

  app.get(
    `${base}/:variantId/adjustments`,
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        security,
        summary: 'Stock history of a variant, newest first',
        params: variantParams,
        response: { 200: z.object({ items: z.array(adjustmentSchema) }) },
      },
    },
    async (request) => ({
      items: await inventory.listAdjustments(vendorContext(request), request.params.variantId),
    }),
  );

  app.put(
    `${base}/:variantId/threshold`,
    {
      config: { permission: 'inventory.write' },
      schema: {
        tags,
        security,
        summary: 'Set the low-stock alert level',
        params: variantParams,
        body: thresholdInputSchema,
      },
    },
    async (request, reply) => {
      await inventory.setLowStockThreshold(
        vendorContext(request),
        request.params.variantId,
        request.body.lowStockThreshold,
      );
      return reply.status(204).send();
    },
  );
};
