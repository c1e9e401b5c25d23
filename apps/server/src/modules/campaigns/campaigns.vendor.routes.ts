import {
  campaignCreateSchema,
  campaignDraftSchema,
  campaignEstimateSchema,
  campaignSchema,
  pagedSchema,
  pageQuerySchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import * as campaigns from './campaigns.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const campaignParams = storeParams.extend({
  campaignId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
const security = [{ bearer: [] }];

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const campaignsVendorRoutes: Module = (app, { config }) => {
  const tags = ['campaigns'];

  app.get(
    '/campaigns',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: "The store's campaigns, newest first, with their sent, delivered and failed counts",
        params: storeParams,
        querystring: pageQuerySchema,
        response: { 200: pagedSchema(campaignSchema) },
      },
    },
    async (request) => campaigns.listCampaigns(vendorContext(request), request.query),
  );

  app.post(
    '/campaigns/estimate',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: 'Who a campaign would reach and what it would cost in SMS credits, without sending it',
        params: storeParams,
        body: campaignDraftSchema,
        response: { 200: campaignEstimateSchema },
      },
    },
    async (request) => campaigns.estimateCampaign(vendorContext(request), request.body, config),
  );

  app.post(
    '/campaigns',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: 'Send a campaign to the consenting customers of a segment (the same requestId sends once)',
        params: storeParams,
        body: campaignCreateSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await campaigns.sendCampaign(vendorContext(request), request.body, config)),
  );

  app.get(
    '/campaigns/:campaignId',
    {
      config: { permission: 'marketing.manage' },
      schema: {
        tags,
        security,
        summary: 'One campaign with its counts',
        params: campaignParams,
        response: { 200: campaignSchema },
      },
    },
    async (request) => campaigns.getCampaign(vendorContext(request), request.params.campaignId),
  );
};
