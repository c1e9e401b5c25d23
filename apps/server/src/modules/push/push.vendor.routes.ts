import {
  pushDeviceSchema,
  pushKeySchema,
  pushSubscriptionChangeSchema,
  pushSubscriptionInputSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import * as push from './push.service';

const security = [{ bearer: [] }];

/**
 * Web Push for the signed-in vendor: the server's public key, and the devices that receive her order
 * notifications. A device belongs to the person (every store she owns notifies it), so these routes sit
 * beside the account's, not in the store scope.
 */
export const pushVendorRoutes: Module = (app, { database, config, tokens }) => {
  const tags = ['notifications'];
  const vendorOnly = authenticate(tokens, 'vendor');
  const ctxOf = (request: { actor: { id: number } | null }) => ({
    db: database.db,
    userId: request.actor!.id,
  });

  app.get(
    '/api/vendor/push/key',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'The VAPID public key a browser subscribes with (its applicationServerKey)',
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ public_key: (await push.vapidKeys(database.db, config)).publicKey }),
  );

  app.get(
    '/api/vendor/push/devices',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'The devices that receive order notifications',
        response: { 200: z.array(pushDeviceSchema) },
      },
    },
    async (request) => push.listDevices(ctxOf(request)),
  );

  app.post(
    '/api/vendor/push/devices',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'Turn order notifications on for this browser: its PushSubscription.toJSON()',
        body: pushSubscriptionInputSchema,
        response: { 201: pushDeviceSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return push.subscribe(ctxOf(request), config, request.body, request.headers['user-agent']);
    },
  );

  // The service worker has no sign-in: the old subscription's endpoint and secret are its proof. Outside
  // /api/vendor, as no bearer token comes with it.
  app.post(
    '/api/push/subscription-change',
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          errorResponseBuilder: (_request: unknown, limit: { ttl: number }) =>
            errors.tooMany('Too many requests. Please wait a moment.', Math.ceil(limit.ttl / 1000)),
        },
      },
      schema: {
        tags,
        summary: 'A browser replaced its push subscription: move its device to the new one',
        body: pushSubscriptionChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await push.replaceSubscription(database.db, config, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/vendor/push/devices/:deviceId',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'Turn order notifications off for one device',
        params: z.object({ deviceId: z.uuid() }),
      },
    },
    async (request, reply) => {
      await push.unsubscribe(ctxOf(request), request.params.deviceId);
      return reply.code(204).send();
    },
  );
};
