import { type SQL, sql } from 'drizzle-orm';
import { type PreparedWhere, type StoreScope, scoped } from '../../platform/tenant';
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
 * How a search's values reach its SQL: inline (bound parameters of a statement built per call), or as
 * named placeholders of a statement built once per shape (scopedPrepared), whose values `searchValues`
 * gives. Either way the store is the context's.
 */
export interface SearchBinding {
  where: PreparedWhere;
  value: (name: string, value: string) => unknown;
}

/** Values inline, the store from `scoped(ctx)`. */
export function inlineBinding(ctx: StoreScope): SearchBinding {
  return { where: scoped(ctx).where, value: (_, value) => value };
}

/** Values as placeholders named as in `searchValues`, the store from scopedPrepared's `where`. */
export function placeholderBinding(where: PreparedWhere): SearchBinding {
  return { where, value: (name) => sql.placeholder(name) };
}

/** Words shorter than this say too little about a title to match it by similarity. */
const MIN_FUZZY_LENGTH = 3;

const isFuzzy = (word: string) => word.length >= MIN_FUZZY_LENGTH;

/**
 * What decides a search statement's text besides its caller's own choices: the number of words and
 * which of them are long enough to match by similarity. Two queries of one shape differ in values only.
 */
export function searchShape(terms: SearchTerms): string {
  return terms.words.map((w) => (isFuzzy(w) ? 'f' : 'w')).join('');
}

/** The placeholders' values of a search of `terms` (see placeholderBinding). */
export function searchValues(terms: SearchTerms, status?: string): Record<string, string | undefined> {
  const last = terms.words[terms.words.length - 1]!;
  const values: Record<string, string | undefined> = {
    head: terms.words.slice(0, -1).join(' '),
    last,
    lastPrefix: `'${last}':*`,
    text: terms.text,
    status,
  };
  terms.words.filter(isFuzzy).forEach((w, i) => {
    values[`fuzzy${i}`] = w;
  });
  return values;
}

/**
 * The full-text query: every word stemmed (`shoes` finds `shoe`), the last one also as a prefix of the
 * unstemmed words of titles, tags and SKUs (`runn` finds `running`). Words are letters and digits only
 * (see `searchTerms`), so quoting the prefix cannot change the query's syntax.
 */
function tsquery(terms: SearchTerms, bind: SearchBinding): SQL {
  const values = searchValues(terms);
  const v = (name: string) => bind.value(name, values[name]!);
  const lastWord = sql`(plainto_tsquery('kasuwa_english', ${v('last')}) || to_tsquery('kasuwa_simple', ${v('lastPrefix')}))`;
  return terms.words.length > 1
    ? sql`(plainto_tsquery('kasuwa_english', ${v('head')}) && ${lastWord})`
    : lastWord;
}

/**
 * The store's products matching `terms`, as `(product_id, rank)` rows to join on: full-text matches
 * ranked by `ts_rank` (weights, length-normalised) plus the title's trigram similarity; if there are
 * none, products whose title has a word similar to each word of the query (pg_trgm's `<%`: word
 * similarity ≥ 0.6, on the GIN trigram index), ranked by the title's similarity to the whole query.
 * `status` limits both to products in that status, so the fallback is decided on what the caller
 * can show.
 */
export function matchingProducts(
  ctx: StoreScope,
  terms: SearchTerms,
  status?: string,
  bind: SearchBinding = inlineBinding(ctx),
): SQL {
  const q = tsquery(terms, bind);
  const folded = sql`search_fold(${bind.value('text', terms.text)})`;
  const similarity = sql`word_similarity(${folded}, ${productSearch.title})`;
  const ofStore = bind.where(productSearch);
  const shown = status
    ? sql`and exists (select 1 from ${products} where ${bind.where(products, sql`${products.id} = ${productSearch.productId}`, sql`${products.status} = ${bind.value('status', status)}`)})`
    : sql``;
  const fuzzy = terms.words.filter(isFuzzy);
  const typos = fuzzy.length
    ? sql`union all
    select ${productSearch.productId}, ${similarity}
    from ${productSearch}
    where ${ofStore} ${shown}
      and ${sql.join(
        fuzzy.map((w, i) => sql`search_fold(${bind.value(`fuzzy${i}`, w)}) <% ${productSearch.title}`),
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
