import { GRAPHQL_ENDPOINTS } from '@kasuwa/contracts';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { z } from 'zod';
import { adminSchema } from '../modules/graphql/graphql.admin';
import { shopSchema } from '../modules/graphql/graphql.shop';
import { storefrontSchema } from '../modules/graphql/graphql.storefront';
import type { Operation } from './fuzz-routes';
import { hostileString, hostileValue } from './fuzz-values';

/**
 * GraphQL bodies for the fuzz pass: operations built from an endpoint's own schema (every query and
 * mutation field, its arguments well-formed, real, or hostile, inline or as variables), alone or in
 * batches, with aliases, fragments, directives and broken syntax mixed in. A plain JSON body reaches no
 * resolver; these do, so a resolver that throws on odd input shows up as the 500 it would give.
 */

type Literal = { text: string; value: unknown };

/** The JSON a variable carries, and the same value written inline in the document. */
function literal(value: unknown): Literal {
  const text = (v: unknown): string => {
    if (v === null || v === undefined) return 'null';
    if (Array.isArray(v)) return `[${v.map(text).join(', ')}]`;
    if (typeof v === 'object') {
      return `{${Object.entries(v as object)
        .filter(([k]) => /^[_A-Za-z]\w*$/.test(k))
        .map(([k, x]) => `${k}: ${text(x)}`)
        .join(', ')}}`;
    }
    if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '0';
    return JSON.stringify(v);
  };
  return { text: text(value), value };
}

function inputValue(type: GraphQLInputType, known: string[], depth = 0): fc.Arbitrary<unknown> {
  const bare = getNullableType(type);
  const hostile = { weight: 1, arbitrary: hostileValue };
  if (isListType(bare)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(inputValue(bare.ofType, known, depth + 1), { maxLength: 3 }) },
      hostile,
    );
  }
  if (isEnumType(bare)) {
    const names = bare.getValues().map((v) => v.name);
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, hostile);
  }
  if (isInputObjectType(bare)) {
    if (depth > 3) return fc.constant({});
    const model = Object.fromEntries(
      Object.values(bare.getFields()).map((f) => [f.name, inputValue(f.type, known, depth + 1)]),
    );
    return fc.oneof({ weight: 4, arbitrary: fc.record(model, { requiredKeys: [] }) }, hostile);
  }
  const name = isScalarType(bare) ? bare.name : 'String';
  const good: fc.Arbitrary<unknown> =
    name === 'Int'
      ? fc.integer({ min: -1, max: 1000 })
      : name === 'Float'
        ? fc.double({ min: -1, max: 1e6, noNaN: true })
        : name === 'Boolean'
          ? fc.boolean()
          : name === 'ID' && known.length
            ? fc.constantFrom(...known)
            : fc.oneof(fc.string({ maxLength: 20 }), known.length ? fc.constantFrom(...known) : fc.string());
  return fc.oneof({ weight: 4, arbitrary: good }, hostile);
}

/** A selection of the field's type: some of its scalar fields, and now and then a nested object's. */
function selection(schema: GraphQLSchema, typeName: string, depth: number): fc.Arbitrary<string> {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) return fc.constant('{ __typename }');
  const fields = Object.values(type.getFields());
  const leaves = fields.filter((f) => !isObjectType(getNamedType(f.type))).map((f) => f.name);
  const objects = depth < 3 ? fields.filter((f) => isObjectType(getNamedType(f.type))) : [];
  const nested = objects.length
    ? fc.array(
        fc
          .constantFrom(...objects)
          .chain((f) =>
            f.args.some((a) => a.type.toString().endsWith('!'))
              ? fc.constant('')
              : selection(schema, getNamedType(f.type).name, depth + 1).map((s) => `${f.name} ${s}`),
          ),
        { maxLength: 2 },
      )
    : fc.constant([]);
  return fc
    .tuple(leaves.length ? fc.subarray(leaves, { minLength: 1 }) : fc.constant(['__typename']), nested)
    .map(([l, n]) => `{ ${[...l, ...n.filter(Boolean)].join(' ')} }`);
}

interface Built {
  query: string;
  variables: Record<string, unknown>;
}

function operation(
  schema: GraphQLSchema,
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  known: string[],
): fc.Arbitrary<Built> {
  const args = (a: GraphQLArgument) =>
    fc.record({ value: inputValue(a.type, known), asVariable: fc.boolean(), omit: fc.boolean() });
  const returned = getNamedType(field.type);
  return fc
    .record({
      args: fc.tuple(...field.args.map(args)),
      picked: isObjectType(returned) ? selection(schema, returned.name, 0) : fc.constant(''),
      aliases: fc.oneof({ weight: 6, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.nat(60) }),
      directive: fc.option(fc.constantFrom('@include(if: true)', '@skip(if: "yes")', '@nope'), { freq: 8 }),
    })
    .map(({ args: values, picked, aliases, directive }) => {
      const variables: Record<string, unknown> = {};
      const declared: string[] = [];
      const given = field.args.flatMap((a, i) => {
        const v = values[i]!;
        if (v.omit && !a.type.toString().endsWith('!')) return [];
        if (v.asVariable) {
          variables[a.name] = v.value;
          declared.push(`$${a.name}: ${a.type.toString()}`);
          return [`${a.name}: $${a.name}`];
        }
        return [`${a.name}: ${literal(v.value).text}`];
      });
      const call = `${field.name}${given.length ? `(${given.join(', ')})` : ''}${directive ? ` ${directive}` : ''} ${picked}`;
      const body = Array.from({ length: Math.max(aliases, 1) }, (_, i) => (i ? `a${i}: ${call}` : call));
      const head = declared.length ? `${kind} Fuzz(${declared.join(', ')})` : `${kind} Fuzz`;
      return { query: `${head} { ${body.join(' ')} }`, variables };
    });
}

/** Documents no schema accepts, and documents that try to make the server work hard. */
const brokenDocuments = fc.constantFrom(
  '',
  '{',
  '{ __schema { types { name fields { name } } } }',
  'query { nope }',
  'fragment A on Query { ...B } fragment B on Query { ...A } query { ...A }',
  `query { ${'{'.repeat(300)} }`,
  'query Q($x: Int!) { __typename }',
  'subscription { __typename }',
  `query { ${Array.from({ length: 500 }, (_, i) => `f${i}: __typename`).join(' ')} }`,
  'mutation { __typename }',
  '\u0000',
);

/** Everything one endpoint may be sent: its operations, batches of them, and broken documents. */
export function graphqlBodies(sdl: string, known: string[]): fc.Arbitrary<unknown> {
  const schema = buildSchema(sdl);
  const roots: fc.Arbitrary<Built>[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {})) {
      roots.push(operation(schema, kind, field, known));
    }
  }
  const one = fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...roots) },
    {
      weight: 1,
      arbitrary: fc.record({
        query: fc.oneof(brokenDocuments, hostileString),
        variables: fc.oneof(fc.constant({}), hostileValue),
      }),
    },
  );
  const withExtras = fc
    .tuple(one, fc.option(fc.oneof(hostileValue, fc.constant('Other')), { freq: 6 }))
    .map(([op, operationName]) => (operationName === null ? op : { ...op, operationName }));
  return fc.oneof(
    { weight: 6, arbitrary: withExtras },
    { weight: 2, arbitrary: fc.array(withExtras, { minLength: 1, maxLength: 12 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Each GraphQL endpoint's schema, by path. */
export const graphqlSdl: Record<string, string> = {
  [GRAPHQL_ENDPOINTS.shop]: shopSchema().sdl,
  [GRAPHQL_ENDPOINTS.admin]: adminSchema().sdl,
  [GRAPHQL_ENDPOINTS.storefront]: storefrontSchema().sdl,
};
export const isGraphql = (op: Operation) => op.method === 'POST' && op.path in graphqlSdl;

/** GraphQL answers errors in its own shape, with the catalogue's code; a batch, one answer per operation. */
const graphqlResult = z.object({
  errors: z.array(
    z.object({ message: z.string().min(1), extensions: z.object({ code: z.string().min(1) }) }),
  ),
});
export const graphqlErrorShape = z.union([graphqlResult, z.array(graphqlResult.partial())]);

/** The GraphQL endpoints' share of the requests against a route's: each is many operations in one. */
const GRAPHQL_SHARE = 8;

/**
 * Requests per route: FUZZ_RUNS a route (GraphQL's its share times that), or FUZZ_REQUESTS in all (10,000
 * by default: the count CI asks of the pass on each database, and `npm test` runs the suite on both),
 * exactly, each route its share and the rest of the division spread over the first.
 */
export function spreadRuns(ops: Operation[], env: Record<string, string | undefined>) {
  const shares = ops.map((op) => (isGraphql(op) ? GRAPHQL_SHARE : 1));
  const wanted = env.FUZZ_RUNS ? 0 : Number(env.FUZZ_REQUESTS ?? 10_000);
  const each = Math.floor(wanted / shares.reduce((sum, x) => sum + x, 0));
  const runs = shares.map((share) => share * (wanted ? each : Number(env.FUZZ_RUNS)));
  const rest = wanted - runs.reduce((sum, x) => sum + x, 0);
  for (let i = 0; wanted && i < rest; i++) runs[i % runs.length]! += 1;
  return (op: Operation) => runs[ops.indexOf(op)]!;
}
