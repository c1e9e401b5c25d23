import { whatsAppCodeParamSchema, whatsAppOrderSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import { whatsAppOrder } from './whatsapp-carts.service';

const params = z.object({ storeId: z.coerce.number().int().positive(), code: whatsAppCodeParamSchema });

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const whatsAppCartsVendorRoutes: Module = (app) => {
  app.get(
    '/whatsapp-orders/:code',
    {
      config: { permission: 'sales.record' },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary:
          'The cart a shopper sent to the store on WhatsApp, by the code in their message (to prefill a sale)',
        params,
        response: { 200: whatsAppOrderSchema },
      },
    },
    async (request) => whatsAppOrder(vendorContext(request), request.params.code),
  );
};
