import type { ProductInput } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

/**
 * The Storefront API's listing and search run statements built once per shape and prepared
 * (platform/tenant.ts, scopedPrepared): only the values change from one call to the next. These
 * tests hold them to the statements built per call (the storefront's pages and the vendor's list):
 * the same products in the same order, for every shape, for two stores asked in turn with one shape,
 * so a value (above all the store) can never stay behind from the call before.
 */

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let sale: string;

const product = (title: string, extra: Partial<ProductInput> = {}): ProductInput => ({
  title,
  description: '',
  status: 'active',
  price: 1_000_000,
  tags: [],
  options: [],
  variants: [{ options: {}, price: 1_000_000, sku: '', stock: 5 }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  const res = await t.app.inject({
    method: 'POST',
    url: `${a.base}/collections`,
    headers: a.headers,
    payload: { title: 'On sale' },
  });
  sale = res.json().id;
  for (const input of [
    product("Men's Running Shoe", { tags: ['sport'], collectionIds: [sale] }),
    product('Canvas Sneakers', { collectionIds: [sale] }),
    product('Café Crème Mug', { description: '<p>Stoneware for your <em>coffee</em>.</p>' }),
    product('Plain Tote', { tags: ['running'] }),
    product('Linen Shirt', { description: '<p>Good for running errands.</p>', collectionIds: [sale] }),
    product('Draft Running Jacket', { status: 'draft', collectionIds: [sale] }),
  ]) {
    await createProduct(t, a, input);
  }
  await createProduct(t, b, product('Trail Running Shoe'));
  await createProduct(t, b, product('Cafe Sneakers'));
  await createProduct(t, b, product('Wool Hat'));
});
afterAll(() => t.close());

async function graphql(query: string, variables: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/storefront/graphql',
    payload: { query, variables },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const SEARCH = `query($s: String!, $q: String!, $page: Int, $limit: Int) {
  search(store: $s, q: $q, page: $page, limit: $limit) { total items { title } } }`;
const LISTING = `query($s: String!, $c: String, $page: Int, $limit: Int) {
  products(store: $s, collectionId: $c, page: $page, limit: $limit) { total items { title } } }`;

async function apiSearch(v: TestVendor, q: string, page = 1, limit = 20) {
  const { search } = await graphql(SEARCH, { s: v.subdomain, q, page, limit });
  return { total: search.total as number, titles: search.items.map((i: { title: string }) => i.title) };
}

/** The storefront page's search results: a statement built per call, the same ranking. */
async function pageSearch(v: TestVendor, q: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/search?q=${encodeURIComponent(q)}`,
    headers: { host: `${v.subdomain}.localhost:3000`, accept: 'text/html' },
  });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) =>
    m[1]!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'),
  );
}

describe('prepared search', () => {
  // Shapes: one fuzzy word, one short word, two fuzzy words, a short and a fuzzy word, a typo.
  const queries = [
    'running',
    'shoe',
    'runn',
    'cafe',
    'running shoes',
    'running sh',
    'sneakrs',
    'runing shoe',
  ];

  it('finds what the storefront page finds, in its order, for each store in turn', async () => {
    for (const q of queries) {
      for (const v of [a, b, a]) {
        const api = await apiSearch(v, q);
        expect(api.titles, `${q} in ${v.subdomain}`).toEqual(await pageSearch(v, q));
        expect(api.total).toBe(api.titles.length);
      }
    }
    expect((await apiSearch(b, 'running')).titles).toEqual(['Trail Running Shoe']);
    expect((await apiSearch(a, 'trail')).titles).toEqual([]);
  });

  it('pages with the values of the call, and counts a page past the end', async () => {
    const all = await apiSearch(a, 'running');
    expect(all.titles.length).toBe(3);
    const second = await apiSearch(a, 'running', 2, 1);
    expect(second).toEqual({ total: 3, titles: [all.titles[1]] });
    expect(await apiSearch(a, 'running', 9, 1)).toEqual({ total: 3, titles: [] });
  });
});

describe('prepared listing', () => {
  async function list(v: TestVendor, vars: { c?: string; page?: number; limit?: number } = {}) {
    const { products } = await graphql(LISTING, { s: v.subdomain, ...vars });
    return { total: products.total as number, titles: products.items.map((i: { title: string }) => i.title) };
  }

  /** The vendor's own list (a statement built per call), active products only, newest first. */
  async function vendorList(v: TestVendor, collectionId?: string) {
    const res = await t.app.inject({
      url: `${v.base}/products?status=active&limit=100${collectionId ? `&collectionId=${collectionId}` : ''}`,
      headers: v.headers,
    });
    return res.json().items.map((i: { title: string }) => i.title) as string[];
  }

  it("lists a store's active products newest first, and a collection's, for each store in turn", async () => {
    for (const v of [a, b, a]) {
      const listed = await list(v);
      expect(listed.titles).toEqual(await vendorList(v));
      expect(listed.total).toBe(listed.titles.length);
    }
    const onSale = await list(a, { c: sale });
    expect(onSale.titles).toEqual(await vendorList(a, sale));
    expect(onSale.titles.sort()).toEqual(['Canvas Sneakers', 'Linen Shirt', "Men's Running Shoe"]);
    // Another store's collection id names nothing in this store.
    expect(await list(b, { c: sale })).toEqual({ total: 0, titles: [] });
  });

  it('pages with the values of the call, and counts a page past the end', async () => {
    const all = await list(a);
    expect(await list(a, { page: 2, limit: 2 })).toEqual({ total: 5, titles: all.titles.slice(2, 4) });
    expect(await list(a, { page: 50, limit: 2 })).toEqual({ total: 5, titles: [] });
    expect(await list(a, { c: sale, page: 2, limit: 2 })).toEqual({
      total: 3,
      titles: (await list(a, { c: sale })).titles.slice(2),
    });
  });
});
