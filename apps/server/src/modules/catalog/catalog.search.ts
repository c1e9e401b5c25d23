import { type SQL, sql } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { productSearch, products } from './catalog.schema';

// Product search for the storefront, the vendor's product list and the inventory list. The search
// rows (`product_search`, kept by the triggers of migration 0007) hold a weighted tsvector: title A,
// tags and SKUs B, description C, stemmed with accents removed. A query matches by full text, its
// last word also as a prefix (people type); when full text finds nothing, titles within trigram
// reach of the query match instead, so "sneakrs" still finds "Sneakers".

/** Words kept from a query: enough for any real search, and a bound on the work one query asks for. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** A query reduced to its words (letters and digits, with their accents); empty when it has none. */
export interface SearchTerms {
  words: string[];
  /** The words as one string, for trigram similarity against titles. */
  text: string;
}

export function searchTerms(q: string): SearchTerms {
  const words = (q.normalize('NFC').match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return { words, text: words.join(' ') };
}

/**
 * The full-text query: every word stemmed (`shoes` finds `shoe`), the last one also as a prefix of the
 * unstemmed words of titles, tags and SKUs (`runn` finds `running`). Words are letters and digits only
 * (see `searchTerms`), so quoting the prefix cannot change the query's syntax.
 */
function tsquery(words: string[]): SQL {
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1).join(' ');
  const lastWord = sql`(plainto_tsquery('kasuwa_english', ${last}) || to_tsquery('kasuwa_simple', ${`'${last}':*`}))`;
  return head ? sql`(plainto_tsquery('kasuwa_english', ${head}) && ${lastWord})` : lastWord;
}

/** Words shorter than this say too little about a title to match it by similarity. */
const MIN_FUZZY_LENGTH = 3;

/**
 * The store's products matching `terms`, as `(product_id, rank)` rows to join on: full-text matches
 * ranked by `ts_rank` (weights, length-normalised) plus the title's trigram similarity; if there are
 * none, products whose title has a word similar to each word of the query (pg_trgm's `<%`: word
 * similarity ≥ 0.6, on the GIN trigram index), ranked by the title's similarity to the whole query.
 * `status` limits both to products in that status, so the fallback is decided on what the caller
 * can show.
 */
export function matchingProducts(ctx: StoreScope, terms: SearchTerms, status?: string): SQL {
  const q = tsquery(terms.words);
  const folded = sql`search_fold(${terms.text})`;
  const similarity = sql`word_similarity(${folded}, ${productSearch.title})`;
  const ofStore = scoped(ctx).where(productSearch);
  const shown = status
    ? sql`and exists (select 1 from ${products} where ${scoped(ctx).where(products, sql`${products.id} = ${productSearch.productId}`, sql`${products.status} = ${status}`)})`
    : sql``;
  const fuzzy = terms.words.filter((w) => w.length >= MIN_FUZZY_LENGTH);
  const typos = fuzzy.length
    ? sql`union all
    select ${productSearch.productId}, ${similarity}
    from ${productSearch}
    where ${ofStore} ${shown}
      and ${sql.join(
        fuzzy.map((w) => sql`search_fold(${w}) <% ${productSearch.title}`),
        sql` and `,
      )}
      and not exists (select 1 from full_text)`
    : sql``;
  return sql`(
    with full_text as (
      select ${productSearch.productId} as product_id, ts_rank(${productSearch.document}, ${q}, 1) + ${similarity} as rank
      from ${productSearch}
      where ${ofStore} and ${productSearch.document} @@ ${q} ${shown}
    )
    select product_id, rank from full_text
    ${typos}
  )`;
}
