import { GRAPHQL_ENDPOINTS, GRAPHQL_LIMITS, type Locale, unstorableText } from '@kasuwa/contracts';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { requestContext } from '../../platform/context';
import {
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  errors,
  fail,
  localizedErrorBody,
  requestLocale,
  signedInLocale,
} from '../../platform/errors';
import type { Deps, Module } from '../../platform/http';
import { isDatabaseUnavailable } from '../../platform/pg-errors';
import { clientAddress } from '../../platform/rate-limit';
import { adminGuard } from '../auth';
import type { Endpoint, GqlContext } from './graphql.context';
import type { Engine } from './graphql.engine';

/**
 * The GraphQL transport (spec 7.11): three POST endpoints. This file is all the server loads at start:
 * graphql and mercurius (110–170 ms of module loading on this machine, and 80–120 ms an endpoint's
 * schema) load on the first GraphQL request, once a process, so neither the cold start nor the
 * storefront's pages pay for them.
 *
 * Here the caller is authenticated exactly as REST does it (vendor token on the shop endpoint, the
 * admin guard on the admin endpoint, nobody on the Storefront API) and the batch is bounded; the
 * operations then run in graphql.engine.ts. Errors raised here answer in GraphQL's shape
 * (`errors[].extensions.code`) and in the REST one (`error.code`) at once, with the catalogue's status.
 */

/**
 * Operations a minute from one address: each operation of a batch counts (a batch of 10 is 10), so a
 * batch does not multiply what one address may ask. The Storefront API's checkout and the admin
 * sign-in keep their own limits inside (login-lock, stock); these bound the endpoint as a whole.
 */
const PER_MINUTE: Record<Endpoint, number> = { shop: 600, admin: 300, storefront: 300 };

const engines = new WeakMap<Deps, Promise<Engine>>();

/** The engine of this app (its schema's resolvers hold its configuration), built on first use. */
export function engineOf(deps: Deps, log?: FastifyBaseLogger): Promise<Engine> {
  let engine = engines.get(deps);
  if (!engine) {
    const started = performance.now();
    engine = import('./graphql.engine')
      .then((m) => m.createEngine(deps))
      .then((loaded) => {
        // What GraphQL costs the first request instead of the start (docs/graphql.md, cold start).
        log?.info({ ms: Math.round(performance.now() - started) }, 'GraphQL loaded (graphql, mercurius)');
        return loaded;
      });
    engine.catch(() => engines.delete(deps));
    engines.set(deps, engine);
  }
  return engine;
}

const shopToken = z
  .string()
  .min(10)
  .max(8000)
  .regex(/^[\w.-]+$/);

async function contextFor(endpoint: Endpoint, deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  if (endpoint === 'shop') {
    await authenticate(deps.tokens, 'vendor')(request, reply);
  } else if (endpoint === 'admin' && request.headers.authorization !== undefined) {
    // No token: only `login` answers. A token that is bad, expired or of a demoted account: 401.
    await adminGuard(deps)(request, reply);
  }
  const token = request.headers['x-shop-token'];
  const context: GqlContext = {
    ctx: requestContext(request, deps.database.db),
    deps,
    ip: request.ip,
    stores: new Map(),
    storefronts: new Map(),
    loaders: new Map(),
    locale: requestLocale(request),
  };
  if (request.actor && !request.readerLocale) {
    let chosen: Promise<Locale | null> | undefined;
    context.accountLocale = () => {
      chosen ??= signedInLocale(request);
      return chosen;
    };
  }
  if (endpoint === 'storefront' && token !== undefined) {
    const parsed = shopToken.safeParse(token);
    if (!parsed.success) throw errors.badRequest('The X-Shop-Token header is not a cart token.');
    context.shopToken = parsed.data;
  }
  return context;
}

/** A transport-level refusal in both shapes: GraphQL clients read `errors`, REST clients `error`. */
async function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 500;
  const unavailable = !(err instanceof AppError) && isDatabaseUnavailable(err);
  if (unavailable) {
    request.log.error({ err }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  const known: AppError | null = unavailable
    ? errors.unavailable('The service is briefly unavailable. Please try again in a minute.')
    : err instanceof AppError
      ? err
      : status === 413
        ? fail('PAYLOAD_TOO_LARGE')
        : status === 415
          ? fail('UNSUPPORTED_MEDIA_TYPE', { reason: 'Send the GraphQL request as application/json.' })
          : status === 429
            ? fail('RATE_LIMITED')
            : status < 500
              ? fail('GRAPHQL_INVALID')
              : null;
  if (!known) {
    request.log.error({ err }, 'GraphQL request failed');
    const internal = await localizedErrorBody(request, fail('INTERNAL_ERROR'), false);
    return reply.status(500).send({
      ...internal,
      errors: [{ message: internal.error.message, extensions: { code: 'INTERNAL_ERROR' } }],
    });
  }
  // Not the account's language when the database is down: reading it would wait on it.
  const body = await localizedErrorBody(request, known, !unavailable);
  return reply.status(known.statusCode).send({
    ...body,
    errors: [
      { message: body.error.message, extensions: { code: body.error.code, details: body.error.details } },
    ],
  });
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

const postOnly = fail('METHOD_NOT_ALLOWED', {
  reason:
    'GraphQL takes POST only: send {"query", "variables"} as JSON, or an array of them for a batch. Batching is not available for GET requests.',
});

/**
 * The Storefront API may be called from a headless storefront's own origin: any origin, without
 * credentials (its only token is the cart's, in a header), so `*` discloses nothing a server-side
 * client could not read. The shop and admin endpoints stay same-origin.
 */
const STOREFRONT_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, x-shop-token, if-none-match',
  'access-control-expose-headers': 'etag',
  'access-control-max-age': '86400',
};

export const graphqlRoutes: Module = (app, deps) => {
  const limits = Object.fromEntries(
    (Object.keys(GRAPHQL_ENDPOINTS) as Endpoint[]).map((endpoint) => [
      endpoint,
      app.createRateLimit({
        max: PER_MINUTE[endpoint],
        timeWindow: 60_000,
        keyGenerator: (request) => `graphql:${endpoint}:${clientAddress(request)}`,
      }),
    ]),
  ) as Record<Endpoint, ReturnType<typeof app.createRateLimit>>;
  /** Counts `operations` against the endpoint's limit for the caller's address; 429 once it is spent. */
  const spend = async (
    endpoint: Endpoint,
    request: FastifyRequest,
    reply: FastifyReply,
    operations: number,
  ) => {
    for (let i = 0; i < operations; i++) {
      const result = await limits[endpoint](request);
      if (!result.isAllowed && result.isExceeded) {
        const wait = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', String(wait));
        throw errors.tooMany(undefined, wait);
      }
    }
  };
  app.addHook('onClose', async () => {
    const engine = engines.get(deps);
    engines.delete(deps);
    if (engine) await (await engine.catch(() => null))?.close();
  });
  app.options(GRAPHQL_ENDPOINTS.storefront, { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(STOREFRONT_CORS).status(204).send(),
  );

  for (const [endpoint, url] of Object.entries(GRAPHQL_ENDPOINTS) as [Endpoint, string][]) {
    app.post(
      url,
      {
        errorHandler: answerError,
        bodyLimit: GRAPHQL_LIMITS.bodyBytes,
        // The first operation is counted before the body is read (a body refused as too large or too
        // deep still counts); the others of a batch once the body says how many there are.
        onRequest: (request, reply) => spend(endpoint, request, reply, 1),
        schema: {
          tags: ['graphql'],
          summary: `GraphQL (${endpoint}): one operation {query, variables, operationName} or a batch of at most ${GRAPHQL_LIMITS.batch}`,
          ...(endpoint === 'storefront' ? {} : { security: [{ bearer: [] }] }),
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (Array.isArray(body)) {
          if (body.length === 0) throw fail('GRAPHQL_INVALID');
          if (body.length > GRAPHQL_LIMITS.batch) throw fail('GRAPHQL_BATCH_TOO_LARGE');
          await spend(endpoint, request, reply, body.length - 1);
        } else if (!body || typeof body !== 'object') {
          throw fail('GRAPHQL_INVALID');
        }
        // As REST's validator does for every body: no text PostgreSQL cannot store (a NUL, half a
        // surrogate pair), in the query or in any variable.
        const unstorable = unstorableText(body);
        if (unstorable.length > 0) {
          throw errors.validation(unstorable.map((u) => ({ path: u.path.join('.'), message: u.message })));
        }
        const context = await contextFor(endpoint, deps, request, reply);
        const answer = await (await engineOf(deps, request.log)).run(endpoint, body, context);
        if (endpoint === 'storefront') {
          reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', 'etag');
          // A public read may be kept by a CDN or client, and must be checked with us each time (its
          // ETag, answered 304 while the stores' cache versions hold): never a stale catalogue.
          reply.header('cache-control', answer.etag ? 'public, max-age=0, must-revalidate' : 'no-store');
          if (answer.etag && answer.status === 200) {
            reply.header('etag', answer.etag);
            if (matches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
          }
        }
        if (answer.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.payload);
      },
    );
    app.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url,
      errorHandler: answerError,
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        throw postOnly;
      },
    });
  }
};
