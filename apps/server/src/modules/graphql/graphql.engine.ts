import { createRequire } from 'node:module';
import { GRAPHQL_LIMITS, type Locale } from '@kasuwa/contracts';
import DataLoader from 'dataloader';
import type { FastifyInstance } from 'fastify';
import type * as GraphQL from 'graphql';
import { LRUCache } from 'lru-cache';
import { AppError, fail } from '../../platform/errors';
import type { Deps } from '../../platform/http';
import { adminResolvers, adminSchema } from './graphql.admin';
import { appErrorJson, catalogueError, type ErrorJson, inAccountLanguage, statusOf } from './graphql.answers';
import { AnswerCache, type CachedAnswer, etagOf, storesOfPublicRead } from './graphql.cache';
import { type Endpoint, type EndpointSchema, type GqlContext, storefrontOf } from './graphql.context';
import { measure } from './graphql.limits';
import { type Operation, PersistedQueries } from './graphql.persisted';
import { shopResolvers, shopSchema } from './graphql.shop';
import { storefrontResolvers, storefrontSchema } from './graphql.storefront';

export { statusOf } from './graphql.answers';

/**
 * The GraphQL executor, loaded on the first GraphQL request (graphql.routes.ts says why). Each endpoint's
 * schema is built by Mercurius on a private Fastify instance (never listening, its route never called)
 * on the endpoint's first request; operations run through that instance's `graphql()` in the public
 * route's own request: no second HTTP pass (`inject` cost a private request per answer, issue 35).
 * Mercurius keeps each query's parsed and validated document by its text and compiles a query asked
 * for again with graphql-jit (`jit`). The public route has already authenticated the caller and built
 * the request's context. graphql and mercurius are imported dynamically so that the bundled server
 * (scripts/build-server.mjs keeps packages external) does not load them at start.
 *
 * Before anything runs, each operation's persisted query is resolved (graphql.persisted.ts) and its
 * limits measured (graphql.limits.ts); on the Storefront API a public read is then answered from the
 * answer cache when its stores' cache versions have not moved (graphql.cache.ts).
 */

export interface GraphqlAnswer {
  status: number;
  /** JSON text: one result, or an array of results for a batch (UTF-8 bytes when from the cache). */
  payload: string | Buffer;
  /** Every operation was a public read of active stores, answered or kept under their cache versions. */
  cacheable: boolean;
  /** The answer's validator, when it is cacheable. */
  etag?: string;
}

export interface Engine {
  run(endpoint: Endpoint, body: unknown, context: GqlContext): Promise<GraphqlAnswer>;
  /** The SDL of an endpoint (docs/graphql.md, tests). */
  sdl(endpoint: Endpoint): Promise<string>;
  /** Answers kept and served by the Storefront API's cache (tests, the bench). */
  readonly answers: AnswerCache;
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

/** Mercurius compiles a query with graphql-jit from its second run (the bench: docs/benchmarks.md). */
const JIT_AFTER = 1;

/** Parsed documents kept by query text, measured in text (an AST is some 10× its text). */
const DOCUMENT_BYTES = 4 * 1024 * 1024;

interface Result {
  data: unknown;
  errors?: ErrorJson[];
}

/** An operation ready to run, or refused before it ran as its own result. */
type Prepared =
  | { failed: Result }
  | { failed?: undefined; operation: Operation; query: string; document: GraphQL.DocumentNode };

/**
 * A resolver for each loader: every call of a field within one request (every operation of a batch)
 * made before the next tick is answered by one call of its loader (DataLoader's batching), as
 * Mercurius's own loaders did through its route.
 */
function loaderResolvers(loaders: NonNullable<EndpointSchema['loaders']>) {
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const [type, fields] of Object.entries(loaders)) {
    resolvers[type] = {};
    for (const [field, load] of Object.entries(fields)) {
      const name = `${type}.${field}`;
      resolvers[type][field] = (obj: unknown, params: Record<string, unknown>, context: GqlContext) => {
        let loader = context.loaders.get(name) as
          | DataLoader<{ obj: unknown; params: unknown }, unknown>
          | undefined;
        if (!loader) {
          loader = new DataLoader(
            async (queries) =>
              (load as never as (q: unknown, c: GqlContext) => Promise<unknown[]>)(queries, context),
            { cache: false },
          );
          context.loaders.set(name, loader);
        }
        return loader.load({ obj, params });
      };
    }
  }
  return resolvers;
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
  const persisted = new PersistedQueries();
  const documents = new LRUCache<string, GraphQL.DocumentNode>({
    maxSize: DOCUMENT_BYTES,
    sizeCalculation: (_document, query) => Math.max(1, query.length),
  });
  const answers = new AnswerCache();
  interface Built {
    sdl: string;
    schema: GraphQL.GraphQLSchema;
    inner: FastifyInstance;
    execute: (
      query: string,
      context: GqlContext,
      variables: unknown,
      operationName: unknown,
    ) => Promise<Result>;
  }
  // Each endpoint's schema is built when it is first called: a process serving only storefronts never
  // builds the admin schema.
  const built = new Map<Endpoint, Promise<Built>>();
  const build = async (endpoint: Endpoint): Promise<Built> => {
    const [schemaOf, resolversOf] = builders[endpoint];
    const { sdl } = schemaOf();
    const { resolvers, loaders } = resolversOf(deps);
    const inner = Fastify({ logger: false });
    const formatter = (
      execution: { data?: unknown; errors?: readonly GraphQL.GraphQLError[] },
      context: unknown,
    ) => {
      const { ctx, locale } = context as Partial<GqlContext>;
      const errors = (execution.errors ?? []).flatMap((e) => catalogueError(e, ctx?.log, locale));
      const response = { data: execution.data ?? null, errors };
      return { statusCode: statusOf(response), response } as never;
    };
    const byLoader = loaders ? loaderResolvers(loaders) : {};
    const all: Record<string, unknown> = { ...scalars, ...resolvers };
    for (const [type, fields] of Object.entries(byLoader)) {
      all[type] = { ...(all[type] as object | undefined), ...fields };
    }
    await inner.register(mercurius, {
      schema: sdl,
      resolvers: all as never,
      graphiql: false,
      jit: JIT_AFTER,
      // measure() refuses introspection first with its own code; graphql-js's rule holds behind it.
      validationRules: introspection(endpoint) ? [] : [graphql.NoSchemaIntrospectionCustomRule],
      errorFormatter: formatter,
    });
    await inner.ready();
    const run = (inner as unknown as { graphql: (...args: unknown[]) => Promise<Result> }).graphql.bind(
      inner,
    );
    const execute: Built['execute'] = async (query, context, variables, operationName) => {
      try {
        // Mercurius sets its own fields (`app`, `errors`, hooks) on the context: one object an
        // operation, the request's shared beneath it (its loaders, its checked stores).
        const result = await run(
          query,
          Object.create(context),
          variables ?? undefined,
          operationName ?? undefined,
        );
        return result.errors && result.errors.length > 0
          ? { data: result.data ?? null, errors: result.errors }
          : { data: result.data ?? null };
      } catch (err) {
        // Mercurius throws what does not parse or validate (variables included) before running it.
        const error = new graphql.GraphQLError(err instanceof Error ? err.message : 'Invalid.', {
          originalError: err as Error,
        });
        return { data: null, errors: catalogueError(error, context.ctx.log, context.locale) };
      }
    };
    const schema = (inner as unknown as { graphql: { schema: GraphQL.GraphQLSchema } }).graphql.schema;
    return { sdl, schema, inner, execute };
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

  /** An operation refused before it ran (persisted query unknown or malformed) as its own result. */
  const refused = (err: unknown, locale: Locale): Result => {
    if (!(err instanceof AppError)) throw err;
    return { data: null, errors: [appErrorJson(err, locale)] };
  };

  /**
   * The Storefront API's key for a public read under its stores' current versions, or null. The rows
   * looked up here are the ones the resolvers then use (the request's `storefronts`), so an answer is
   * never kept under a version older than the rows it was computed from.
   */
  const answerKey = async (
    query: string,
    document: GraphQL.DocumentNode,
    operation: Operation,
    context: GqlContext,
  ) => {
    const variables = (
      operation.variables && typeof operation.variables === 'object' ? operation.variables : {}
    ) as Record<string, unknown>;
    const subdomains = storesOfPublicRead(graphql, document, operation.operationName, variables);
    if (!subdomains) return null;
    const rows = await Promise.all(subdomains.map((s) => storefrontOf(context, s)));
    if (rows.some((row) => row?.status !== 'active')) return null;
    const versions = rows.map((row) => `${row!.id}:${row!.cacheVersion}`);
    return AnswerCache.key(query, operation.operationName, operation.variables, versions);
  };

  return {
    answers,
    sdl: async (endpoint) => (await endpointOf(endpoint)).sdl,
    async close() {
      const all = await Promise.allSettled(built.values());
      await Promise.all(all.map((b) => (b.status === 'fulfilled' ? b.value.inner.close() : undefined)));
    },
    async run(endpoint, body, context) {
      const { schema, execute } = await endpointOf(endpoint, context.ctx.log);
      const operations = (Array.isArray(body) ? body : [body]) as Operation[];
      // Each operation within its own limits, and the batch's together within one request's budget.
      let cost = 0;
      let fields = 0;
      let lookups = 0;
      const prepared = operations.map((sent): Prepared => {
        let resolved: ReturnType<PersistedQueries['resolve']>;
        try {
          resolved = persisted.resolve((sent ?? {}) as Operation);
        } catch (err) {
          return { failed: refused(err, context.locale) };
        }
        const { operation } = resolved;
        const query = operation.query;
        const known = typeof query === 'string' ? documents.get(query) : undefined;
        const measured = measure(graphql, schema, operation, introspection(endpoint), known);
        if (!known) documents.set(query as string, measured.document);
        if (resolved.hash) persisted.keep(resolved.hash, query as string);
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
        return { operation, query: query as string, document: measured.document };
      });
      let cacheable = endpoint === 'storefront';
      const results = await Promise.all(
        prepared.map(async (p): Promise<CachedAnswer> => {
          if (p.failed) {
            cacheable = false;
            await inAccountLanguage(p.failed.errors, context);
            return { payload: JSON.stringify(p.failed), status: statusOf(p.failed) };
          }
          const key = cacheable ? await answerKey(p.query, p.document, p.operation, context) : null;
          if (key === null) cacheable = false;
          const kept = key === null ? undefined : answers.get(key);
          if (kept) return kept;
          const result = await execute(p.query, context, p.operation.variables, p.operation.operationName);
          await inAccountLanguage(result.errors, context);
          const payload = JSON.stringify(result);
          const answer: CachedAnswer = { payload, status: statusOf(result) };
          if (key !== null && !result.errors) return answers.set(key, { ...answer, etag: etagOf(payload) });
          cacheable = false;
          return answer;
        }),
      );
      if (!Array.isArray(body)) {
        const [one] = results as [CachedAnswer];
        return { ...one, cacheable, etag: cacheable ? (one.etag ?? etagOf(one.payload)) : undefined };
      }
      // A batch is one HTTP answer: 401 when any operation needs a sign-in (the client refreshes and
      // sends the batch again); otherwise 200 and each operation's errors in its own result.
      const status = results.some((r) => r.status === 401) ? 401 : 200;
      const bytes = (p: string | Buffer) => (typeof p === 'string' ? Buffer.from(p) : p);
      const payload = Buffer.concat([
        ...results.flatMap((r, i) => [Buffer.from(i === 0 ? '[' : ','), bytes(r.payload)]),
        Buffer.from(']'),
      ]);
      return { status, payload, cacheable, etag: cacheable ? etagOf(payload) : undefined };
    },
  };
}
