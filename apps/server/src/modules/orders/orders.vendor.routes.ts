import {
  offPlatformPaymentInputSchema,
  orderActionInputSchema,
  orderListQuerySchema,
  orderSchema,
  orderSummarySchema,
  pagedSchema,
} from '@kasuwa/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { acceptPhotoUploads, readPhotoUpload } from '../../platform/multipart';
import { storageFor } from '../../platform/storage';
import { vendorContext } from '../../platform/vendor-scope';
import { attachOffPlatformProof, collectOnDelivery } from './orders.off-platform.service';
import * as orders from './orders.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const orderParams = storeParams.extend({ orderId: z.uuid() });
const security = [{ bearer: [] }];

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const ordersVendorRoutes: Module = async (app, { config }) => {
  const storage = storageFor(config);
  const base = '/orders';
  const tags = ['orders'];

  app.get(
    base,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'Orders, newest first, with filters',
        params: storeParams,
        querystring: orderListQuerySchema,
        response: { 200: pagedSchema(orderSummarySchema) },
      },
    },
    async (request) => orders.listOrders(vendorContext(request), request.query),
  );

  app.get(
    `${base}/:orderId`,
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: 'An order with items, history and the actions its status allows',
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.getOrder(vendorContext(request), request.params.orderId),
  );

  app.post(
    `${base}/:orderId/actions`,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags,
        security,
        summary:
          'Move the order on (start_processing, ship with an optional carrier and tracking number, mark_delivered, complete, cancel); 409 when its status does not allow it',
        params: orderParams,
        body: orderActionInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      orders.applyVendorAction(
        vendorContext(request),
        config,
        request.params.orderId,
        request.body.action,
        request.body.note,
        { carrier: request.body.carrier, trackingNumber: request.body.trackingNumber },
      ),
  );

  app.post(
    `${base}/:orderId/delivered-paid`,
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags,
        security,
        summary:
          'A pay-on-delivery order was delivered and paid (method, amount received, optional proof): recorded as paid outside Kasuwa, no fee, and completed; 409 unless it is a confirmed pay-on-delivery order. A failed delivery is the cancel action, which returns the stock',
        params: orderParams,
        body: offPlatformPaymentInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => collectOnDelivery(vendorContext(request), request.params.orderId, request.body),
  );

  // The proof photo needs multipart, registered only in this scope so the JSON routes stay JSON-only.
  await app.register(async (scope) => {
    await acceptPhotoUploads(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/:orderId/off-platform/proof`,
      {
        config: { permission: 'orders.fulfil' },
        schema: {
          tags,
          security,
          summary:
            'Attach the proof of money received outside Kasuwa (a photo of the transfer or POS slip; multipart field "file") to the order\'s paid-outside or delivered-and-paid record; 409 when it has none',
          params: orderParams,
          response: { 200: orderSchema },
        },
      },
      async (request) =>
        attachOffPlatformProof(
          vendorContext(request),
          request.params.orderId,
          await readPhotoUpload(request),
          storage,
        ),
    );
  });
};
