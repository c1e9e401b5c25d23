import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from '../test/commerce';
import { createTestApp, type TestContext } from '../test/harness';

// Error answers in the reader's language (issue 33): the code and the status never change, the text is
// the signed-in account's language, else the browser's among Kasuwa's, else English; a storefront's
// JSON answers are in the shopper's page language.

let t: TestContext;
let english: TestVendor;
let pidgin: TestVendor;
let shop: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  english = await createVendor(t);
  pidgin = await createVendor(t);
  shop = await createVendor(t);
  await createProduct(t, shop, tshirt);
  const chosen = await t.app.inject({
    method: 'PATCH',
    url: '/api/auth/me/locale',
    headers: pidgin.headers,
    payload: { locale: 'pcm' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const offered = await t.app.inject({
    method: 'PATCH',
    url: `${shop.base}/settings`,
    headers: shop.headers,
    payload: { defaultLocale: 'en-NG', locales: ['en-NG', 'ha'] },
  });
  expect(offered.statusCode, offered.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const anonymous = (language?: string) =>
  t.app.inject({
    url: `${english.base}/settings`,
    headers: language ? { 'accept-language': language } : {},
  });

describe('an error answer', () => {
  it('is in Hausa for a Hausa browser, with the code and status of the English one', async () => {
    const en = await anonymous('en-NG');
    const ha = await anonymous('ha-NG,ha;q=0.9,en;q=0.5');
    expect([en.statusCode, ha.statusCode]).toEqual([401, 401]);
    expect(en.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
    expect(ha.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Ku shiga don ci gaba.' });
  });

  it('is in English for a language Kasuwa does not speak, or none', async () => {
    for (const language of ['de-DE,de;q=0.9', 'zz', undefined]) {
      const res = await anonymous(language);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message, language).toBe('Sign in to continue.');
    }
  });

  it('says an unknown route in the browser’s language', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'fr-CI' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'Aucune route pour GET /api/no-such-thing.',
    });
  });

  it('follows the signed-in account’s language over the browser’s', async () => {
    const url = '/api/vendor/stores/2147483000/settings';
    const mine = await t.app.inject({ url, headers: { ...pidgin.headers, 'accept-language': 'fr' } });
    expect(mine.statusCode).toBe(404);
    expect(mine.json().error).toEqual({ code: 'NOT_FOUND', message: 'We no see am (Store).' });
    // An account that kept English reads English whatever the browser asks.
    const other = await t.app.inject({ url, headers: { ...english.headers, 'accept-language': 'ha' } });
    expect(other.json().error).toEqual({ code: 'NOT_FOUND', message: 'Store not found.' });
  });

  it('says a refused body in the reader’s language, keeping the fields that were wrong', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${pidgin.base}/settings`,
      headers: pidgin.headers,
      payload: { defaultLocale: 'de' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some fields dey empty or dem no correct.');
    expect(error.details.map((d: { path: string }) => d.path)).toEqual(['body.defaultLocale']);
  });

  it('answers GraphQL errors in the reader’s language too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'accept-language': 'yo' },
      payload: { query: '{ me { id } }' },
    });
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.error.code).toBe('UNAUTHORIZED');
    expect(body.error.message).toBe('Ẹ wọlé kí ẹ tó tẹ̀síwájú.');
    expect(body.errors[0].message).toBe('Ẹ wọlé kí ẹ tó tẹ̀síwájú.');
  });
});

describe('a GraphQL answer for a signed-in account', () => {
  it('says its errors in the account’s language, read only when there are errors', async () => {
    const query = '{ store(storeId: 2147483000) { name } }';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...pidgin.headers, 'accept-language': 'fr' },
      payload: { query },
    });
    const body = res.json();
    expect(res.statusCode, res.body).toBe(404);
    expect(body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(body.errors[0].message).toBe('We no see am (Store).');
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...english.headers, 'accept-language': 'ha' },
      payload: { query },
    });
    expect(kept.json().errors[0].message).toBe('Store not found.');
  });
});

describe('a storefront’s JSON answer', () => {
  const addToCart = (cookie: string, language = 'en-NG') =>
    t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: {
        host: `${shop.subdomain}.localhost:3000`,
        accept: 'application/json',
        'accept-language': language,
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
      },
      payload: new URLSearchParams({ variantId: randomUUID(), quantity: '1' }).toString(),
    });

  it('is in the shopper’s page language among those the store offers', async () => {
    const ha = await addToCart('kasuwa_lang=ha');
    const en = await addToCart('');
    expect([ha.statusCode, en.statusCode]).toEqual([422, 422]);
    expect(ha.json().error).toEqual({
      code: 'ITEM_UNAVAILABLE',
      message: 'Ba a sayar da wannan kaya yanzu.',
    });
    expect(en.json().error).toEqual({ code: 'ITEM_UNAVAILABLE', message: 'This item is no longer sold.' });
  });

  it('is in the store’s language when the shopper’s is not offered', async () => {
    const res = await addToCart('kasuwa_lang=yo', 'yo');
    expect(res.json().error.message).toBe('This item is no longer sold.');
  });
});

describe('a storefront form’s field errors', () => {
  it('are in the shopper’s language where the words are ours', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: {
        host: `${shop.subdomain}.localhost:3000`,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'kasuwa_lang=ha',
      },
      payload: new URLSearchParams({
        name: 'A',
        phone: '08',
        email: 'x',
        line1: '',
        city: '',
        state: '',
      }).toString(),
    });
    expect(res.statusCode).toBe(422);
    for (const text of [
      'Ku rubuta cikakken sunanku.',
      'Ku shigar da ingantacciyar lambar waya.',
      'Ku shigar da ingantaccen adireshin imel.',
      'Ku rubuta adireshin titi.',
    ]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).not.toContain('Enter your full name.');
  });
});
