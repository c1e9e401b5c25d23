import {
  pagedSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import * as webhooks from './webhooks.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const endpointParams = storeParams.extend({ endpointId: z.uuid() });
const deliveryParams = endpointParams.extend({ deliveryId: z.uuid() });
const security = [{ bearer: [] }];

/**
 * Outbound webhooks: a store's endpoints, their secrets, their delivery logs. Registered in the vendor
 * store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`.
 */
export const webhooksVendorRoutes: Module = (app, { config }) => {
  const tags = ['webhooks'];

  app.get(
    '/webhooks',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: "The store's webhook endpoints",
        params: storeParams,
        response: { 200: z.array(webhookEndpointSchema) },
      },
    },
    async (request) => webhooks.listEndpoints(vendorContext(request)),
  );

  app.post(
    '/webhooks',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'Add an endpoint; the answer holds its signing secret, shown this once',
        params: storeParams,
        body: webhookEndpointInputSchema,
        response: { 201: webhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return webhooks.createEndpoint(vendorContext(request), config, request.body);
    },
  );

  app.get(
    '/webhooks/:endpointId',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'One endpoint',
        params: endpointParams,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => webhooks.getEndpoint(vendorContext(request), request.params.endpointId),
  );

  app.patch(
    '/webhooks/:endpointId',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'Change the URL, description or events, or turn the endpoint on or off',
        params: endpointParams,
        body: webhookEndpointPatchSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) =>
      webhooks.updateEndpoint(vendorContext(request), config, request.params.endpointId, request.body),
  );

  app.delete(
    '/webhooks/:endpointId',
    {
      config: { permission: 'settings.manage' },
      schema: { tags, security, summary: 'Delete an endpoint and its delivery log', params: endpointParams },
    },
    async (request, reply) => {
      await webhooks.deleteEndpoint(vendorContext(request), request.params.endpointId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:endpointId/rotate-secret',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'A new signing secret (shown this once); the old one also signs for 24 hours',
        params: endpointParams,
        response: { 200: webhookEndpointWithSecretSchema },
      },
    },
    async (request) => webhooks.rotateSecret(vendorContext(request), request.params.endpointId),
  );

  app.post(
    '/webhooks/:endpointId/test',
    {
      // Each one makes a request to the vendor's server: enough for testing, not for hammering it.
      config: { permission: 'settings.manage', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Send a webhook.test event to this endpoint now',
        params: endpointParams,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return webhooks.sendTestEvent(vendorContext(request), request.params.endpointId);
    },
  );

  app.get(
    '/webhooks/:endpointId/deliveries',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: "The endpoint's delivery log, newest first",
        params: endpointParams,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: pagedSchema(webhookDeliverySchema) },
      },
    },
    async (request) =>
      webhooks.listDeliveries(vendorContext(request), request.params.endpointId, request.query),
  );

  app.get(
    '/webhooks/:endpointId/deliveries/:deliveryId',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'One delivery: its body and every attempt',
        params: deliveryParams,
        response: { 200: webhookDeliveryDetailSchema },
      },
    },
    async (request) =>
      webhooks.getDelivery(vendorContext(request), request.params.endpointId, request.params.deliveryId),
  );

  app.post(
    '/webhooks/:endpointId/deliveries/:deliveryId/replay',
    {
      // Each one makes a request to the vendor's server: enough for testing, not for hammering it.
      config: { permission: 'settings.manage', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Send a delivery again now, with the same event id',
        params: deliveryParams,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return webhooks.replayDelivery(
        vendorContext(request),
        request.params.endpointId,
        request.params.deliveryId,
      );
    },
  );
};
