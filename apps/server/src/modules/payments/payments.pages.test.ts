// The plain pages the payment routes answer themselves escape what they show (issue 29, item 6): an
// error's message once went into the HTML as it was. The services are made to fail with a message
// carrying markup, as a message quoting a shopper's or merchant's words could.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../platform/errors';
import { createTestApp, type TestContext } from '../../test/harness';

const hostile = '<script>alert(1)</script>';

vi.mock('./payment-start.service', () => ({
  startPayment: async () => {
    throw errors.badRequest(hostile);
  },
}));
vi.mock('./escrow-release.jobs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./escrow-release.jobs')>()),
  confirmReceipt: async () => {
    throw errors.badRequest(`<img src=x onerror=alert(1)>`);
  },
}));

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe('payment pages', () => {
  it('show a refused payment’s reason as text, never as markup', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redirect',
      ...form({ orderId: '0193a7b2-5c1d-7e4f-9a2b-3c4d5e6f7a8b', method: 'paystack' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('show why receipt could not be confirmed as text, never as markup', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/orders/confirm-receipt',
      ...form({ token: 'abc' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('carry the confirm-receipt token only as an attribute value', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/orders/confirm-receipt?token=${encodeURIComponent('"><script>x</script>')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('action="/orders/confirm-receipt"');
    expect(res.body).toContain('name="token" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});
