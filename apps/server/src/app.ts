import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { type Config, fastifyTrustProxy } from './config';
import { errorLanguage } from './error-language';
import { analyticsAdminRoutes } from './modules/analytics/analytics.admin.routes';
import { analyticsVendorRoutes } from './modules/analytics/analytics.vendor.routes';
import { authAdminRoutes } from './modules/auth/auth.admin.routes';
import { authVendorRoutes } from './modules/auth/auth.vendor.routes';
import { auditAdminRoutes } from './modules/backoffice/backoffice.audit.routes';
import { storesAdminRoutes } from './modules/backoffice/backoffice.stores.routes';
import { adminUsersRoutes } from './modules/backoffice/backoffice.users.routes';
import { billingAdminRoutes } from './modules/billing/billing.admin.routes';
import { billingVendorRoutes } from './modules/billing/billing.routes';
import { billingSandboxRoutes } from './modules/billing/billing.sandbox.routes';
import { campaignsVendorRoutes } from './modules/campaigns/campaigns.vendor.routes';
import { whatsAppCartsVendorRoutes } from './modules/carts/whatsapp-carts.vendor.routes';
import { catalogVendorRoutes } from './modules/catalog/catalog.vendor.routes';
import { contentRoutes } from './modules/content/content.routes';
import { currenciesAdminRoutes } from './modules/currencies/currencies.admin.routes';
import { optOutEverywhere } from './modules/customers/customers.service';
import { customersVendorRoutes } from './modules/customers/customers.vendor.routes';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes';
import { discountsVendorRoutes } from './modules/discounts/discounts.vendor.routes';
import { domainsTlsAskRoutes, domainsVendorRoutes } from './modules/domains';
import { externalRedirectRoutes } from './modules/external-redirect/external-redirect.routes';
import { graphqlRoutes } from './modules/graphql/graphql.routes';
import { healthRoutes } from './modules/health/health.routes';
import { integrationsVendorRoutes } from './modules/integrations/integrations.vendor.routes';
import { inventoryVendorRoutes } from './modules/inventory/inventory.vendor.routes';
import { documentsPublicRoutes } from './modules/invoices/documents.public.routes';
import { invoicesVendorRoutes } from './modules/invoices/invoices.vendor.routes';
import { messagingReportsRoutes } from './modules/messaging/messaging.reports.routes';
import { messagingPublicRoutes, messagingVendorRoutes } from './modules/messaging/messaging.vendor.routes';
import { monitorRoutes } from './modules/monitor/monitor.routes';
import { ordersVendorRoutes } from './modules/orders/orders.vendor.routes';
import { paymentsAdminRoutes } from './modules/payments/payments.admin.routes';
import { paymentsStoreRoutes, paymentsWebhookRoutes } from './modules/payments/payments.store.routes';
import { paymentsVendorRoutes } from './modules/payments/payments.vendor.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { pushVendorRoutes } from './modules/push/push.vendor.routes';
import { salesVendorRoutes } from './modules/sales/sales.vendor.routes';
import { recordStoreWrite, staffPublicRoutes, staffVendorRoutes } from './modules/staff';
import { storeSettingsVendorRoutes } from './modules/store-settings/store-settings.vendor.routes';
import { storefrontRoutes } from './modules/storefront/storefront.routes';
import { uploadsRoutes } from './modules/storefront/uploads.routes';
import { storeAccess } from './modules/stores';
import { storesVendorRoutes } from './modules/stores/stores.vendor.routes';
import { themesRoutes } from './modules/themes/themes.routes';
import { webhooksVendorRoutes } from './modules/webhooks/webhooks.vendor.routes';
import { answerFrameworkError, answerNoRoute, registerErrorHandling } from './platform/errors';
import type { App, Deps, Module } from './platform/http';
import { limitJsonDepth } from './platform/json-body';
import { fromRoot } from './platform/paths';
import { registerRateLimits } from './platform/rate-limit';
import { registerSecurityHeaders } from './platform/security-headers';
import { validatorCompiler } from './platform/validation';
import {
  type StoreRouteDeclaration,
  useVendorStoreScope,
  VENDOR_STORE_PREFIX,
} from './platform/vendor-scope';
import { sandboxModule } from './sandbox/sandbox.module';
import { registerStaticPages } from './web-pages';

// Re-exported for the composition's own callers (main, tests); modules import them from platform/http.
export type { App, Deps, Module };

/**
 * Vendor routes that act inside one store, registered into the vendor store scope: their paths are
 * relative to `/api/vendor/stores/:storeId`, each declares what it needs (`config.permission`), and the
 * scope has authenticated the vendor, looked up their access to the store (owner or staff member),
 * checked the route's permission and built the request's `TenantContext` (`vendorContext(request)`)
 * before any of them runs.
 */
const vendorStoreModules: Module[] = [
  catalogVendorRoutes,
  inventoryVendorRoutes,
  storeSettingsVendorRoutes,
  ordersVendorRoutes,
  salesVendorRoutes,
  paymentsVendorRoutes,
  analyticsVendorRoutes,
  invoicesVendorRoutes,
  discountsVendorRoutes,
  messagingVendorRoutes,
  customersVendorRoutes,
  whatsAppCartsVendorRoutes,
  campaignsVendorRoutes,
  webhooksVendorRoutes,
  integrationsVendorRoutes,
  domainsVendorRoutes,
  staffVendorRoutes,
];

const vendorStoreArea: Module = async (app, deps) => {
  const declared: StoreRouteDeclaration[] = [];
  app.decorate('vendorStoreRoutes', declared);
  await app.register(
    async (scope) => {
      useVendorStoreScope(scope, {
        tokens: deps.tokens,
        db: deps.database.db,
        accessOf: storeAccess,
        recordWrite: recordStoreWrite,
        declared,
      });
      for (const mod of vendorStoreModules) await mod(scope, deps);
    },
    { prefix: VENDOR_STORE_PREFIX },
  );
};

/** Modules in the order their routes are registered. */
// monitorRoutes first: its request metrics hook must see every route.
const modules: Module[] = [
  monitorRoutes,
  healthRoutes,
  domainsTlsAskRoutes,
  plansRoutes,
  messagingPublicRoutes,
  billingVendorRoutes,
  billingSandboxRoutes,
  authVendorRoutes,
  storesVendorRoutes,
  staffPublicRoutes,
  pushVendorRoutes,
  contentRoutes,
  externalRedirectRoutes,
  vendorStoreArea,
  uploadsRoutes,
  storefrontRoutes,
  authAdminRoutes,
  adminUsersRoutes,
  billingAdminRoutes,
  storesAdminRoutes,
  dashboardAdminRoutes,
  analyticsAdminRoutes,
  auditAdminRoutes,
  sandboxModule,
  paymentsStoreRoutes,
  paymentsWebhookRoutes,
  messagingReportsRoutes(optOutEverywhere),
  paymentsAdminRoutes,
  currenciesAdminRoutes,
  themesRoutes,
  documentsPublicRoutes,
  graphqlRoutes,
];

export interface BuildOptions {
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: pino.DestinationStream;
  /** Extra routes (tests use this for slow handlers and the like). */
  extend?: Module;
}

/**
 * Every route validates and serialises with zod. Given as the compilers' factories (rather than set on the
 * instance once it exists), Fastify never loads its default JSON Schema compilers, ajv and
 * fast-json-stringify: some 20 ms of every start. Fastify types the factories for ajv's schemas.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

let stdout: ReturnType<typeof pino.destination> | undefined;

/** Log lines go to stdout off the request's path (one writer per process); pino flushes the rest on exit. */
function logDestination() {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

export async function buildApp(deps: Deps, options: BuildOptions = {}): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            stream: options.logStream ?? logDestination(),
          },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  // While shutting down, ask keep-alive clients to hang up after their response, so close() need not
  // wait out the keep-alive timeout of connections that were busy when it began.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  // Before any route: a body nested deeper than JSON_MAX_DEPTH is refused (400) before it is parsed.
  limitJsonDepth(app);
  app.decorateRequest('actor', null);
  app.decorateRequest('permissions', null as unknown as readonly string[]);
  // Error answers in the reader's language (issue 33): the catalogue's words, the account's language.
  registerErrorHandling(app, errorLanguage(deps));
  // Answers of 1 KB and more go out in brotli or gzip (most shoppers and merchants are on mobile data).
  // Images, PDFs and anything already encoded (the precompressed web app) pass through untouched because
  // their types are not compressible or they carry a Content-Encoding. Request bodies are never inflated:
  // no client sends them compressed, and inflating would let a small upload grow past bodyLimit's intent.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(fastifyCookie, { secret: config.cookieSecret });
  await registerRateLimits(app, config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Payment providers: Paystack's inline script and popup, the Paga Checkout frame (spec 7.9).
        scriptSrc: ["'self'", 'https://js.paystack.co'],
        connectSrc: ["'self'"],
        frameSrc: [
          "'self'",
          'https://checkout.paystack.com',
          new URL(config.payments.paga.checkoutUrl).origin,
        ],
        // A store's payment form posts to the store, which redirects to the provider's hosted page;
        // browsers check that redirect against form-action too, so the providers' origins are listed.
        // "Order on WhatsApp" posts the cart the same way and is redirected to wa.me.
        formAction: [
          "'self'",
          'https://wa.me',
          'https://checkout.paystack.com',
          'https://checkout.flutterwave.com',
          ...new Set(
            [
              config.payments.paystack.baseUrl,
              config.payments.flutterwave.baseUrl,
              config.payments.paga.checkoutUrl,
            ].map((url) => new URL(url).origin),
          ),
        ],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kasuwa API', version: config.version, description: 'Kasuwa commerce platform API' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  for (const mod of modules) await mod(app, deps);
  if (options.extend) await options.extend(app, deps);
  await serveWebApp(app, config);
  return app;
}

/**
 * Headers left off the fingerprinted scripts and style sheets: helmet's that only mean something on a
 * document (HSTS rides on every page), and validators and ranges an immutable file never uses. nosniff,
 * CORP and Referrer-Policy (module scripts' own fetches follow it) stay.
 */
const ASSET_NEEDLESS_HEADERS = [
  'accept-ranges',
  'etag',
  'last-modified',
  'strict-transport-security',
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * index.html for the vendor dashboard's paths, with its first load's scripts (apps/web/src/areas/dashboard/
 * first-load.ts, a build entry) preloaded beside the app's own: on a slow phone they download with the
 * framework instead of after it has run. Undefined without the build's manifest (the plain page serves).
 */
function dashboardIndex(dist: string): string | undefined {
  const manifestFile = resolve(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const entry = manifest['src/areas/dashboard/first-load.ts'];
  if (!entry) return undefined;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) add(child);
  };
  for (const child of entry.imports ?? []) add(child);
  const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const links = [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** The built React app, with every non-API GET falling back to index.html for client routing. */
async function serveWebApp(app: App, config: Config): Promise<void> {
  const dist = resolve(config.WEB_DIST ?? fromRoot('apps/web/dist'));
  const hasDist = existsSync(resolve(dist, 'index.html'));
  const dashboardPage = hasDist ? dashboardIndex(dist) : undefined;
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: dist,
      // One wildcard route that looks the file up when asked, rather than a route per built file (some
      // 660 routes set up at every start); a path that is no file goes on to the not-found handler below.
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes a .br and a .gz beside every text asset; send the one the browser accepts.
      preCompressed: true,
      // Only files: not a folder (`/`), the compressed copies by name or the build's own files
      // (.vite/manifest.json); those go on to the not-found handler (the app's page, or a 404).
      allowedPath: (path) => !/\.(br|gz)$|(^|\/)\.|\/$/.test(path),
      // Vite fingerprints everything under assets/; anything else may change with a deploy.
      setHeaders: (reply, file) => {
        if (!file.includes('/assets/')) {
          reply.header('cache-control', 'no-cache');
          return;
        }
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        // A script or style sheet is not a document: the page's own policy (CSP, framing, opener) governs
        // it, so these headers would only add about 700 bytes to each of the dashboard's files on a phone.
        // Nor is a fingerprinted file ever revalidated or fetched in ranges.
        for (const name of ASSET_NEEDLESS_HEADERS) reply.removeHeader(name);
      },
    });
    const renderDashboard = await registerStaticPages(app, dist);
    // Routes of their own rather than the fallback below, so that the page goes out compressed (the
    // server-drawn frame is tens of kilobytes of HTML before compression).
    if (renderDashboard || dashboardPage) {
      for (const route of ['/dashboard', '/dashboard/*']) {
        app.get(route, async (request, reply) => {
          const page = (await renderDashboard?.(request.url.split('?')[0] ?? '')) ?? dashboardPage;
          return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
        });
      }
    }
  } else {
    app.log.warn({ dist }, 'web app not built; run `npm run build` to serve it');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Any GET or HEAD of an app route gets the app, whatever it accepts (uptime checkers, curl), except
    // machine paths and, unless a browser asks for a page, file-like paths (a stale asset must stay 404).
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|health|metrics|monitor|admin\/queues)(\/|$)/.test(path) &&
      ((request.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]{1,8}$/i.test(path));
    if (wantsPage && hasDist) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    }
    return answerNoRoute(request, reply, app.initialConfig.maxParamLength ?? 100);
  });
}
