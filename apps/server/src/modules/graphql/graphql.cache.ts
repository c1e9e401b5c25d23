import { createHash } from 'node:crypto';
import type * as GraphQL from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * The Storefront API's answer cache (issue 35). Its public reads are as cacheable as the storefront's
 * pages, and by the same rule: an answer is kept under the cache version of every store it names, which
 * every change the API shows moves on in the change's own transaction (catalogue, stock, settings, the
 * store row itself; docs/performance.md), and which each process learns from the store directory kept
 * current by LISTEN/NOTIFY. An answer is found only under the versions the request has just looked up,
 * so a change committed on any process stops every process from serving the old answer, and one
 * store's answers are never keyed by another's.
 *
 * Only a query whose every root field is a public read (`store`, `products`, `product`, `collections`,
 * `search`; `__typename`) and names its store by a literal or a variable is kept: `cart` reads the
 * X-Shop-Token, mutations change things, introspection is not a store's. Answers with any error are not
 * kept (a database that was briefly down must not be remembered).
 */
const PUBLIC_READS = new Set(['store', 'products', 'product', 'collections', 'search', '__typename']);

/**
 * 24 MB of answers (a 20-product page with variants is about 12 KB), counted in the UTF-8 bytes kept
 * with their keys. Kept as buffers, outside V8's heap: as strings they were part of the live heap the
 * old generation's growth is a multiple of (platform/v8-heap.ts), so every megabyte kept cost about one
 * and a half of resident memory, and each answer served was encoded to UTF-8 again.
 */
const MAX_BYTES = 24 * 1024 * 1024;

export interface CachedAnswer {
  /** One operation's result as JSON text, or its UTF-8 bytes once kept. */
  payload: string | Buffer;
  status: number;
  /** Its validator, worked out once when it is kept. */
  etag?: string;
}

/**
 * A weak validator of an answer's JSON text: weak because the same answer goes out in brotli, gzip or
 * plain, and a strong ETag would have to differ between them.
 */
export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

type Gql = typeof GraphQL;

/**
 * The subdomains a query's root fields name (lowercased, in order, once each), or null when the
 * operation is not a public read this cache may keep.
 */
export function storesOfPublicRead(
  graphql: Gql,
  document: GraphQL.DocumentNode,
  operationName: unknown,
  variables: Record<string, unknown>,
): string[] | null {
  const operation = graphql.getOperationAST(
    document,
    typeof operationName === 'string' ? operationName : undefined,
  );
  if (operation?.operation !== 'query') return null;
  const fragments = new Map<string, GraphQL.FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === graphql.Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const stores = new Set<string>();
  const seen = new Set<string>();
  const walk = (selections: GraphQL.SelectionSetNode): boolean => {
    for (const selection of selections.selections) {
      if (selection.kind === graphql.Kind.INLINE_FRAGMENT) {
        if (!walk(selection.selectionSet)) return false;
        continue;
      }
      if (selection.kind === graphql.Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) return false;
        if (seen.has(fragment.name.value)) continue;
        seen.add(fragment.name.value);
        if (!walk(fragment.selectionSet)) return false;
        continue;
      }
      const name = selection.name.value;
      if (!PUBLIC_READS.has(name)) return false;
      if (name === '__typename') continue;
      const arg = selection.arguments?.find(
        (a) => a.name.value === (name === 'store' ? 'subdomain' : 'store'),
      );
      const value =
        arg?.value.kind === graphql.Kind.STRING
          ? arg.value.value
          : arg?.value.kind === graphql.Kind.VARIABLE
            ? variables[arg.value.name.value]
            : undefined;
      if (typeof value !== 'string') return false;
      stores.add(value.trim().toLowerCase());
    }
    return true;
  };
  return walk(operation.selectionSet) && stores.size > 0 ? [...stores] : null;
}

export class AnswerCache {
  private readonly lru = new LRUCache<string, CachedAnswer>({
    maxSize: MAX_BYTES,
    sizeCalculation: (answer, key) => answer.payload.length + Buffer.byteLength(key),
  });
  hits = 0;
  misses = 0;

  /**
   * The key of one operation under the versions of its stores: the query's digest (not its text, which
   * may be long), the operation's name, its variables and `store id:version` of each store named.
   */
  static key(query: string, operationName: unknown, variables: unknown, versions: string[]): string {
    const digest = createHash('sha256').update(query).digest('base64url');
    return `${digest}|${typeof operationName === 'string' ? operationName : ''}|${JSON.stringify(variables ?? {})}|${versions.join(',')}`;
  }

  get(key: string): CachedAnswer | undefined {
    const found = this.lru.get(key);
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  /** Keeps an answer, as its UTF-8 bytes; returns what was kept. */
  set(key: string, answer: CachedAnswer): CachedAnswer {
    const kept = { ...answer, payload: Buffer.from(answer.payload) };
    this.lru.set(key, kept);
    return kept;
  }

  /** The bytes the kept answers and their keys take. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get size(): number {
    return this.lru.size;
  }
}
