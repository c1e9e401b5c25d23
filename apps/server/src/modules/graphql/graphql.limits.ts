import { GRAPHQL_LIMITS } from '@kasuwa/contracts';
import type * as GraphQL from 'graphql';
import { fail } from '../../platform/errors';

/**
 * Depth, cost, fields and lookups of one operation, checked before it runs. Depth counts nested fields (a root field is
 * 1). Cost counts every field once, and a list field's selection as many times as the list may hold:
 * the `limit` asked on it or on the page just above it (a literal or a variable's value; 20 when a paged
 * field is asked without one) or, for an unpaged list, `NESTED_LIST` (a product's
 * variants, an order's lines). A query over either limit is refused whole with GRAPHQL_TOO_DEEP or
 * GRAPHQL_TOO_COSTLY (400).
 *
 * Cost alone let one operation ask for 1,700 aliases of a cheap root field, each a database lookup:
 * `fields` counts every field as written (each alias, each use of a fragment again) and `lookups` those
 * that run a resolver (root fields, relations, introspection's `__schema` and `__type`), both capped an
 * operation (GRAPHQL_TOO_MANY_FIELDS) and returned, so the caller can hold a batch to one budget.
 * Introspection's own selections are bounded by the schema and not walked. A request without a query,
 * or whose query does not parse, is GRAPHQL_INVALID.
 */
export const NESTED_LIST = 10;
const MAX_TOKENS = GRAPHQL_LIMITS.fields * 10;
/** A paged field's page when the query does not say (the contracts' default page size). */
const DEFAULT_PAGE = 20;

type Gql = typeof GraphQL;

export interface Measured {
  cost: number;
  fields: number;
  lookups: number;
  /** The parsed query, for the caller to keep by its text (`known` on the next call). */
  document: GraphQL.DocumentNode;
}

/**
 * `introspection: false` refuses `__schema` and `__type` wherever they are asked (in fragments too) with
 * GRAPHQL_INTROSPECTION_OFF; `__typename` is not introspection and always answers.
 */
export function measure(
  graphql: Gql,
  schema: GraphQL.GraphQLSchema,
  operation: unknown,
  introspection = true,
  /** The query's document parsed before (the engine keeps them by text): not parsed again. */
  known?: GraphQL.DocumentNode,
): Measured {
  const { query, variables, operationName } = (operation ?? {}) as {
    query?: unknown;
    variables?: unknown;
    operationName?: unknown;
  };
  // Parsed here, refused here: Mercurius would take a query that is not GraphQL but is JSON for an
  // already-parsed document, which no client of ours sends and which its validation does not expect.
  if (typeof query !== 'string') {
    throw fail('GRAPHQL_INVALID', [{ message: 'The request has no query: send {"query": "…"}.' }]);
  }
  let document: GraphQL.DocumentNode;
  try {
    // A document longer than its fields could need stops the parser early (a field with an alias,
    // arguments and a selection is about ten tokens), before a huge query costs its whole parse.
    document = known ?? graphql.parse(query, { maxTokens: MAX_TOKENS });
  } catch (err) {
    const message = err instanceof Error ? err.message : 'Syntax error.';
    // graphql 16 spells it "more that N tokens".
    if (/Document contains more th(?:at|an) \d+ tokens/.test(message)) throw fail('GRAPHQL_TOO_MANY_FIELDS');
    throw fail('GRAPHQL_INVALID', [{ message }]);
  }
  const vars = (variables && typeof variables === 'object' ? variables : {}) as Record<string, unknown>;
  const fragments = new Map<string, GraphQL.FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === graphql.Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  /** The page size a field asks for (`limit:` or `first:`), or undefined when it takes none. */
  const pageOf = (field: GraphQL.FieldNode, takesLimit: boolean): number | undefined => {
    const arg = field.arguments?.find((a) => a.name.value === 'limit' || a.name.value === 'first');
    if (!arg) return takesLimit ? DEFAULT_PAGE : undefined;
    const value =
      arg.value.kind === graphql.Kind.VARIABLE
        ? vars[arg.value.name.value]
        : arg.value.kind === graphql.Kind.INT
          ? Number(arg.value.value)
          : undefined;
    return typeof value === 'number' && value > 0 ? value : DEFAULT_PAGE;
  };

  let deepest = 0;
  let fieldCount = 0;
  let lookups = 0;
  const visiting = new Set<string>();
  const costOf = (
    selections: GraphQL.SelectionSetNode,
    type: GraphQL.GraphQLNamedType | undefined,
    depth: number,
    /** The page size asked for above, which the first list below holds. */
    page?: number,
  ): number => {
    let total = 0;
    for (const selection of selections.selections) {
      if (selection.kind === graphql.Kind.FIELD) {
        const name = selection.name.value;
        fieldCount++;
        if (name === '__schema' || name === '__type') {
          if (!introspection) throw fail('GRAPHQL_INTROSPECTION_OFF');
          lookups++;
        }
        if (fieldCount > GRAPHQL_LIMITS.fields || lookups > GRAPHQL_LIMITS.lookups) {
          throw fail('GRAPHQL_TOO_MANY_FIELDS');
        }
        if (name.startsWith('__')) continue;
        deepest = Math.max(deepest, depth);
        if (deepest > GRAPHQL_LIMITS.depth) throw fail('GRAPHQL_TOO_DEEP');
        const fields =
          type && (graphql.isObjectType(type) || graphql.isInterfaceType(type))
            ? type.getFields()
            : undefined;
        const fieldDef = fields?.[name];
        const fieldType = fieldDef?.type;
        // A root field, or one with a resolver of its own (a loader, a relation): a lookup each time.
        if (depth === 1 || fieldDef?.resolve) {
          lookups++;
          if (lookups > GRAPHQL_LIMITS.lookups) throw fail('GRAPHQL_TOO_MANY_FIELDS');
        }
        let cost = 1;
        if (selection.selectionSet) {
          const named = fieldType ? graphql.getNamedType(fieldType) : undefined;
          const isList = fieldType ? graphql.isListType(graphql.getNullableType(fieldType)) : false;
          const asked = pageOf(selection, fieldDef?.args.some((a) => a.name === 'limit') ?? false) ?? page;
          // A list holds the page asked for on it or just above it (`products(limit:) { items }`).
          const inner = costOf(selection.selectionSet, named, depth + 1, isList ? undefined : asked);
          cost += inner * (isList ? (asked ?? NESTED_LIST) : 1);
        }
        total += cost;
      } else if (selection.kind === graphql.Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        total += costOf(selection.selectionSet, on ?? undefined, depth, page);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) continue; // a cycle is refused by validation
        visiting.add(name);
        total += costOf(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? undefined,
          depth,
          page,
        );
        visiting.delete(name);
      }
      if (total > GRAPHQL_LIMITS.cost) throw fail('GRAPHQL_TOO_COSTLY');
    }
    return total;
  };

  let cost = 0;
  for (const def of document.definitions) {
    if (def.kind !== graphql.Kind.OPERATION_DEFINITION) continue;
    if (typeof operationName === 'string' && def.name?.value !== operationName) continue;
    const root =
      def.operation === 'query'
        ? schema.getQueryType()
        : def.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    cost += costOf(def.selectionSet, root ?? undefined, 1);
  }
  return { cost, fields: fieldCount, lookups, document };
}
