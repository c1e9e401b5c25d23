import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { AnswerCache } from './graphql.cache';

/**
 * The Storefront API's answer cache (graphql.cache.ts), persisted queries and validators: a repeated
 * public read costs no statement, an answer is never another store's nor older than the store's cache
 * version, and what is not a public read is never kept. Two processes: graphql.listen.test.ts.
 */

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let mug: { id: string };
const URL = '/api/storefront/graphql';
const mugInput = {
  title: 'Clay mug',
  description: '<p>Thrown by hand.</p>',
  status: 'active' as const,
  price: 450_000,
  tags: [],
  options: [],
  stock: 5,
};

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  mug = await createProduct(t, a, mugInput);
  await createProduct(t, b, { ...mugInput, title: 'Brass bowl', price: 990_000 });
  // The vendors' set-up notifications may still be arriving: a store row read meanwhile is not kept.
  await new Promise((r) => setTimeout(r, 100));
}, 60_000);
afterAll(() => t?.close());

const PRODUCTS =
  'query Products($s: String!) { products(store: $s, limit: 5) { total items { title price } } }';
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers });
const titles = (body: { data: { products: { items: { title: string }[] } } }) =>
  body.data.products.items.map((p) => p.title);

describe('Storefront API answer cache', () => {
  it('answers a repeated public read with no statement, with an ETag and a 304 for it', async () => {
    const op = { query: PRODUCTS, variables: { s: a.subdomain } };
    const first = await post(op);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const before = t.database.statements();
    const again = await post(op);
    expect(t.database.statements()).toBe(before);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const unchanged = await post(op, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(t.database.statements()).toBe(before);
  });

  it("never answers one store's read with another's, for the same query text", async () => {
    const ofA = await post({ query: PRODUCTS, variables: { s: a.subdomain } });
    const ofB = await post({ query: PRODUCTS, variables: { s: b.subdomain } });
    expect(titles(ofA.json())).toEqual(['Clay mug']);
    expect(titles(ofB.json())).toEqual(['Brass bowl']);
    expect(ofB.headers.etag).not.toBe(ofA.headers.etag);
    // A literal store and letter case name the same store's answers, never the other's.
    const literal = await post({
      query: `{ products(store: "${b.subdomain.toUpperCase()}") { items { title } } }`,
    });
    expect(titles(literal.json())).toEqual(['Brass bowl']);
  });

  it('answers the change at once after a product is edited, and a 200 for the old ETag', async () => {
    const op = { query: PRODUCTS, variables: { s: a.subdomain } };
    const old = await post(op);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${mug.id}`,
      headers: a.headers,
      payload: { ...mugInput, title: 'Glazed clay mug', price: 470_000 },
    });
    expect(edit.statusCode).toBe(200);
    const fresh = await post(op, { 'if-none-match': String(old.headers.etag) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.products.items[0]).toEqual({ title: 'Glazed clay mug', price: 470_000 });
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    // Store B's answer is untouched by A's change.
    expect(titles((await post({ query: PRODUCTS, variables: { s: b.subdomain } })).json())).toEqual([
      'Brass bowl',
    ]);
  });

  it('never keeps a cart, a mutation, an unknown store or an answer with errors', async () => {
    const cart = await post({ query: `{ cart(store: "${a.subdomain}") { count } }` });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.headers.etag).toBeUndefined();
    const mixed = await post({
      query: `{ products(store: "${a.subdomain}") { total } cart(store: "${a.subdomain}") { count } }`,
    });
    expect(mixed.headers['cache-control']).toBe('no-store');
    const created = await post({ query: `mutation { cartCreate(store: "${a.subdomain}") { count } }` });
    expect(created.headers['cache-control']).toBe('no-store');
    const unknown = await post({ query: '{ products(store: "no-such-store") { total } }' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const missing = await post({ query: `{ product(store: "${a.subdomain}", slug: "nothing") { title } }` });
    expect(missing.json().data.product).toBeNull();
    const store = await post({ query: `{ store(subdomain: "${a.subdomain}") { name currency } }` });
    expect(store.json().data.store.currency).toBe('NGN');
    expect(store.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps a batch of public reads as one validator, each operation on its own key', async () => {
    const batch = [
      { query: PRODUCTS, variables: { s: a.subdomain } },
      { query: PRODUCTS, variables: { s: b.subdomain } },
    ];
    const first = await post(batch);
    expect(first.statusCode).toBe(200);
    expect(first.json().map(titles)).toEqual([['Glazed clay mug'], ['Brass bowl']]);
    const before = t.database.statements();
    const again = await post(batch, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(t.database.statements()).toBe(before);
  });
});

describe('automatic persisted queries', () => {
  const query = '{ collections(store: $s) { id } }'.replace('$s', '"__S__"');
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  it('runs a query by its hash once its text has been sent with it, on every endpoint', async () => {
    const text = query.replace('__S__', a.subdomain);
    const persisted = { persistedQuery: { version: 1, sha256Hash: sha(text) } };
    const unknown = await post({ extensions: persisted });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post({ query: text, extensions: persisted });
    expect(registered.statusCode).toBe(200);
    const byHash = await post({ extensions: persisted });
    expect(byHash.statusCode).toBe(200);
    expect(byHash.body).toBe(registered.body);
    // The shop endpoint keeps its sign-in and its rules: a hash does not skip them.
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: {
        query: '{ stores { id } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: sha('{ stores { id } }') } },
      },
    });
    expect(shop.statusCode).toBe(401);
  });

  it('refuses a hash that is not the text’s, and a malformed one, with GRAPHQL_INVALID', async () => {
    const text = query.replace('__S__', a.subdomain);
    const wrong = await post({
      query: text,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha('other') } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].extensions.code).toBe('GRAPHQL_INVALID');
    // The wrong hash was not kept for the text.
    const after = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha('other') } } });
    expect(after.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const malformed = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].extensions.code).toBe('GRAPHQL_INVALID');
  });

  it('holds a persisted query to the same limits as its text', async () => {
    const lookups = Array.from({ length: 21 }, (_, i) => `s${i}: store(subdomain: "x") { id }`).join(' ');
    const many = `{ ${lookups} }`;
    const refused = await post({
      query: many,
      extensions: { persistedQuery: { version: 1, sha256Hash: sha(many) } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].extensions.code).toBe('GRAPHQL_TOO_MANY_FIELDS');
    const byHash = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha(many) } } });
    expect(byHash.json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('uncached public reads', () => {
  it('answers a listing page or a search, with variants, images and total, in one statement', async () => {
    const c = await createVendor(t);
    for (const [i, title] of ['Red mug', 'Blue mug', 'Green bowl', 'Gold mug', 'Grey plate'].entries()) {
      await createProduct(t, c, { ...mugInput, title, price: 100_000 + i * 1_000 });
    }
    await new Promise((r) => setTimeout(r, 100));
    const LIST = `query L($s: String!, $page: Int, $limit: Int) { products(store: $s, page: $page, limit: $limit) {
      total page items { title price variants { title price stock } images { urls } } } }`;
    const SEARCH = `query S($s: String!, $q: String!, $page: Int) { search(store: $s, q: $q, page: $page, limit: 2) {
      total items { title variants { price } } } }`;
    // Each request names a new variable the query does not read: a new answer-cache key every time.
    let n = 0;
    const once = async (query: string, variables: Record<string, unknown>) => {
      const before = t.database.statements();
      const res = await post({ query, variables: { s: c.subdomain, ...variables, n: n++ } });
      expect(res.statusCode, res.body).toBe(200);
      return { body: res.json(), statements: t.database.statements() - before };
    };
    // The store's row is read once a cache version, by the first request that names the store.
    await once(LIST, { page: 1, limit: 2 });
    // Newest first; the second page of two skips the two newest.
    const page2 = await once(LIST, { page: 2, limit: 2 });
    expect(page2.statements).toBe(1);
    expect(page2.body.data.products).toMatchObject({ total: 5, page: 2 });
    expect(page2.body.data.products.items.map((p: { title: string }) => p.title)).toEqual([
      'Green bowl',
      'Blue mug',
    ]);
    expect(page2.body.data.products.items[0].variants).toHaveLength(1);
    const found = await once(SEARCH, { q: 'mug', page: 2 });
    expect(found.statements).toBe(1);
    expect(found.body.data.search.total).toBe(3);
    expect(found.body.data.search.items).toHaveLength(1);
    // Past the last page: no rows carry the total, which is counted apart.
    const past = await once(LIST, { page: 9, limit: 2 });
    expect(past.body.data.products).toMatchObject({ total: 5, page: 9, items: [] });
    expect(past.statements).toBe(2);
  });
});

describe('answer cache memory', () => {
  it('keeps answers as UTF-8 bytes, bounded by their bytes, least recently used dropped first', () => {
    const cache = new AnswerCache();
    // 12 KB answers of naira prices: '₦' is one character of text but three bytes kept.
    const answer = (i: number) => `{"data":{"n":${i},"p":"${'₦'.repeat(4_000)}"}}`;
    const kept = cache.set('first', { payload: answer(0), status: 200 });
    expect(Buffer.isBuffer(kept.payload)).toBe(true);
    expect(kept.payload.toString()).toBe(answer(0));
    for (let i = 1; i <= 3_000; i++) {
      cache.set(`key ${i}`, { payload: answer(i), status: 200 });
      // Read now and then, so it stays recently used while older answers go.
      if (i % 100 === 0) expect(cache.get('first')).toBeDefined();
    }
    // 3,000 answers of 12 KB are 36 MB: the cache holds its 24 MB of bytes, not of characters.
    let present = 0;
    for (let i = 1; i <= 3_000; i++) if (cache.get(`key ${i}`)) present++;
    const bytes = Buffer.byteLength(answer(1000));
    expect(present * bytes).toBeLessThanOrEqual(24 * 1024 * 1024);
    expect(present * bytes).toBeGreaterThan(20 * 1024 * 1024);
    expect(cache.bytes).toBeLessThanOrEqual(24 * 1024 * 1024);
    expect(cache.get('key 1')).toBeUndefined();
    expect(cache.get('key 3000')?.payload.toString()).toBe(answer(3_000));
    expect(cache.get('first')?.payload.toString()).toBe(answer(0));
  });
});
