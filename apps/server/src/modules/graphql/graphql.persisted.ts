import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { fail } from '../../platform/errors';

/**
 * Automatic persisted queries (Apollo's protocol, which Apollo Client, urql and graphql-request speak): a
 * client sends `extensions.persistedQuery.sha256Hash` instead of the query text; on
 * PERSISTED_QUERY_NOT_FOUND it sends the hash with the text once, and the text is kept under the hash.
 * Only text whose SHA-256 is the hash is kept, so no client can make a hash mean another query, and
 * a hash names the same text on every process. The engine keeps its parsed documents by text, so a
 * repeated query, by hash or by text, is not parsed again.
 */

/** 8 MB of query text (the web app's largest operation is about 2 KB). */
const MAX_BYTES = 8 * 1024 * 1024;

export interface Operation {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

export class PersistedQueries {
  private readonly texts = new LRUCache<string, string>({
    maxSize: MAX_BYTES,
    sizeCalculation: (text, hash) => text.length + hash.length,
  });

  /** The hash an operation names, undefined when it names none; a malformed one is GRAPHQL_INVALID. */
  private hashOf(operation: Operation): string | undefined {
    const extensions = operation.extensions as { persistedQuery?: unknown } | undefined;
    const persisted = extensions && typeof extensions === 'object' ? extensions.persistedQuery : undefined;
    if (persisted === undefined) return undefined;
    const { version, sha256Hash } = (persisted ?? {}) as { version?: unknown; sha256Hash?: unknown };
    if (version !== 1 || typeof sha256Hash !== 'string' || !/^[0-9a-f]{64}$/.test(sha256Hash)) {
      throw fail('GRAPHQL_INVALID', [
        { message: 'extensions.persistedQuery needs version 1 and a sha256Hash of 64 hexadecimal digits.' },
      ]);
    }
    return sha256Hash;
  }

  /**
   * The operation with its query text: as sent, or the text kept under its hash. A hash with a text
   * that is not the text's hash is GRAPHQL_INVALID; an unknown hash without text PERSISTED_QUERY_NOT_FOUND.
   * Returns the hash to keep the text under once the query has passed the limits (`keep`).
   */
  resolve(operation: Operation): { operation: Operation; hash?: string } {
    const hash = this.hashOf(operation);
    if (hash === undefined) return { operation };
    if (typeof operation.query === 'string') {
      const actual = createHash('sha256').update(operation.query).digest('hex');
      if (actual !== hash) {
        throw fail('GRAPHQL_INVALID', [
          { message: 'The persisted query hash is not the SHA-256 of the query.' },
        ]);
      }
      return { operation, hash };
    }
    const text = this.texts.get(hash);
    if (text === undefined) throw fail('PERSISTED_QUERY_NOT_FOUND');
    return { operation: { ...operation, query: text } };
  }

  keep(hash: string, text: string): void {
    this.texts.set(hash, text);
  }
}
