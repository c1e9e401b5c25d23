import { GRAPHQL_LIMITS } from '@kasuwa/contracts';
import type * as GraphQL from 'graphql';
import { fail } from '../../platform/errors';

/**
 * Depth and cost of one operation, checked before it runs. Depth counts nested fields (a root field is
 * 1). Cost counts every field once, and a list field's selection as many times as the list may hold:
 * the `limit` asked on it or on the page just above it (a literal or a variable's value; 20 when a paged
 * field is asked without one) or, for an unpaged list, `NESTED_LIST` (a product's
 * variants, an order's lines). A query over either limit is refused whole with GRAPHQL_TOO_DEEP or
 * GRAPHQL_TOO_COSTLY (400). Introspection (`__schema`, `__type`) is bounded by the schema and not
 * counted. A request without a query, or whose query does not parse, is GRAPHQL_INVALID.
 */
export const NESTED_LIST = 10;
/** A paged field's page when the query does not say (the contracts' default page size). */
const DEFAULT_PAGE = 20;

type Gql = typeof GraphQL;

export function measure(graphql: Gql, schema: GraphQL.GraphQLSchema, operation: unknown): void {
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
    document = graphql.parse(query, { maxTokens: 20_000 });
  } catch (err) {
    throw fail('GRAPHQL_INVALID', [{ message: err instanceof Error ? err.message : 'Syntax error.' }]);
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
        if (name.startsWith('__')) continue;
        deepest = Math.max(deepest, depth);
        if (deepest > GRAPHQL_LIMITS.depth) throw fail('GRAPHQL_TOO_DEEP');
        const fields =
          type && (graphql.isObjectType(type) || graphql.isInterfaceType(type))
            ? type.getFields()
            : undefined;
        const fieldDef = fields?.[name];
        const fieldType = fieldDef?.type;
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

  for (const def of document.definitions) {
    if (def.kind !== graphql.Kind.OPERATION_DEFINITION) continue;
    if (typeof operationName === 'string' && def.name?.value !== operationName) continue;
    const root =
      def.operation === 'query'
        ? schema.getQueryType()
        : def.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    costOf(def.selectionSet, root ?? undefined, 1);
  }
}
