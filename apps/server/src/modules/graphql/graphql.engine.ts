import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { type ErrorCode, errorStatus, GRAPHQL_LIMITS, isErrorCode } from '@kasuwa/contracts';
import type { FastifyInstance } from 'fastify';
import type * as GraphQL from 'graphql';
import { AppError, fail } from '../../platform/errors';
import type { Deps } from '../../platform/http';
import { isDatabaseUnavailable, isUnstorableText } from '../../platform/pg-errors';
import { adminResolvers, adminSchema } from './graphql.admin';
import type { Endpoint, EndpointSchema, GqlContext } from './graphql.context';
import { measure } from './graphql.limits';
import { shopResolvers, shopSchema } from './graphql.shop';
import { storefrontResolvers, storefrontSchema } from './graphql.storefront';

/**
 * The GraphQL executor, loaded on the first GraphQL request (graphql.routes.ts says why): one private
 * Fastify instance an endpoint, built on the endpoint's first request, with Mercurius (its loaders, its
 * batched queries, its parse cache) and never listening. The public route has already authenticated the caller and built the request's
 * context; it hands the body here, and the operations run inside Mercurius through `inject`, whose
 * answer (status and JSON) goes back as the public route's. graphql and mercurius are imported
 * dynamically so that the bundled server (scripts/build-server.mjs keeps packages external) does not
 * load them at start.
 */

export interface GraphqlAnswer {
  status: number;
  /** JSON text: one result, or an array of results for a batch. */
  payload: string;
}

export interface Engine {
  run(endpoint: Endpoint, body: unknown, context: GqlContext): Promise<GraphqlAnswer>;
  /** The SDL of an endpoint (docs/graphql.md, tests). */
  sdl(endpoint: Endpoint): Promise<string>;
  /** Closes the private instances (the app's own close calls it). */
  close(): Promise<void>;
}

const builders: Record<
  Endpoint,
  [() => Pick<EndpointSchema, 'sdl'>, (deps: Deps) => Omit<EndpointSchema, 'sdl'>]
> = {
  shop: [shopSchema, shopResolvers],
  admin: [adminSchema, adminResolvers],
  storefront: [storefrontSchema, storefrontResolvers],
};

interface ErrorJson {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { code: ErrorCode; details?: unknown };
}

/** One GraphQL error as the catalogue says it: its code, its text, its details; nothing internal. */
function catalogueError(error: GraphQL.GraphQLError, log: GqlContext['ctx']['log'] | undefined): ErrorJson[] {
  const original = error.originalError as
    | (Error & { errors?: GraphQL.GraphQLError[]; code?: string })
    | undefined;
  const at = { locations: error.locations, path: error.path };
  if (original instanceof AppError) {
    const extensions =
      original.details === undefined
        ? { code: original.code }
        : { code: original.code, details: original.details };
    return [{ message: original.message, ...at, extensions }];
  }
  // Mercurius's own: a query that does not parse or validate, a body that is not a GraphQL request.
  if (original?.errors && Array.isArray(original.errors)) {
    return [
      {
        message: fail('GRAPHQL_INVALID').message,
        extensions: {
          code: 'GRAPHQL_INVALID',
          details: original.errors.map((e) => ({ message: e.message, locations: e.locations })),
        },
      },
    ];
  }
  if (!original) {
    // graphql-js's own: a variable of the wrong type, an argument out of range.
    return [
      {
        message: fail('GRAPHQL_INVALID').message,
        ...at,
        extensions: { code: 'GRAPHQL_INVALID', details: [{ message: error.message }] },
      },
    ];
  }
  if (original.code === 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND' || original.code?.startsWith('FST_ERR_CTP')) {
    return [{ message: fail('GRAPHQL_INVALID').message, extensions: { code: 'GRAPHQL_INVALID' } }];
  }
  if (isUnstorableText(original)) {
    const refusal = fail('BAD_REQUEST', {
      reason: 'The request contains characters that cannot be stored (such as NUL).',
    });
    return [{ message: refusal.message, ...at, extensions: { code: 'BAD_REQUEST' } }];
  }
  if (isDatabaseUnavailable(original)) {
    log?.error({ err: original }, 'database unavailable');
    const unavailable = fail('UNAVAILABLE', {
      reason: 'The service is briefly unavailable. Please try again in a minute.',
    });
    return [{ message: unavailable.message, ...at, extensions: { code: 'UNAVAILABLE' } }];
  }
  log?.error({ err: original }, 'GraphQL resolver failed');
  return [{ message: fail('INTERNAL_ERROR').message, ...at, extensions: { code: 'INTERNAL_ERROR' } }];
}

/**
 * The HTTP status of one result: 401 when any error is UNAUTHORIZED (the web client refreshes on it,
 * spec 7.11), 403 when any is FORBIDDEN, else, when nothing was answered, the status of the first
 * error's code (400 for bad input, 404, 409, …); 200 when some field was answered.
 */
export function statusOf(result: { data?: unknown; errors?: { extensions?: { code?: string } }[] }): number {
  const codes = (result.errors ?? []).map((e) => e.extensions?.code ?? 'INTERNAL_ERROR');
  if (codes.length === 0) return 200;
  if (codes.includes('UNAUTHORIZED')) return 401;
  if (codes.includes('FORBIDDEN')) return 403;
  const data = result.data as Record<string, unknown> | null | undefined;
  const answered = data && Object.values(data).some((v) => v !== null);
  if (answered) return 200;
  const first = codes[0]!;
  return isErrorCode(first) ? errorStatus(first) : 500;
}

export async function createEngine(deps: Deps): Promise<Engine> {
  // Both through require: mercurius is CommonJS and requires graphql's CommonJS build, and graphql
  // refuses types made by its other (ESM) build ("from another module or realm").
  const require = createRequire(import.meta.url);
  const mercurius = require('mercurius') as typeof import('mercurius').default;
  const graphql = require('graphql') as typeof GraphQL;
  const { default: Fastify } = await import('fastify');
  const scalars = {
    SafeInt: new graphql.GraphQLScalarType({
      name: 'SafeInt',
      description: 'An integer up to 2^53 − 1 (amounts in minor units, counts): GraphQL Int stops at 2^31.',
      serialize: (value) => value,
      parseValue: (value) => {
        if (typeof value !== 'number' || !Number.isSafeInteger(value))
          throw new TypeError('SafeInt must be an integer.');
        return value;
      },
      parseLiteral: (ast) => {
        if (ast.kind !== graphql.Kind.INT) throw new TypeError('SafeInt must be an integer.');
        const value = Number(ast.value);
        if (!Number.isSafeInteger(value)) throw new TypeError('SafeInt must be an integer.');
        return value;
      },
    }),
    JSON: new graphql.GraphQLScalarType({
      name: 'JSON',
      description: 'Any JSON value (a record keyed by data, such as a variant’s options).',
      serialize: (value) => value,
      parseValue: (value) => value,
      parseLiteral: (ast, variables) => graphql.valueFromASTUntyped(ast, variables),
    }),
  };

  const setting = deps.config.graphqlIntrospection;
  /** Whether an endpoint answers `__schema` and `__type` (GRAPHQL_INTROSPECTION). */
  const introspection = (endpoint: Endpoint) =>
    setting === 'on' || (setting === 'storefront' && endpoint === 'storefront');
  const calls = new Map<string, GqlContext>();
  interface Built {
    sdl: string;
    schema: GraphQL.GraphQLSchema;
    inner: FastifyInstance;
  }
  // Each endpoint's schema is built when it is first called: a process serving only storefronts never
  // builds the admin schema.
  const built = new Map<Endpoint, Promise<Built>>();
  const build = async (endpoint: Endpoint): Promise<Built> => {
    const [schemaOf, resolversOf] = builders[endpoint];
    const { sdl } = schemaOf();
    const { resolvers, loaders } = resolversOf(deps);
    const inner = Fastify({ logger: false, bodyLimit: 2 * GRAPHQL_LIMITS.bodyBytes });
    await inner.register(mercurius, {
      schema: sdl,
      resolvers: { ...scalars, ...resolvers } as never,
      loaders: loaders as never,
      path: '/graphql',
      graphiql: false,
      allowBatchedQueries: true,
      // measure() refuses introspection first with its own code; graphql-js's rule holds behind it.
      validationRules: introspection(endpoint) ? [] : [graphql.NoSchemaIntrospectionCustomRule],
      context: (request) => calls.get(String(request.headers['x-kasuwa-call'])) as never,
      errorFormatter: (execution, context) => {
        const log = (context as unknown as Partial<GqlContext>).ctx?.log;
        const errors = (execution.errors ?? []).flatMap((e) => catalogueError(e, log));
        const response = { data: execution.data ?? null, errors };
        return { statusCode: statusOf(response), response } as never;
      },
    });
    await inner.ready();
    const schema = (inner as unknown as { graphql: { schema: GraphQL.GraphQLSchema } }).graphql.schema;
    return { sdl, schema, inner };
  };
  const endpointOf = (endpoint: Endpoint, log?: GqlContext['ctx']['log']): Promise<Built> => {
    let found = built.get(endpoint);
    if (!found) {
      const started = performance.now();
      found = build(endpoint).then((b) => {
        log?.info({ endpoint, ms: Math.round(performance.now() - started) }, 'GraphQL schema built');
        return b;
      });
      found.catch(() => built.delete(endpoint));
      built.set(endpoint, found);
    }
    return found;
  };

  return {
    sdl: async (endpoint) => (await endpointOf(endpoint)).sdl,
    async close() {
      const all = await Promise.allSettled(built.values());
      await Promise.all(all.map((b) => (b.status === 'fulfilled' ? b.value.inner.close() : undefined)));
    },
    async run(endpoint, body, context) {
      const { schema, inner } = await endpointOf(endpoint, context.ctx.log);
      // Each operation within its own limits, and the batch's together within one request's budget.
      let cost = 0;
      let fields = 0;
      let lookups = 0;
      for (const operation of Array.isArray(body) ? body : [body]) {
        const measured = measure(graphql, schema, operation, introspection(endpoint));
        cost += measured.cost;
        fields += measured.fields;
        lookups += measured.lookups;
        if (
          cost > GRAPHQL_LIMITS.requestCost ||
          fields > GRAPHQL_LIMITS.requestFields ||
          lookups > GRAPHQL_LIMITS.requestLookups
        ) {
          throw fail('GRAPHQL_REQUEST_TOO_LARGE');
        }
      }
      const id = randomUUID();
      calls.set(id, context);
      try {
        const res = await inner.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', 'x-kasuwa-call': id },
          payload: JSON.stringify(body),
        });
        if (!Array.isArray(body)) return { status: res.statusCode, payload: res.payload };
        // A batch is one HTTP answer: 401 when any operation needs a sign-in (the client refreshes and
        // sends the batch again); otherwise 200 and each operation's errors in its own result.
        const results = res.json() as Parameters<typeof statusOf>[0][];
        const status =
          Array.isArray(results) && results.some((r) => statusOf(r) === 401)
            ? 401
            : res.statusCode < 500
              ? 200
              : res.statusCode;
        return { status, payload: res.payload };
      } finally {
        calls.delete(id);
      }
    },
  };
}
