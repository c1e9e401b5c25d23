import {
  messageListQuerySchema,
  messageLogEntrySchema,
  messagingChannelsSchema,
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
  pagedSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import * as messaging from './messaging.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const security = [{ bearer: [] }];

/** Public: the marketing pages say WhatsApp and SMS are connected only where they are. */
export const messagingPublicRoutes: Module = (app, { config }) => {
  app.get(
    '/api/messaging/channels',
    {
      schema: {
        tags: ['messaging'],
        summary: 'Which messaging channels this Kasuwa offers now (each needs its provider configured)',
        response: { 200: messagingChannelsSchema },
      },
    },
    async () => messaging.channelsAvailable(config),
  );
};

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const messagingVendorRoutes: Module = (app, { config }) => {
  const tags = ['messaging'];

  app.get(
    '/messaging/channels',
    {
      config: { permission: 'member' },
      schema: {
        tags,
        security,
        summary: 'Which messaging channels the store can use now (WhatsApp needs the platform configured)',
        params: storeParams,
        response: { 200: messagingChannelsSchema },
      },
    },
    async (request) => {
      vendorContext(request);
      return messaging.channelsAvailable(config);
    },
  );

  app.get(
    '/messages',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: 'Every e-mail and SMS sent for this store, newest first',
        params: storeParams,
        querystring: messageListQuerySchema,
        response: { 200: pagedSchema(messageLogEntrySchema) },
      },
    },
    async (request) => messaging.listMessages(vendorContext(request), request.query),
  );

  app.get(
    '/notifications',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'What the vendor is told, on which channel',
        params: storeParams,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => messaging.getPreferences(vendorContext(request)),
  );

  app.patch(
    '/notifications',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'Turn notification channels on or off, or choose the number SMS go to',
        params: storeParams,
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => messaging.updatePreferences(vendorContext(request), request.body, config),
  );
};
