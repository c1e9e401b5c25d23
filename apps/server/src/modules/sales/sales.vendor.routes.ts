import {
  newSaleInputSchema,
  newSaleResultSchema,
  saleItemSchema,
  saleItemsQuerySchema,
  salePaymentSchema,
} from '@kasuwa/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { acceptPhotoUploads, readPhotoUpload } from '../../platform/multipart';
import { storageFor } from '../../platform/storage';
import { vendorContext } from '../../platform/vendor-scope';
import { saleItems } from './sales.items.service';
import * as sales from './sales.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const saleParams = storeParams.extend({ orderId: z.uuid() });
const security = [{ bearer: [] }];
const tags = ['sales'];

/** "New sale": sales the vendor records from chats, calls and her stall (vendor store scope, app.ts). */
export const salesVendorRoutes: Module = async (app, { config }) => {
  const storage = storageFor(config);

  app.post(
    '/sales',
    {
      config: { permission: 'sales.record' },
      schema: {
        tags,
        security,
        summary:
          'Record a sale made outside the storefront: paid already (off-platform: no escrow, no fee, a receipt) or a pay link (reserved like an online order, paid through escrow)',
        params: storeParams,
        body: newSaleInputSchema,
        response: { 201: newSaleResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sales.recordSale(vendorContext(request), config, request.body)),
  );

  app.get(
    '/sales/items',
    {
      config: { permission: 'sales.record' },
      schema: {
        tags,
        security,
        summary:
          'What a New sale can add: sellable variants with price and stock, recently sold first, or found by q',
        params: storeParams,
        querystring: saleItemsQuerySchema,
        response: { 200: z.object({ items: z.array(saleItemSchema) }) },
      },
    },
    async (request) => ({ items: await saleItems(vendorContext(request), request.query.q) }),
  );

  app.get(
    '/sales/:orderId/payment',
    {
      config: { permission: 'sales.record' },
      schema: {
        tags,
        security,
        summary: 'How a paid-already sale was paid: method, amount received, change and the proof photo',
        params: saleParams,
        response: { 200: salePaymentSchema },
      },
    },
    async (request) => sales.getSalePayment(vendorContext(request), request.params.orderId, storage),
  );

  // Uploads need multipart; registered only in this scope so the JSON routes stay JSON-only.
  await app.register(async (scope) => {
    await acceptPhotoUploads(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/sales/:orderId/payment/proof',
      {
        config: { permission: 'sales.record' },
        schema: {
          tags,
          security,
          summary:
            'Attach the proof of a paid-already sale (a photo of the transfer slip or POS receipt; multipart field "file")',
          params: saleParams,
          response: { 200: salePaymentSchema },
        },
      },
      async (request) =>
        sales.attachProof(
          vendorContext(request),
          request.params.orderId,
          await readPhotoUpload(request),
          storage,
        ),
    );
  });
};
