import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

// Storefront languages (issue 33): the store's choice in its settings, the shopper's by ?lang=, cookie,
// Accept-Language or the store's default, the page's lang/hreflang/og:locale, and a page cache that
// never answers one language's page for another.

/** The bench's budget for a product page with its script, gzipped (`npm run bench:storefront`). */
const budgets = JSON.parse(
  readFileSync(new URL('../../../../../bench/budgets.json', import.meta.url), 'utf8'),
);

/** The last order of a store's language. */
async function lastOrderLocale(storeId: number): Promise<string | undefined> {
  const result = await t.database.db.execute(
    sql`select locale from orders where store_id = ${storeId} order by created_at desc limit 1`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    locale: string;
  }[];
  return rows[0]?.locale;
}

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let variantId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  variantId = (await createProduct(t, a, tshirt)).variants[0]!.id;
  await createProduct(t, b, tshirt);
});
afterAll(async () => {
  await t.close();
});

const host = (v: TestVendor) => `${v.subdomain}.localhost:3000`;
const get = (v: TestVendor, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: host(v), accept: 'text/html', ...headers } });
const post = (v: TestVendor, url: string, body: Record<string, string>, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host: host(v), 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams(body).toString(),
  });
const settings = (v: TestVendor, payload: object, as: TestVendor = v) =>
  t.app.inject({ method: 'PATCH', url: `${v.base}/settings`, headers: as.headers, payload });
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
  [res.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

describe('a store’s languages in its settings', () => {
  it('starts in English only, and saves a default and the others offered', async () => {
    const before = (await t.app.inject({ url: `${a.base}/settings`, headers: a.headers })).json();
    expect(before).toMatchObject({ defaultLocale: 'en-NG', locales: ['en-NG'] });
    const saved = await settings(a, { defaultLocale: 'en-NG', locales: ['ha', 'fr', 'en-NG', 'ha'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ defaultLocale: 'en-NG', locales: ['en-NG', 'ha', 'fr'] });
  });

  it('refuses a language Kasuwa does not speak with a validation code', async () => {
    for (const payload of [{ defaultLocale: 'de' }, { locales: ['en-NG', 'xx'] }, { locales: 'ha' }]) {
      const res = await settings(a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('lets no one else change them: another store’s vendor gets 404, no token 401', async () => {
    expect((await settings(a, { defaultLocale: 'yo' }, b)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/settings`,
      payload: { defaultLocale: 'yo' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: `${a.base}/settings`, headers: a.headers })).json().defaultLocale).toBe(
      'en-NG',
    );
  });

  it('moves the store’s cache version, so a new default language shows at once', async () => {
    await get(b, '/');
    expect((await get(b, '/')).headers['x-kasuwa-cache']).toBe('hit');
    expect((await settings(b, { defaultLocale: 'yo' })).statusCode).toBe(200);
    const after = await get(b, '/');
    expect(after.headers['x-kasuwa-cache']).toBe('miss');
    expect(langOf(after.body)).toBe('yo');
    // A store with one language shows no control and no alternates.
    expect(after.body).not.toContain('data-lang-form');
    expect(after.body).not.toContain('hrefLang');
    expect(after.body).not.toContain('hreflang');
  });
});

describe('the shopper’s language', () => {
  it('is the store’s default on a first visit that asks for none it offers', async () => {
    const res = await get(a, '/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(langOf(res.body)).toBe('en-NG');
    expect(res.headers['content-language']).toBe('en-NG');
  });

  it('follows Accept-Language among the offered languages on a first visit', async () => {
    const res = await get(a, '/products/adire-t-shirt', { 'accept-language': 'ha-NG,ha;q=0.9,en;q=0.5' });
    expect(langOf(res.body)).toBe('ha');
    expect(res.body).toContain('Saka a kwando');
    expect(res.body).toContain('₦15,000');
    // Yoruba is not offered by this store: the next language the browser names wins.
    expect(langOf((await get(a, '/', { 'accept-language': 'yo,fr;q=0.8' })).body)).toBe('fr');
  });

  it('is remembered from the header’s control in a cookie, which beats Accept-Language', async () => {
    const chosen = await get(a, '/lang?lang=fr&return=/products/adire-t-shirt');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/products/adire-t-shirt');
    const cookie = cookieOf(chosen, 'kasuwa_lang');
    expect(cookie).toBe('kasuwa_lang=fr');
    const page = await get(a, '/products/adire-t-shirt', { cookie: cookie!, 'accept-language': 'ha' });
    expect(langOf(page.body)).toBe('fr');
    expect(page.body).toContain('Ajouter au panier');
    // French groups its own way and keeps the store's currency, with its sign as e-mails write it.
    expect(page.body).toMatch(/15\s000\s₦/);
    expect(page.body).not.toMatch(/15\s000\sNGN/);
  });

  it('does not remember a language the store does not offer, nor leave the store on return', async () => {
    const refused = await get(a, '/lang?lang=yo&return=/');
    expect(refused.statusCode).toBe(303);
    expect(cookieOf(refused, 'kasuwa_lang')).toBeUndefined();
    const away = await get(a, '/lang?lang=ha&return=//evil.example/x');
    expect(away.headers.location).toBe('/');
    // A remembered language the store no longer offers falls back to the browser's.
    const stale = await get(a, '/', { cookie: 'kasuwa_lang=ig', 'accept-language': 'ha' });
    expect(langOf(stale.body)).toBe('ha');
  });

  it('is the ?lang= of an alternate link, and that choice is remembered', async () => {
    const res = await get(a, '/?lang=ha', { cookie: 'kasuwa_lang=fr' });
    expect(langOf(res.body)).toBe('ha');
    expect(cookieOf(res, 'kasuwa_lang')).toBe('kasuwa_lang=ha');
  });

  it('says an unknown store is missing in the visitor’s language', async () => {
    const res = await t.app.inject({
      url: '/',
      headers: { host: 'no-such-store.localhost:3000', 'accept-language': 'ha' },
    });
    expect(res.statusCode).toBe(404);
    expect(langOf(res.body)).toBe('ha');
    expect(res.body).toContain('Wannan shago babu shi');
  });
});

describe('lang, hreflang and og:locale', () => {
  it('lists each page once a language in the sitemap, each entry naming every alternate', async () => {
    const res = await get(a, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const origin = `http://${host(a)}`;
    const page = `${origin}/products/adire-t-shirt`;
    const entries = [...res.body.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]!);
    const ofProduct = entries.filter(
      (e) => e.includes('/products/adire-t-shirt</loc>') || e.includes('/products/adire-t-shirt?lang='),
    );
    const locs = ofProduct.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1]!.replaceAll('&amp;', '&'));
    expect(locs).toEqual([page, `${page}?lang=ha`, `${page}?lang=fr`]);
    for (const entry of ofProduct) {
      const links = [
        ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" ?\/>/g),
      ].map((m) => [m[1], m[2]]);
      expect(links).toEqual([
        ['en-NG', page],
        ['ha', `${page}?lang=ha`],
        ['fr', `${page}?lang=fr`],
        ['x-default', page],
      ]);
    }
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // A store with one language keeps one entry a page and no alternates.
    const single = await get(b, '/sitemap.xml');
    expect(single.body).not.toContain('xhtml:link');
    expect(single.body.match(/\/products\/adire-t-shirt<\/loc>/g)).toHaveLength(1);
  });

  it('names every offered language with its address, the default on the plain one, and x-default', async () => {
    const res = await get(a, '/products/adire-t-shirt', { 'accept-language': 'ha' });
    const origin = `http://${host(a)}`;
    const alternates = [...res.body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(alternates).toEqual([
      ['en-NG', `${origin}/products/adire-t-shirt`],
      ['ha', `${origin}/products/adire-t-shirt?lang=ha`],
      ['fr', `${origin}/products/adire-t-shirt?lang=fr`],
      ['x-default', `${origin}/products/adire-t-shirt`],
    ]);
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/products/adire-t-shirt?lang=ha"/>`);
    expect(res.body).toContain('<meta property="og:locale" content="ha_NG"/>');
    expect(res.body).toContain('<meta property="og:locale:alternate" content="en_NG"/>');
    expect(res.body).toContain('<meta property="og:locale:alternate" content="fr_CI"/>');
    expect(res.body).toContain('<option value="ha" lang="ha" selected="">Hausa</option>');
  });

  it('keeps a private page out of the index in every language', async () => {
    const res = await get(a, '/cart', { 'accept-language': 'fr' });
    expect(langOf(res.body)).toBe('fr');
    expect(res.body).toContain('noindex');
    expect(res.body).not.toContain('hrefLang');
  });

  it('keeps a product page in Hausa under the weight budget', async () => {
    const res = await get(a, '/products/adire-t-shirt', { 'accept-language': 'ha' });
    const src = /<script src="([^"]+)" defer/.exec(res.body)![1]!;
    const island = await get(a, src);
    const weight = gzipSync(res.body, { level: 6 }).length + gzipSync(island.rawPayload, { level: 6 }).length;
    expect(weight).toBeLessThanOrEqual(budgets.storefront.productPageGzipBytes);
  });
});

describe('the page cache and languages', () => {
  it('never answers one language’s page for another, and says what it varies by', async () => {
    const url = '/products/adire-t-shirt?page=cache';
    const ha = await get(a, url, { 'accept-language': 'ha' });
    const fr = await get(a, url, { 'accept-language': 'fr' });
    expect(langOf(ha.body)).toBe('ha');
    expect(langOf(fr.body)).toBe('fr');
    const haAgain = await get(a, url, { 'accept-language': 'ha' });
    expect(haAgain.headers['x-kasuwa-cache']).toBe('hit');
    expect(haAgain.body).toBe(ha.body);
    const byCookie = await get(a, url, { cookie: 'kasuwa_lang=fr', 'accept-language': 'ha' });
    expect(byCookie.headers['x-kasuwa-cache']).toBe('hit');
    expect(langOf(byCookie.body)).toBe('fr');
    for (const res of [ha, fr, haAgain]) {
      expect(String(res.headers.vary)).toMatch(/Accept-Language/);
      expect(String(res.headers.vary)).toMatch(/Cookie/);
    }
    expect(ha.headers['content-language']).toBe('ha');
  });
});

describe('checkout in the shopper’s language', () => {
  it('keeps the language of the checkout page on the order', async () => {
    const added = await post(a, '/cart', { variantId, quantity: '1' });
    const cart =
      cookieOf(added, `kasuwa_cart_${a.storeId}`) ?? String(added.headers['set-cookie']).split(';')[0]!;
    const page = await get(a, '/checkout', { cookie: cart, 'accept-language': 'ha' });
    expect(page.body).toContain('<input type="hidden" name="locale" value="ha"/>');
    expect(page.body).toContain('Tabbatar da oda');
    const placed = await post(
      a,
      '/checkout',
      {
        phone: '08031234567',
        name: 'Aisha Bello',
        line1: '3 Zoo Road',
        city: 'Kano',
        state: 'Kano',
        country: 'Nigeria',
        locale: 'ha',
      },
      cart,
    );
    expect(placed.statusCode, placed.body).toBe(303);
    expect(await lastOrderLocale(a.storeId)).toBe('ha');
    const tracking = await get(a, (placed.headers.location as string).replace('?placed=1', ''), {
      cookie: 'kasuwa_lang=ha',
    });
    expect(tracking.body).toContain('ana jiran biya');
  });

  it('does not store a language the store does not offer', async () => {
    const added = await post(a, '/cart', { variantId, quantity: '1' });
    const cart = String(added.headers['set-cookie']).split(';')[0]!;
    const placed = await post(
      a,
      '/checkout',
      {
        phone: '08031234568',
        name: 'Tunde Ade',
        line1: '1 Ring Road',
        city: 'Ibadan',
        state: 'Oyo',
        country: 'Nigeria',
        locale: 'yo',
      },
      cart,
    );
    expect(placed.statusCode, placed.body).toBe(303);
    expect(await lastOrderLocale(a.storeId)).toBe('en-NG');
  });
});
