import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createProduct, createVendor, customer, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { expireReservationJob } from '../payments/reservation-expiry.jobs';
import { PageCache } from './storefront.cache';
import { StorefrontDirectory, type StorefrontStore } from './storefront.service';

let t: TestContext;
/** A second app on the same database: another API process of a scaled-out deployment. */
let other: App;
let a: TestVendor;
let b: TestVendor;
let mug: { id: string; slug: string; variants: { id: string }[] };
let trackingPath = '';
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
  other = await buildApp(
    { config: t.config, database: t.database, tokens: t.tokens, startedAt: Date.now() },
    { logger: false },
  );
  await other.ready();
  a = await createVendor(t);
  b = await createVendor(t);
  await createProduct(t, a, tshirt);
  await createProduct(t, b, tshirt);
  mug = await createProduct(t, a, mugInput);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const host = (v: TestVendor) => `${v.subdomain}.localhost:3000`;
const page = (app: App, v: TestVendor, url: string, cookie = '') =>
  app.inject({ url, headers: { host: host(v), accept: 'text/html', ...(cookie ? { cookie } : {}) } });

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set[0] : String(set)).split(';')[0]!;
}

describe('storefront page cache', () => {
  it('serves home, collection and product pages from the cache, and a product edit at once', async () => {
    const first = await page(t.app, a, '/products/adire-t-shirt');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-kasuwa-cache']).toBe('miss');
    const second = await page(t.app, a, '/products/adire-t-shirt');
    expect(second.headers['x-kasuwa-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    // Query parameters the page does not read do not split the cache.
    expect((await page(t.app, a, '/products/adire-t-shirt?utm_source=x')).headers['x-kasuwa-cache']).toBe(
      'hit',
    );
    await page(t.app, a, '/');
    expect((await page(t.app, a, '/')).headers['x-kasuwa-cache']).toBe('hit');

    const product = (await t.app.inject({ url: `${a.base}/products?q=adire`, headers: a.headers })).json()
      .items[0];
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${product.id}`,
      headers: a.headers,
      // The patch schema fills absent fields with their defaults, so a patch carries the whole product.
      payload: { ...tshirt, title: 'Adire T-shirt, indigo' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await page(t.app, a, '/products/adire-t-shirt');
    expect(after.headers['x-kasuwa-cache']).toBe('miss');
    expect(after.body).toContain('<title>Adire T-shirt, indigo · ');
    const home = await page(t.app, a, '/');
    expect(home.headers['x-kasuwa-cache']).toBe('miss');
    expect(home.body).toContain('Adire T-shirt, indigo');
  });

  it("keeps the theme's style sheet once for all of a store's pages, whole in every page served", async () => {
    const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    await page(t.app, a, '/products/clay-mug');
    const tee = await page(t.app, a, '/products/adire-t-shirt');
    const mugPage = await page(t.app, a, '/products/clay-mug');
    expect(mugPage.headers['x-kasuwa-cache']).toBe('hit');
    expect(styleOf(mugPage.body).length).toBeGreaterThan(1_000);
    expect(styleOf(mugPage.body)).toBe(styleOf(tee.body));
    expect(mugPage.body).toMatch(/^<!doctype html><html[\s\S]*<\/style>[\s\S]*Clay mug[\s\S]*<\/html>$/);

    // The cache counts a page's own bytes only: three pages sharing a 10 KB sheet fit in 10 KB.
    const css = Buffer.alloc(10_000, 'a');
    const own = () => ({
      head: Buffer.alloc(1_000),
      css,
      before: Buffer.alloc(1_000),
      after: Buffer.alloc(1_000),
    });
    const cache = new PageCache(10_000);
    const store = { id: 1, cacheVersion: 1 } as StorefrontStore;
    for (const path of ['/a', '/b', '/c']) cache.set(store, path, { ...own(), kind: 'home' });
    expect(cache.size).toBe(3);
    expect(cache.get(store, '/a')?.css).toBe(css);
  });

  it("keeps a store's pages when another store changes", async () => {
    await page(t.app, a, '/products/clay-mug');
    expect((await page(t.app, a, '/products/clay-mug')).headers['x-kasuwa-cache']).toBe('hit');
    const bProduct = (await t.app.inject({ url: `${b.base}/products`, headers: b.headers })).json().items[0];
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${b.base}/products/${bProduct.id}`,
      headers: b.headers,
      payload: { ...tshirt, title: 'Shop B shirt' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await page(t.app, a, '/products/clay-mug')).headers['x-kasuwa-cache']).toBe('hit');
    const bPage = await page(t.app, b, '/products/adire-t-shirt');
    expect(bPage.body).toContain('Shop B shirt');
  });

  it('shows a change made through another process at once', async () => {
    await page(t.app, a, '/products/clay-mug');
    expect((await page(t.app, a, '/products/clay-mug')).headers['x-kasuwa-cache']).toBe('hit');
    const edit = await other.inject({
      method: 'PATCH',
      url: `${a.base}/products/${mug.id}`,
      headers: a.headers,
      payload: { ...mugInput, description: '<p>Glazed in Ilorin.</p>' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await page(t.app, a, '/products/clay-mug');
    expect(after.headers['x-kasuwa-cache']).toBe('miss');
    expect(after.body).toContain('Glazed in Ilorin.');

    const settings = await other.inject({
      method: 'PATCH',
      url: `${a.base}/settings`,
      headers: a.headers,
      payload: { name: 'Ada Pottery' },
    });
    expect(settings.statusCode).toBe(200);
    expect((await page(t.app, a, '/')).body).toContain('<title>Ada Pottery</title>');
  });

  it('keeps stock right: manual adjustments, checkout reservations and their expiry', async () => {
    expect((await page(t.app, a, '/products/clay-mug')).body).toContain('5 in stock');
    const adjust = await t.app.inject({
      method: 'POST',
      url: `${a.base}/inventory/${mug.variants[0]!.id}/adjustments`,
      headers: a.headers,
      payload: { delta: 2, reason: 'restock' },
    });
    expect(adjust.statusCode).toBe(201);
    expect((await page(t.app, a, '/products/clay-mug')).body).toContain('7 in stock');

    const form = (f: Record<string, string>) => new URLSearchParams(f).toString();
    const post = (url: string, body: string, cookie = '') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { host: host(a), 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: body,
      });
    const added = await post('/cart', form({ variantId: mug.variants[0]!.id, quantity: '7' }));
    const cookie = cookieOf(added);
    // The shared page carries each visitor's own cart count.
    const withCart = await page(t.app, a, '/products/clay-mug', cookie);
    expect(withCart.headers['x-kasuwa-cache']).toBe('hit');
    expect(withCart.body).toContain('data-cart-count="">7</span>');
    expect((await page(t.app, a, '/products/clay-mug')).body).toContain('data-cart-count="">0</span>');

    const placed = await post(
      '/checkout',
      form({
        email: customer.email,
        phone: '08031234567',
        name: customer.name,
        line1: customer.address.line1,
        city: customer.address.city,
        state: customer.address.state,
        country: 'Nigeria',
      }),
      cookie,
    );
    expect(placed.statusCode).toBe(303);
    trackingPath = String(placed.headers.location).replace('?placed=1', '');
    const soldOut = await page(t.app, a, '/products/clay-mug');
    expect(soldOut.headers['x-kasuwa-cache']).toBe('miss');
    expect(soldOut.body).toContain('Sold out');
    expect(soldOut.body).toContain('https://schema.org/OutOfStock');

    const orders = (await t.app.inject({ url: `${a.base}/orders`, headers: a.headers })).json();
    const env = { db: t.database.db, config: t.config, log: t.app.log };
    await expireReservationJob.handle({ orderId: orders.items[0].id, storeId: a.storeId }, env, {
      id: 1,
      attempts: 1,
      maxAttempts: 10,
    });
    expect((await page(t.app, a, '/products/clay-mug')).body).toContain('7 in stock');
  });

  it('never caches the cart, checkout or order tracking', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { host: host(a), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ variantId: mug.variants[0]!.id, quantity: '1' }).toString(),
    });
    const cookie = cookieOf(added);
    for (const url of ['/cart', '/checkout', '/cart.json', trackingPath]) {
      for (let i = 0; i < 2; i++) {
        const res = await page(t.app, a, url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-kasuwa-cache'], url).toBeUndefined();
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
    }
    const cart = await page(t.app, a, '/cart', cookie);
    expect(cart.body).toContain('Clay mug');
    // Another visitor's cart page is their own.
    expect((await page(t.app, a, '/cart')).body).toContain('Your cart is empty.');
    // Search results are the same for everyone: shared, with the visitor's own cart count.
    expect((await page(t.app, a, '/search?q=mug')).headers['x-kasuwa-cache']).toBe('miss');
    const search = await page(t.app, a, '/search?q=mug', cookie);
    expect(search.headers['x-kasuwa-cache']).toBe('hit');
    expect(search.body).toContain('Clay mug');
    expect(search.body).toMatch(/data-cart-count="">[1-9]/);
  });
});

describe('store rows and navigation kept between requests', () => {
  it('serves a store change made by any statement from the next request on', async () => {
    expect((await page(t.app, b, '/')).statusCode).toBe(200);
    await page(t.app, b, '/');
    await t.database.db.execute(sql`update stores set name = 'Renamed by hand' where id = ${b.storeId}`);
    const renamed = await page(t.app, b, '/');
    expect(renamed.headers['x-kasuwa-cache']).toBe('miss');
    expect(renamed.body).toContain('Renamed by hand');
    expect((await page(other, b, '/')).body).toContain('Renamed by hand');

    await t.database.db.execute(sql`update stores set status = 'suspended' where id = ${b.storeId}`);
    expect((await page(t.app, b, '/')).statusCode).toBe(404);
    await t.database.db.execute(sql`update stores set status = 'active' where id = ${b.storeId}`);
    expect((await page(t.app, b, '/')).statusCode).toBe(200);
  });

  it('lists a new or renamed collection in the navigation of pages already visited', async () => {
    await page(t.app, b, '/products/adire-t-shirt');
    const created = await t.app.inject({
      method: 'POST',
      url: `${b.base}/collections`,
      headers: b.headers,
      payload: { title: 'Market day' },
    });
    expect(created.statusCode).toBe(201);
    expect((await page(t.app, b, '/products/adire-t-shirt')).body).toContain('Market day');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${b.base}/collections/${created.json().id}`,
      headers: b.headers,
      payload: { title: 'Sunday market' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await page(t.app, b, '/products/adire-t-shirt');
    expect(after.body).toContain('Sunday market');
    expect(after.body).not.toContain('Market day');
  });

  it('keeps a row until a statement changes it', async () => {
    const directory = new StorefrontDirectory(t.database);
    await directory.start();
    expect(directory.keeping).toBe(true);
    const first = await directory.find(b.subdomain.toUpperCase());
    expect(first?.id).toBe(b.storeId);
    // The same object: read from memory, not the database.
    expect(await directory.find(b.subdomain)).toBe(first);
    expect(directory.size).toBe(1);
    // A write of this process is seen by its next lookup, with no wait for the notification.
    await t.database.db.execute(sql`update stores set phone = '+2348099999999' where id = ${b.storeId}`);
    const after = await directory.find(b.subdomain);
    expect(after).not.toBe(first);
    expect(after?.phone).toBe('+2348099999999');
    await directory.close();
    expect(directory.size).toBe(0);
  });
});
