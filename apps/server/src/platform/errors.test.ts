import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { AppError, errors, fail, registerErrorHandling } from './errors';

describe('errors from the catalogue', () => {
  it('takes the status and the text from the catalogue, the details from the thrower', () => {
    const err = fail('OUT_OF_STOCK', { name: 'Adire T-shirt', available: 0 }, { variantId: 'v1' });
    expect(err).toBeInstanceOf(AppError);
    expect(err.statusCode).toBe(409);
    expect(err.message).toBe('Adire T-shirt has just sold out.');
    expect(err.details).toEqual({ variantId: 'v1' });
    const fixed = fail('EMAIL_NOT_CONFIRMED', { email: 'a@b.ng' });
    expect([fixed.statusCode, fixed.details]).toEqual([403, { email: 'a@b.ng' }]);
    expect(errors.notFound('Order').message).toBe('Order not found.');
  });

  it('refuses an unknown code or missing parameters at compile time', () => {
    // @ts-expect-error: NO_SUCH_CODE is not in the catalogue.
    expect(() => fail('NO_SUCH_CODE')).toThrow();
    // @ts-expect-error: the out-of-stock text names the product and what is left.
    expect(() => fail('OUT_OF_STOCK')).toThrow();
  });

  it('answers every error in the one JSON shape', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/stock', async () => {
      throw fail('OUT_OF_STOCK', { name: 'Adire T-shirt', available: 2 }, { available: 2 });
    });
    app.post('/json', async (request) => request.body);
    const stock = await app.inject({ method: 'POST', url: '/stock' });
    expect(stock.statusCode).toBe(409);
    expect(stock.json()).toEqual({
      error: {
        code: 'OUT_OF_STOCK',
        message: 'Only 2 of Adire T-shirt left. Lower the quantity and try again.',
        details: { available: 2 },
      },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('BAD_REQUEST');
    expect(bad.json().error.message).not.toBe('');
    await app.close();
  });
});

describe('addresses Fastify refuses before routing', () => {
  it('answers a malformed escape, bytes that are not UTF-8 and an over-long part in the one shape', async () => {
    const t = await createTestApp();
    try {
      for (const url of [
        '/api/admin/stores/%zz',
        '/api/payments/ok%ED%A0%80ok',
        '/s/%C0%AE%C0%AE/cart',
        `/api/payments/${'x'.repeat(200)}`,
      ]) {
        const res = await t.app.inject({ url });
        expect([url, res.statusCode], res.body).toEqual([url, 400]);
        expect(res.json().error.code).toBe('BAD_REQUEST');
        expect(res.json().error.message).toMatch(/address/);
      }
    } finally {
      await t.close();
    }
  });
});
