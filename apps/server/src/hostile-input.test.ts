import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from './test/commerce';
import { createTestApp, type TestContext } from './test/harness';

let t: TestContext;
let v: TestVendor;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app, deps) => {
      // A route with no schema, to prove the database's refusal is a 400 too, not only the edge's.
      app.post('/test/store-text', async (request) => {
        const { value } = request.body as { value: string };
        await deps.database.db.execute(sql`select ${value}::text as v`);
        return { ok: true };
      });
    },
  });
  v = await createVendor(t);
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `192.0.2.${++ip}` });

function expectNulRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { code: string; details: { path: string; message: string }[] } };
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.details).toContainEqual({ path: field, message: expect.stringContaining('NUL') });
}

describe('the NUL character', () => {
  it('is refused with 400 VALIDATION_FAILED by the public forms', async () => {
    expectNulRefused(
      await post('/api/contact', { name: 'Ada\u0000', email: 'ada@example.ng', message: 'Hello' }),
      'body.name',
    );
    expectNulRefused(
      await post('/api/newsletter/subscribe', { fullName: 'Ada', email: 'ada@example.ng', phone: '\u0000' }),
      'body.phone',
    );
    expectNulRefused(
      await post('/api/error-reports', {
        errorId: 'E1',
        error: { message: 'boom\u0000' },
        userMessage: 'It broke',
      }),
      'body.error.message',
    );
  });

  it('is refused by vendor and admin routes, in bodies and paths', async () => {
    expectNulRefused(
      await post(`${v.base}/products`, { ...tshirt, title: 'Adire\u0000' }, v.headers),
      'body.title',
    );
    const admin = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'super_admin', name: 'ops' });
    const res = await post(
      '/api/admin/users',
      { username: 'ops2', email: 'ops2@example.ng', firstName: 'O\u0000', lastName: 'P', role: 'support' },
      { authorization: `Bearer ${admin}` },
    );
    expectNulRefused(res, 'body.firstName');
    expectNulRefused(
      await t.app.inject({ url: `${v.base}/products?q=a%00b`, headers: v.headers }),
      'querystring.q',
    );
    const path = await t.app.inject({ url: `${v.base}/products/a%00b`, headers: v.headers });
    expect(path.statusCode).toBe(400);
  });

  it('answers storefront search and store paths with a 400 page, not a 500', async () => {
    for (const url of [`/s/${v.subdomain}/search?q=a%00b`, '/s/a%00b', `/s/${v.subdomain}/products/a%00b`]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This address is not valid');
    }
    const byHost = await t.app.inject({
      url: '/search?q=%00',
      headers: { host: `${v.subdomain}.localhost:3000`, accept: 'text/html' },
    });
    expect(byHost.statusCode).toBe(400);
  });

  it('is a 400 even where the edge did not look, because the database refuses it', async () => {
    const res = await post('/test/store-text', { value: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
    expect((await post('/test/store-text', { value: 'ab' })).statusCode).toBe(200);
  });
});

describe('half of a surrogate pair (a lone \\ud800 escape in JSON)', () => {
  // PostgreSQL refuses it in json and jsonb columns (the error report's body was a 500 on PostgreSQL).
  it('is refused with 400 VALIDATION_FAILED naming the field', async () => {
    const res = await post('/api/error-reports', {
      errorId: 'E2',
      error: { message: 'boom', shopBackendMessage: 'ok\udfffok' },
      userMessage: 'It broke',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      path: 'body.error.shopBackendMessage',
      message: expect.stringContaining('surrogate'),
    });
    const key = await post(`${v.base}/products`, { ...tshirt, title: 'Adire', '\ud800': 1 }, v.headers);
    expect(key.statusCode).toBe(400);
    // A whole pair is a character like any other.
    const emoji = await post('/api/error-reports', { errorId: 'E3', error: { message: 'ok \ud83d\ude00' } });
    expect(emoji.statusCode).toBe(201);
  });

  it('is refused by the storefront forms, which read JSON posts too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/s/${v.subdomain}/checkout`,
      headers: { accept: 'text/html' },
      payload: { name: 'Ada \ud800', email: 'ada@example.ng' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('a multipart upload cut off before its end', () => {
  const boundary = 'kasuwa-boundary-7MA4YWxkTrZu0gW';
  /** The start of a well-formed form: one file part, and no closing boundary ever arrives. */
  const cutOff = (filename: string, type: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${type}\r\n\r\n${content}`;

  it('answers 400 with a clear message on the three upload routes', async () => {
    const product = await createProduct(t, v, { ...tshirt, title: 'Cut-off shirt' });
    const uploads = [
      { url: `${v.base}/products/import`, body: cutOff('p.csv', 'text/csv', 'handle,title\nshirt,Sh') },
      { url: `${v.base}/products/${product.id}/images`, body: cutOff('a.png', 'image/png', '\x89PNG\r\n') },
      { url: `${v.base}/settings/logo`, body: cutOff('logo.png', 'image/png', '\x89PNG\r\n') },
      { url: `${v.base}/settings/banner`, body: cutOff('banner.png', 'image/png', '\x89PNG') },
    ];
    for (const { url, body } of uploads) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...v.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('cut off'),
      });
    }
  });
});
