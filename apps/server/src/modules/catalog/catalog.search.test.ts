import type { ProductInput } from '@kasuwa/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

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
  for (const input of [
    product("Men's Running Shoe", { tags: ['sport'], price: 2_500_000 }),
    product('Canvas Sneakers'),
    product('Café Crème Mug', { description: '<p>Stoneware for your <em>coffee</em>.</p>' }),
    product('Plain Tote', { tags: ['running'] }),
    product('Linen Shirt', { description: '<p>Good for running errands in the heat.</p>' }),
    product('Beaded Necklace', {
      variants: [{ options: {}, price: 1_000_000, sku: 'BEAD-7731', stock: 1 }],
    }),
    product('Draft Running Jacket', { status: 'draft' }),
  ]) {
    await createProduct(t, a, input);
  }
  // Another store selling the same things: never part of a's results.
  await createProduct(t, b, product('Trail Running Shoe'));
  await createProduct(t, b, product('Cafe Sneakers'));
});
afterAll(() => t.close());

const host = (v: TestVendor) => ({ host: `${v.subdomain}.localhost:3000`, accept: 'text/html' });

/** Product titles of the storefront search page, in the order shown. */
async function storefront(q: string, v = a): Promise<string[]> {
  const res = await t.app.inject({ url: `/search?q=${encodeURIComponent(q)}`, headers: host(v) });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => decode(m[1]!));
}

function decode(html: string): string {
  return html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
}

async function vendor(q: string, v = a, extra = ''): Promise<string[]> {
  const res = await t.app.inject({
    url: `${v.base}/products?q=${encodeURIComponent(q)}${extra}`,
    headers: v.headers,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { items: { title: string }[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items.map((i) => i.title);
}

describe('storefront search', () => {
  it('finds stemmed words: "running shoes" finds "Men\'s Running Shoe"', async () => {
    expect(await storefront('running shoes')).toEqual(["Men's Running Shoe"]);
    expect(await storefront('shoe')).toEqual(["Men's Running Shoe"]);
  });

  it('ranks title matches above tags above descriptions, and shows active products only', async () => {
    expect(await storefront('running')).toEqual(["Men's Running Shoe", 'Plain Tote', 'Linen Shirt']);
  });

  it('matches the last word as a prefix while people type', async () => {
    // Prefixes match titles, tags and SKUs: descriptions are kept stemmed only.
    expect(await storefront('runn')).toEqual(["Men's Running Shoe", 'Plain Tote']);
    // Both words in the title first; the shirt's description says "running".
    expect(await storefront('running sh')).toEqual(["Men's Running Shoe", 'Linen Shirt']);
    expect(await storefront('sneak')).toEqual(['Canvas Sneakers']);
  });

  it('tolerates typos with trigram similarity when full text finds nothing', async () => {
    expect(await storefront('sneakrs')).toEqual(['Canvas Sneakers']);
    expect(await storefront('runing shoe')).toEqual(["Men's Running Shoe"]);
    expect(await storefront('xylophone')).toEqual([]);
  });

  it('ignores accents on both sides', async () => {
    expect(await storefront('cafe')).toEqual(['Café Crème Mug']);
    expect(await storefront('café')).toEqual(['Café Crème Mug']);
    expect(await storefront('CREME')).toEqual(['Café Crème Mug']);
    expect(await storefront('coffee')).toEqual(['Café Crème Mug']);
  });

  it("never shows another store's products", async () => {
    expect(await storefront('trail')).toEqual([]);
    expect(await storefront('sneakers')).toEqual(['Canvas Sneakers']);
    expect(await storefront('running shoe', b)).toEqual(['Trail Running Shoe']);
    expect(await storefront('cafe', b)).toEqual(['Cafe Sneakers']);
  });

  it('answers bad input with a page, never a server error', async () => {
    const long = await t.app.inject({ url: `/search?q=${'shoe '.repeat(2000)}`, headers: host(a) });
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain('Men&#x27;s Running Shoe');
    const nul = await t.app.inject({ url: '/search?q=shoe%00', headers: host(a) });
    expect(nul.statusCode).toBe(400);
    for (const q of ['%27%3A*%20%26', '!!!', '%F0%9F%91%9F', '%CC%81', 'a%5Cb']) {
      const res = await t.app.inject({ url: `/search?q=${q}`, headers: host(a) });
      expect(res.statusCode, q).toBe(200);
    }
    expect(await storefront("'):* | !")).toEqual([]);
  });
});

describe('storefront suggestions', () => {
  const suggest = (q: string, v = a, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/search.json?q=${q}`,
      headers: { ...host(v), accept: 'application/json', ...headers },
    });

  it('suggests the best few active products for a prefix, with their address and price', async () => {
    const res = await suggest('runn');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, max-age=30');
    expect(res.json()).toEqual({
      q: 'runn',
      items: [
        { title: "Men's Running Shoe", url: '/products/men-s-running-shoe', price: '₦25,000' },
        { title: 'Plain Tote', url: '/products/plain-tote', price: '₦10,000' },
      ],
    });
    const byPath = await t.app.inject({ url: `/s/${a.subdomain}/search.json?q=sneakrs` });
    expect(byPath.json().items).toEqual([
      { title: 'Canvas Sneakers', url: `/s/${a.subdomain}/products/canvas-sneakers`, price: '₦10,000' },
    ]);
    expect((await suggest('jack')).json().items).toEqual([]);
    expect((await suggest('')).json().items).toEqual([]);
    expect((await suggest('tra', b)).json().items.map((i: { title: string }) => i.title)).toEqual([
      'Trail Running Shoe',
    ]);
    expect((await suggest('tra')).json().items).toEqual([]);
  });

  it('shows at most six and follows catalogue changes at once', async () => {
    const c = await createVendor(t);
    for (let i = 1; i <= 8; i++) await createProduct(t, c, product(`Kente Strip ${i}`));
    expect((await suggest('kente', c)).json().items).toHaveLength(6);
    const [first] = (await t.app.inject({ url: `${c.base}/products?q=kente`, headers: c.headers })).json()
      .items as { id: string }[];
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${c.base}/products/${first!.id}`,
      headers: c.headers,
      payload: { title: 'Aso Oke Cap' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await suggest('aso', c)).json().items.map((i: { title: string }) => i.title)).toEqual([
      'Aso Oke Cap',
    ]);
  });

  it('refuses a query too long or with a NUL with 400, and limits each visitor', async () => {
    expect((await suggest('x'.repeat(101))).statusCode).toBe(400);
    expect((await suggest('a%00b')).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      statuses.push((await suggest('ru')).statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });
});

describe('vendor product search', () => {
  it('finds stems, prefixes, typos, accents and SKUs of variants, drafts included', async () => {
    expect(await vendor('running shoes')).toEqual(["Men's Running Shoe"]);
    expect(await vendor('jacket')).toEqual(['Draft Running Jacket']);
    expect(await vendor('jack', a, '&status=active')).toEqual([]);
    expect(await vendor('sneakrs')).toEqual(['Canvas Sneakers']);
    expect(await vendor('creme')).toEqual(['Café Crème Mug']);
    expect(await vendor('BEAD-7731')).toEqual(['Beaded Necklace']);
    expect(await vendor('7731')).toEqual(['Beaded Necklace']);
  });

  it('orders by relevance and pages through the matches', async () => {
    expect(await vendor('running', a, '&status=active')).toEqual([
      "Men's Running Shoe",
      'Plain Tote',
      'Linen Shirt',
    ]);
    const page2 = await t.app.inject({
      url: `${a.base}/products?q=running&limit=2&page=2`,
      headers: a.headers,
    });
    expect(page2.json()).toMatchObject({
      total: 4,
      items: [{ title: 'Plain Tote' }, { title: 'Linen Shirt' }],
    });
    const past = await t.app.inject({
      url: `${a.base}/products?q=running&limit=2&page=9`,
      headers: a.headers,
    });
    expect(past.json()).toMatchObject({ total: 4, items: [] });
  });

  it("keeps to the vendor's own store", async () => {
    expect(await vendor('trail')).toEqual([]);
    expect(await vendor('running', b)).toEqual(['Trail Running Shoe']);
  });

  it('follows product and variant changes made by any statement', async () => {
    const [shoe] = (
      await t.app.inject({ url: `${a.base}/products?q=running+shoe`, headers: a.headers })
    ).json().items as { id: string }[];
    await t.database.db.execute(sql`update products set title = 'Hiking Boot' where id = ${shoe!.id}`);
    expect(await vendor('boots')).toEqual(['Hiking Boot']);
    expect(await vendor('running shoe')).toEqual([]);
    await t.database.db.execute(
      sql`update product_variants set sku = 'HIKE-42' where product_id = ${shoe!.id}`,
    );
    expect(await vendor('hike')).toEqual(['Hiking Boot']);
    const stock = await t.app.inject({ url: `${a.base}/inventory?q=hike`, headers: a.headers });
    expect(stock.statusCode).toBe(200);
    expect(stock.json().items.map((i: { sku: string }) => i.sku)).toEqual(['HIKE-42']);
    await t.app.inject({ method: 'DELETE', url: `${a.base}/products/${shoe!.id}`, headers: a.headers });
    expect(await vendor('hiking')).toEqual([]);
  });

  it('refuses a query too long or with a NUL with 400', async () => {
    for (const q of ['x'.repeat(101), 'a%00b']) {
      const res = await t.app.inject({ url: `${a.base}/products?q=${q}`, headers: a.headers });
      expect(res.statusCode, q).toBe(400);
      const stock = await t.app.inject({ url: `${a.base}/inventory?q=${q}`, headers: a.headers });
      expect(stock.statusCode, q).toBe(400);
    }
    expect(await vendor('¿¡')).toEqual([]);
  });
});
