import { JSON_MAX_DEPTH } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor, type TestVendor } from './test/commerce';
import { createTestApp, type TestContext } from './test/harness';

/**
 * Deeply nested JSON (issue 29, 3): a 10 KB body of 5,000 nested arrays overflowed the stack in the
 * walk that looks for unstorable text and answered 500 on every JSON route. The body's depth is now
 * measured by a scan before it is parsed, and anything nested deeper than JSON_MAX_DEPTH is 400
 * JSON_TOO_DEEP, on public, authenticated and GraphQL routes alike.
 */

let t: TestContext;
let v: TestVendor;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVendor(t);
});
afterAll(() => t.close());

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'content-type': 'application/json' },
    remoteAddress: `198.51.100.${++ip}`,
  });

function expectTooDeep(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe('JSON_TOO_DEEP');
  expect(body.error.message).toContain(String(JSON_MAX_DEPTH));
}

describe('nested JSON', () => {
  it('is refused with 400 JSON_TOO_DEEP on a public route (admin sign-in), arrays and objects', async () => {
    expectTooDeep(await send('/api/admin/login', arrays(5000)));
    expectTooDeep(await send('/api/admin/login', `{"email":"a@b.ng","password":${arrays(5000)}}`));
    expectTooDeep(await send('/api/admin/login', objects(5000)));
    expectTooDeep(await send('/api/admin/login', arrays(JSON_MAX_DEPTH + 1)));
  });

  it('is refused on an authenticated route', async () => {
    expectTooDeep(
      await send(`${v.base}/products`, `{"title":"Shirt","variants":${arrays(5000)}}`, v.headers),
    );
    expectTooDeep(await send(`${v.base}/products`, objects(5000), v.headers));
  });

  it('is refused in GraphQL variables, with GraphQL’s error shape too', async () => {
    for (const url of ['/api/storefront/graphql', '/api/admin/graphql', '/api/graphql']) {
      const res = await send(
        url,
        `{"query":"query($s: String!) { store(subdomain: $s) { name } }","variables":{"s":${objects(5000)}}}`,
        url === '/api/graphql' ? v.headers : {},
      );
      expectTooDeep(res);
      expect((res.json() as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
        'JSON_TOO_DEEP',
      );
    }
  });

  it('lets bodies at the limit through, and does not count brackets inside strings', async () => {
    const atLimit = await send(
      '/api/admin/login',
      `{"email":"a@b.ng","password":${arrays(JSON_MAX_DEPTH - 1)}}`,
    );
    expect(atLimit.statusCode, atLimit.body).toBe(400);
    expect(atLimit.json().error.code).toBe('VALIDATION_FAILED');
    const inString = await send(
      '/api/admin/login',
      JSON.stringify({ username: 'nobody@example.ng', password: `${'[{'.repeat(90)}"\\` }),
    );
    expect(inString.statusCode, inString.body).toBe(401);
    expect(inString.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('still answers malformed JSON with 400, not 500', async () => {
    const res = await send('/api/admin/login', '{"email": ');
    expect(res.statusCode).toBe(400);
  });
});
