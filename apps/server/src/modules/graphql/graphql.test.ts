import {
  ACTIVITY_QUERY,
  ADMIN_OVERVIEW_QUERY,
  DASHBOARD_STATS_QUERY,
  GRAPHQL_LIMITS,
  LOW_STOCK_COUNT_QUERY,
  PLATFORM_OVERVIEW_QUERY,
  STORE_OVERVIEW_QUERY,
  VENDOR_OVERVIEW_QUERY,
  VENDOR_STORES_QUERY,
} from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/admin-fixtures';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

/**
 * The GraphQL transport over HTTP: the vendor overview and the admin overview in one batched round
 * trip each, the same answers as REST, tenant isolation, the transport's refusals (GET, batch size,
 * depth, cost, bad input) with catalogue codes, never a 5xx.
 */

let t: TestContext;
let vendor: TestVendor;
let other: TestVendor;
beforeAll(async () => {
  t = await createTestApp();
  vendor = await createVendor(t);
  other = await createVendor(t);
  await createProduct(t, vendor);
});
afterAll(() => t.close());

type Op = { query: string; variables?: Record<string, unknown> };
const post = (url: string, payload: Op | Op[] | unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('vendor overview over GraphQL', () => {
  it('answers the shared VENDOR_OVERVIEW_QUERY as REST does, field for field, in one POST', async () => {
    const vars = { storeId: vendor.storeId, range: '7d', interval: 'day' };
    const res = await post(
      '/api/graphql',
      [{ query: VENDOR_OVERVIEW_QUERY, variables: vars }],
      vendor.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [overview] = res.json();
    expect(overview.errors).toBeUndefined();

    const rest = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: vendor.headers }).then((r) => r.json());
    expect(overview.data.analyticsOverview).toEqual(
      await rest(`${vendor.base}/analytics/overview?range=7d&interval=day`),
    );
    expect(overview.data.stores).toEqual((await rest('/api/vendor/stores')).stores);
    expect(overview.data.me).toEqual(await rest('/api/auth/me'));
    expect(overview.data.lowStock).toEqual({
      total: (await rest(`${vendor.base}/inventory?limit=1&lowStock=1`)).total,
    });
    expect(overview.data.analyticsOverview.products).toBe(1);
  });

  it("answers the web app's overview operations, batched as its client sends them, as REST does", async () => {
    const overviewVars = { storeId: vendor.storeId, range: '7d', interval: 'day' };
    const res = await post(
      '/api/graphql',
      [
        { query: VENDOR_STORES_QUERY },
        { query: STORE_OVERVIEW_QUERY, variables: overviewVars },
        { query: LOW_STOCK_COUNT_QUERY, variables: { storeId: vendor.storeId } },
      ],
      vendor.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stores, overview, lowStock] = res.json();
    const rest = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: vendor.headers }).then((r) => r.json());
    expect(stores).toEqual({ data: { stores: (await rest('/api/vendor/stores')).stores } });
    expect(overview).toEqual({
      data: { analyticsOverview: await rest(`${vendor.base}/analytics/overview?range=7d&interval=day`) },
    });
    expect(lowStock).toEqual({
      data: { lowStock: { total: (await rest(`${vendor.base}/inventory?limit=1&lowStock=1`)).total } },
    });
  });

  it('answers 401 without a token or with an expired one, so the web client refreshes', async () => {
    const query = { query: '{ stores { id } }' };
    for (const headers of [{}, { authorization: 'Bearer not.a.jwt' }] as Record<string, string>[]) {
      const res = await post('/api/graphql', query, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    const expired = await t.tokens.signAccess(
      { sub: vendor.userId, aud: 'vendor', role: 'user', name: 'x' },
      -10,
    );
    expect((await post('/api/graphql', query, { authorization: `Bearer ${expired}` })).statusCode).toBe(401);
  });

  it("never shows another vendor's store: NOT_FOUND, as REST", async () => {
    const res = await post(
      '/api/graphql',
      {
        query: 'query($s: Int!) { analyticsOverview(storeId: $s) { currency } }',
        variables: { s: other.storeId },
      },
      vendor.headers,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect(res.json().errors[0].message).toBe('Store not found.');
    expect(res.json().data).toBeNull();
  });

  it('validates arguments with the REST contract: VALIDATION_FAILED with details', async () => {
    const res = await post(
      '/api/graphql',
      {
        query: 'query($s: Int!) { analyticsOverview(storeId: $s, range: "custom") { currency } }',
        variables: { s: vendor.storeId },
      },
      vendor.headers,
    );
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.extensions.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some fields are missing or invalid.');
    expect(error.extensions.details[0]).toEqual({
      path: 'from',
      message: 'A custom range needs from and to (YYYY-MM-DD).',
    });
  });
});

describe('admin overview over GraphQL', () => {
  it('answers the shared ADMIN_OVERVIEW_QUERY and PLATFORM_OVERVIEW_QUERY as REST does, in one batch', async () => {
    const { headers } = await signIn(t, 'super_admin');
    const res = await post(
      '/api/admin/graphql',
      [
        { query: ADMIN_OVERVIEW_QUERY, variables: { limit: 10 } },
        { query: PLATFORM_OVERVIEW_QUERY, variables: { range: '30d', interval: 'day' } },
      ],
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [overview, platform] = res.json();
    expect(overview.errors, JSON.stringify(overview.errors)).toBeUndefined();
    const rest = (url: string) => t.app.inject({ method: 'GET', url, headers }).then((r) => r.json());
    expect(overview.data.dashboardStats).toEqual(await rest('/api/admin/dashboard/stats'));
    expect(overview.data.activity).toEqual(await rest('/api/admin/activity?limit=10'));
    expect(overview.data.me).toEqual((await rest('/api/admin/me')).user);
    expect(platform.data.platformOverview).toEqual(
      await rest('/api/admin/analytics/overview?range=30d&interval=day'),
    );

    // A role without `all` gets the overview and a FORBIDDEN for the platform's money, in one 200.
    const support = await signIn(t, 'support_admin');
    const limited = await post(
      '/api/admin/graphql',
      [{ query: ADMIN_OVERVIEW_QUERY }, { query: PLATFORM_OVERVIEW_QUERY }],
      support.headers,
    );
    expect(limited.statusCode).toBe(200);
    const [mine, refused] = limited.json();
    expect(mine.errors).toBeUndefined();
    expect(mine.data.me.role).toBe('support_admin');
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it("answers the web app's admin overview operations in one batch, as REST does", async () => {
    const { headers } = await signIn(t, 'super_admin');
    const res = await post(
      '/api/admin/graphql',
      [
        { query: DASHBOARD_STATS_QUERY },
        { query: ACTIVITY_QUERY, variables: { limit: 10 } },
        { query: PLATFORM_OVERVIEW_QUERY, variables: { range: '7d', interval: 'day' } },
      ],
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stats, activity, platform] = res.json();
    const rest = (url: string) => t.app.inject({ method: 'GET', url, headers }).then((r) => r.json());
    expect(stats).toEqual({ data: { dashboardStats: await rest('/api/admin/dashboard/stats') } });
    expect(activity).toEqual({ data: { activity: await rest('/api/admin/activity?limit=10') } });
    expect(platform.data.platformOverview).toEqual(
      await rest('/api/admin/analytics/overview?range=7d&interval=day'),
    );
  });

  it('signs in with login(username, password): a current user or an error result', async () => {
    const login = `mutation($u: String!, $p: String!) { login(username: $u, password: $p) {
      __typename ... on CurrentUser { id identifier accessToken refreshToken }
      ... on LoginError { errorCode message } } }`;
    const bad = await post('/api/admin/graphql', {
      query: login,
      variables: { u: 'nobody@example.com', p: 'wrong' },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().data.login).toEqual({
      __typename: 'LoginError',
      errorCode: 'INVALID_CREDENTIALS',
      message: expect.any(String),
    });
  });
});

describe('transport', () => {
  it('refuses GET with 405 and a catalogue error', async () => {
    for (const url of ['/api/graphql', '/api/admin/graphql', '/api/storefront/graphql']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?query={stores{id}}` });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json().errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
      expect(res.json().errors[0].message).toMatch(/Batching is not available for GET requests/);
    }
  });

  it(`takes at most ${GRAPHQL_LIMITS.batch} operations a batch`, async () => {
    const op = { query: '{ stores { id } }' };
    const ten = await post('/api/graphql', Array(10).fill(op), vendor.headers);
    expect(ten.statusCode).toBe(200);
    expect(ten.json()).toHaveLength(10);
    const eleven = await post('/api/graphql', Array(11).fill(op), vendor.headers);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().errors[0].extensions.code).toBe('GRAPHQL_BATCH_TOO_LARGE');
    expect(eleven.json().errors[0].message).toBe('A batch can hold at most 10 operations.');
  });

  it('refuses a query too deep or too costly, and bad queries, with 4xx catalogue codes', async () => {
    const deep = await post(
      '/api/admin/graphql',
      {
        query:
          '{ a: me { id } b: stores { stores { user { id } } } c: dashboardStats { stats { totalStores } } }',
      },
      (await signIn(t, 'super_admin')).headers,
    );
    expect(deep.statusCode).toBe(200);
    const tooDeep = await post('/api/storefront/graphql', {
      query: `{ products(store: "${vendor.subdomain}") { items { variants { id } images { id } } } ${'x: store(subdomain: "a") { id } '.repeat(1)} }`,
    });
    expect(tooDeep.statusCode).toBe(200);
    const costly = await post('/api/storefront/graphql', {
      query: `{ products(store: "${vendor.subdomain}", limit: 100) { items { id title slug description price currency tags variants { id title price sku stock options } images { id alt width height urls } } } }`,
    });
    expect(costly.statusCode).toBe(400);
    expect(costly.json().errors[0].extensions.code).toBe('GRAPHQL_TOO_COSTLY');

    for (const payload of [
      { query: '{ stores { id ' },
      { query: '{ nothing }' },
      { query: 42 },
      {},
      'not json',
      [],
    ]) {
      const res = await post('/api/graphql', payload, vendor.headers);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().errors[0].extensions.code).toMatch(
        /^(GRAPHQL_INVALID|VALIDATION_FAILED|BAD_REQUEST|UNSUPPORTED_MEDIA_TYPE)$/,
      );
    }
  });

  it('answers hostile arguments with 4xx catalogue codes, never a 5xx', async () => {
    const cases: { url: string; payload: unknown; code: string; headers?: Record<string, string> }[] = [
      // Beyond GraphQL's Int, a string for an Int, a negative or absent store.
      {
        url: '/api/graphql',
        payload: { query: '{ products(storeId: 9999999999) { total } }' },
        code: 'GRAPHQL_INVALID',
      },
      {
        url: '/api/graphql',
        payload: { query: 'query($s: Int!) { products(storeId: $s) { total } }', variables: { s: 'one' } },
        code: 'GRAPHQL_INVALID',
      },
      { url: '/api/graphql', payload: { query: '{ products(storeId: -4) { total } }' }, code: 'NOT_FOUND' },
      { url: '/api/graphql', payload: { query: 'query { products { total } }' }, code: 'GRAPHQL_INVALID' },
      // Not a uuid, a page past the contract, text that cannot be stored.
      {
        url: '/api/graphql',
        payload: { query: `{ product(storeId: ${vendor.storeId}, id: "1 or 1=1") { id } }` },
        code: 'VALIDATION_FAILED',
      },
      {
        url: '/api/graphql',
        payload: { query: `{ products(storeId: ${vendor.storeId}, limit: 100000) { total } }` },
        code: 'VALIDATION_FAILED',
      },
      {
        url: '/api/graphql',
        payload: {
          query: 'query($s: Int!, $q: String) { products(storeId: $s, q: $q) { total } }',
          variables: { s: vendor.storeId, q: 'a\u0000b' },
        },
        code: 'VALIDATION_FAILED',
      },
      // Storefront: a cart token that is not one, a customer that is not an object.
      {
        url: '/api/storefront/graphql',
        payload: { query: `{ cart(store: "${vendor.subdomain}") { count } }` },
        headers: { 'x-shop-token': 'x'.repeat(20) },
        code: 'BAD_REQUEST',
      },
      {
        url: '/api/storefront/graphql',
        payload: {
          query: `mutation { checkout(store: "${vendor.subdomain}", customer: "me") { order { orderId } } }`,
        },
        code: 'VALIDATION_FAILED',
      },
      {
        url: '/api/storefront/graphql',
        payload: { query: '{ products(store: "") { total } }' },
        code: 'VALIDATION_FAILED',
      },
      // Fragments that spread themselves, and an operation name that is not in the document.
      {
        url: '/api/storefront/graphql',
        payload: { query: 'query { ...F } fragment F on Query { ...F }' },
        code: 'GRAPHQL_INVALID',
      },
      {
        url: '/api/storefront/graphql',
        payload: { query: 'query A { store(subdomain: "x") { id } }', operationName: 'B' },
        code: 'GRAPHQL_INVALID',
      },
    ];
    for (const c of cases) {
      const res = await post(c.url, c.payload, { ...vendor.headers, ...c.headers });
      expect(res.statusCode, `${JSON.stringify(c.payload)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().errors[0].extensions.code, res.body).toBe(c.code);
    }
  });

  it('refuses a query nested past the depth limit before validating it', async () => {
    const nested = (n: number): string => (n === 0 ? 'id' : `a { ${nested(n - 1)} }`);
    const res = await post('/api/storefront/graphql', { query: `{ ${nested(9)} }` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      message: 'The query is nested too deeply: at most 8 levels.',
      extensions: { code: 'GRAPHQL_TOO_DEEP' },
    });
    // A cost from a variable is counted with the variable's value.
    const costly = await post('/api/storefront/graphql', {
      query: `query($n: Int) { products(store: "${vendor.subdomain}", limit: $n) { items { id title slug description price currency tags variants { id title price sku stock options } images { id alt width height urls } } } }`,
      variables: { n: 100 },
    });
    expect(costly.json().errors[0].extensions.code).toBe('GRAPHQL_TOO_COSTLY');
    const fine = await post('/api/storefront/graphql', {
      query: `query($n: Int) { products(store: "${vendor.subdomain}", limit: $n) { items { id variants { id } images { id } } } }`,
      variables: { n: 20 },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  // Last: it spends the address's allowance on the admin endpoint.
  it('limits requests an address makes to the admin endpoint, with RATE_LIMITED and Retry-After', async () => {
    let res = await post('/api/admin/graphql', { query: '{ __typename }' });
    for (let i = 0; i < 320 && res.statusCode === 200; i++) {
      res = await post('/api/admin/graphql', { query: '{ __typename }' });
    }
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
