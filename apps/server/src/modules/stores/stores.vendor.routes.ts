import {
  createStoreSchema,
  subdomainAvailabilitySchema,
  subdomainMessages,
  vendorStoreSchema,
  vendorStoresResponseSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import type { Module } from '../../platform/http';
import { accessibleStores } from './store-access.service';
import * as service from './stores.service';

export const storesVendorRoutes: Module = (app, { database, config, tokens }) => {
  const tags = ['vendor stores'];
  const vendorOnly = authenticate(tokens, 'vendor');

  app.get(
    '/api/stores/subdomain-availability',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Whether a subdomain can be taken: DNS-label rules, reserved words, existing stores',
        querystring: z.object({ subdomain: z.string().max(200).default('') }),
        response: { 200: subdomainAvailabilitySchema },
      },
    },
    async (request) => {
      const subdomain = request.query.subdomain.trim().toLowerCase();
      const check = await service.isSubdomainAvailable(database, subdomain);
      return check.available
        ? { subdomain, available: true }
        : { subdomain, available: false, reason: check.reason, message: subdomainMessages[check.reason] };
    },
  );

  app.get(
    '/api/vendor/stores',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        summary:
          "The stores the signed-in vendor owns, then those they work in as staff, each with the vendor's access (role and permissions)",
        security: [{ bearer: [] }],
        response: { 200: vendorStoresResponseSchema },
      },
    },
    async (request) => {
      const stores = await accessibleStores({ db: database.db }, request.actor!.id);
      return { stores: stores.map((s) => service.toVendorStore(config, s.row, s.access)) };
    },
  );

  app.post(
    '/api/vendor/stores',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        summary: 'Open a new store for the signed-in vendor (within the plan’s store limit)',
        security: [{ bearer: [] }],
        body: createStoreSchema,
        response: { 201: z.object({ store: vendorStoreSchema }) },
      },
    },
    async (request, reply) => {
      const store = await service.createVendorStore(
        {
          db: database.db,
          actor: request.actor,
          permissions: request.permissions ?? [],
          log: request.log,
        },
        request.body,
      );
      return reply.status(201).send({ store: service.toVendorStore(config, store) });
    },
  );
};
