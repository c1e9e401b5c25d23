import { customDomainInputSchema, customDomainSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import { dnsLookup } from './domains.dns';
import * as domains from './domains.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const security = [{ bearer: [] }];
const tags = ['domains'];
// Each check sends a handful of DNS queries: a vendor pressing "Check now" repeatedly is held back.
const checkLimit = { rateLimit: { max: 20, timeWindow: 60_000 } };

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const domainsVendorRoutes: Module = (app, { config }) => {
  const env = { config, dns: dnsLookup(config.domains) };

  app.get(
    '/domain',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: "The store's custom domain, the DNS records to create and what the last check found",
        params: storeParams,
        response: { 200: customDomainSchema },
      },
    },
    (request) => domains.getDomain(vendorContext(request), env),
  );

  app.put(
    '/domain',
    {
      config: { ...checkLimit, permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'Connect a domain to the store (paid plans) and check its DNS at once',
        params: storeParams,
        body: customDomainInputSchema,
        response: { 200: customDomainSchema },
      },
    },
    (request) => domains.setDomain(vendorContext(request), env, request.body.domain),
  );

  app.post(
    '/domain/check',
    {
      config: { ...checkLimit, permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: "Check the domain's DNS records now",
        params: storeParams,
        response: { 200: customDomainSchema },
      },
    },
    (request) => domains.checkDomain(vendorContext(request), env),
  );

  app.delete(
    '/domain',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        summary: 'Disconnect the domain: the store is served on its subdomain again',
        params: storeParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await domains.removeDomain(vendorContext(request));
      return reply.status(204).send(null);
    },
  );
};

/**
 * The TLS proxy's `ask` hook (Caddy's on-demand TLS): 200 lets it obtain or renew a certificate for
 * `domain`, anything else refuses. Public by nature (the proxy has no credentials); it only says
 * whether a domain is served, which its DNS says anyway.
 */
export const domainsTlsAskRoutes: Module = (app, { database }) => {
  app.get(
    '/internal/tls-ask',
    {
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Whether the TLS proxy may get a certificate for a domain (200 yes, 404 no)',
        querystring: z.object({ domain: z.string().max(300).default('') }),
        response: { 200: z.object({ ok: z.literal(true) }), 404: z.object({ ok: z.literal(false) }) },
      },
    },
    async (request, reply) =>
      (await domains.mayServeTls({ db: database.db }, request.query.domain))
        ? { ok: true as const }
        : reply.status(404).send({ ok: false as const }),
  );
};
