import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

/**
 * Introspection (issue 29, 5) was on in production on every endpoint, also without a token. It is off
 * by default outside development and test; GRAPHQL_INTROSPECTION=storefront turns it on for the public
 * Storefront API only, `on` everywhere. `__typename` is not introspection and always answers.
 */

const SCHEMA = { query: '{ __schema { queryType { name } } }' };
const TYPE = { query: '{ __type(name: "Query") { name } }' };
/** Hidden in a fragment, as a client trying to get round a check would. */
const FRAGMENT = { query: 'query { ...F } fragment F on Query { __schema { types { name } } }' };
const TYPENAME = { query: '{ __typename }' };
const ENDPOINTS = ['/api/storefront/graphql', '/api/admin/graphql', '/api/graphql'] as const;

async function appWith(setting: string) {
  const t = await createTestApp({ env: { GRAPHQL_INTROSPECTION: setting } });
  return { t, vendor: await createVendor(t) };
}

function ask(t: TestContext, vendor: TestVendor, url: (typeof ENDPOINTS)[number], body: object) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: url === '/api/graphql' ? vendor.headers : {},
  });
}

function expectOff(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as {
    error: { code: string };
    errors: { extensions: { code: string } }[];
    data?: unknown;
  };
  expect(body.error.code).toBe('GRAPHQL_INTROSPECTION_OFF');
  expect(body.errors[0]?.extensions.code).toBe('GRAPHQL_INTROSPECTION_OFF');
}

describe('GRAPHQL_INTROSPECTION=off', () => {
  let t: TestContext;
  let vendor: TestVendor;
  beforeAll(async () => ({ t, vendor } = await appWith('off')));
  afterAll(() => t.close());

  it('refuses __schema and __type on every endpoint, with or without a token, and still answers __typename', async () => {
    for (const url of ENDPOINTS) {
      for (const body of [SCHEMA, TYPE, FRAGMENT]) expectOff(await ask(t, vendor, url, body));
      // In a batch too.
      expectOff(await ask(t, vendor, url, [TYPENAME, SCHEMA] as unknown as object));
      const plain = await ask(t, vendor, url, TYPENAME);
      expect(plain.statusCode, plain.body).toBe(200);
    }
  });
});

describe('GRAPHQL_INTROSPECTION=storefront', () => {
  let t: TestContext;
  let vendor: TestVendor;
  beforeAll(async () => ({ t, vendor } = await appWith('storefront')));
  afterAll(() => t.close());

  it('answers introspection on the Storefront API only', async () => {
    const res = await ask(t, vendor, '/api/storefront/graphql', SCHEMA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.__schema.queryType.name).toBe('Query');
    const type = await ask(t, vendor, '/api/storefront/graphql', TYPE);
    expect(type.json().data.__type.name).toBe('Query');
    for (const url of ['/api/admin/graphql', '/api/graphql'] as const) {
      expectOff(await ask(t, vendor, url, SCHEMA));
      expectOff(await ask(t, vendor, url, FRAGMENT));
    }
  });
});

describe('the default', () => {
  const production = {
    KASUWA_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    COOKIE_SECRET: 'y'.repeat(40),
    DATABASE_URL: 'postgres://kasuwa@db.internal/kasuwa',
    PUBLIC_URL: 'https://kasuwa.example',
  };
  it('is off in production and staging, on in development and test; the setting overrides it', () => {
    expect(loadConfig(production).graphqlIntrospection).toBe('off');
    expect(loadConfig({ ...production, KASUWA_ENV: 'staging' }).graphqlIntrospection).toBe('off');
    expect(loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'storefront' }).graphqlIntrospection).toBe(
      'storefront',
    );
    expect(loadConfig({ KASUWA_ENV: 'test', DATA_DIR: '/tmp/kasuwa-cfg-test' }).graphqlIntrospection).toBe(
      'on',
    );
    expect(() => loadConfig({ ...production, GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(
      /GRAPHQL_INTROSPECTION/,
    );
  });

  it('answers introspection in test (as in development), for the tools developers use', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/graphql', payload: SCHEMA });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await t.close();
    }
  });
});
