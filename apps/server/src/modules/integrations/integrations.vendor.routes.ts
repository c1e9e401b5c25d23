import { connectedAppSchema, ga4ConnectSchema, metaConnectSchema, STORE_APPS } from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import * as apps from './integrations.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const appParams = storeParams.extend({ app: z.enum(STORE_APPS) });
const security = [{ bearer: [] }];

/**
 * Connected apps: the store's Apps page. Registered in the vendor store scope (app.ts): paths are
 * relative to `/api/vendor/stores/:storeId`. Secrets are accepted here and never sent back.
 */
export const integrationsVendorRoutes: Module = (app, { config }) => {
  const tags = ['apps'];

  app.get(
    '/apps',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: 'Every connected app, in its group, with whether it is connected for this store',
        params: storeParams,
        response: { 200: z.array(connectedAppSchema) },
      },
    },
    async (request) => apps.listApps(vendorContext(request), config),
  );

  app.put(
    '/apps/meta',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: 'Connect (or change) the Meta pixel and its Conversions API access token',
        params: storeParams,
        body: metaConnectSchema,
        response: { 200: connectedAppSchema },
      },
    },
    async (request) => apps.connectMeta(vendorContext(request), config, request.body),
  );

  app.put(
    '/apps/ga4',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: 'Connect (or change) the GA4 measurement id and its Measurement Protocol API secret',
        params: storeParams,
        body: ga4ConnectSchema,
        response: { 200: connectedAppSchema },
      },
    },
    async (request) => apps.connectGa4(vendorContext(request), config, request.body),
  );

  app.delete(
    '/apps/:app',
    {
      config: { permission: 'marketing.manage' },
      schema: { tags, security, summary: 'Disconnect an app and forget its ids', params: appParams },
    },
    async (request, reply) => {
      await apps.disconnect(vendorContext(request), request.params.app);
      return reply.code(204).send();
    },
  );
};
