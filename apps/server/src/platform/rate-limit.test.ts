import { randomUUID } from 'node:crypto';
import type { Product } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from '../test/commerce';
import { createTestApp, type TestContext } from '../test/harness';

// Checkout limits must survive carrier-grade NAT: many shoppers behind one address each get their own
// attempts (counted per cart), the address alone has a much higher ceiling, and a storefront form that
// hits a limit answers a page in the store's look, not JSON.

let t: TestContext;
let a: TestVendor;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  // Stock enough for a cart of each size the test needs.
  product = await createProduct(t, a, {
    ...tshirt,
    variants: (tshirt.variants ?? []).map((v) => ({ ...v, stock: 100 })),
  });
});
afterAll(() => t.close());

const host = () => `${a.subdomain}.localhost:3000`;

function post(url: string, body: string, remoteAddress: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: {
      host: host(),
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });
}

/** A cart of its own (its quantity makes the signed cookie differ from every other cart's). */
async function cartOf(remoteAddress: string, quantity: number): Promise<string> {
  const res = await post('/cart', `variantId=${product.variants[0]!.id}&quantity=${quantity}`, remoteAddress);
  expect(res.statusCode).toBeLessThan(400);
  const set = res.headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
}

describe('storefront checkout limits', () => {
  it('counts each cart at an address apart, and shows a themed 429 page with Retry-After', async () => {
    const address = '203.0.113.10';
    const first = await cartOf(address, 1);
    const second = await cartOf(address, 2);
    // An incomplete form is refused with the form again (422) and still counts as an attempt.
    for (let i = 0; i < 20; i++) {
      expect((await post('/checkout', 'email=', address, first)).statusCode).toBe(422);
    }
    const refused = await post('/checkout', 'email=', address, first);
    expect(refused.statusCode).toBe(429);
    expect(String(refused.headers['content-type'])).toContain('text/html');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('Too many attempts — wait a minute and try again.');
    expect(refused.body).toContain('href="/checkout"');
    expect(refused.body).toContain('<title>Too many attempts · ');
    expect(refused.body).toContain('class="theme-');
    // Another shopper behind the same address is not refused.
    expect((await post('/checkout', 'email=', address, second)).statusCode).toBe(422);
    // The same limit under the `/s/{sub}` address of the store, with the store's base in the link.
    const viaPath = await post(`/s/${a.subdomain}/checkout`, 'email=', address, first);
    expect(viaPath.statusCode).toBe(429);
    expect(viaPath.body).toContain(`href="/s/${a.subdomain}/checkout"`);
  });

  it('still caps one address as a whole, however many carts it brings', async () => {
    const address = '203.0.113.20';
    const carts = await Promise.all(Array.from({ length: 16 }, (_, i) => cartOf(address, i + 1)));
    let accepted = 0;
    for (const cart of carts) {
      for (let i = 0; i < 19; i++) {
        const res = await post('/checkout', 'email=', address, cart);
        if (res.statusCode === 422) accepted++;
        else expect(res.statusCode).toBe(429);
      }
    }
    expect(accepted).toBe(300);
    // Another address is untouched.
    expect((await post('/checkout', 'email=', '203.0.113.21', carts[0]!)).statusCode).toBe(422);
  });

  it('keeps the JSON API in JSON, counted per order at an address', async () => {
    const address = '203.0.113.30';
    const start = (orderId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments',
        remoteAddress: address,
        payload: { orderId, method: 'paystack' },
      });
    const orderId = randomUUID();
    for (let i = 0; i < 30; i++) expect((await start(orderId)).statusCode).toBe(404);
    const refused = await start(orderId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await start(randomUUID())).statusCode).toBe(404);
  });
});

describe('rate limits when Redis is down', () => {
  it('let requests through instead of answering 500', async () => {
    // Nothing listens on this port (the top of this worktree's range).
    const down = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:3229', BULLMQ_PREFIX: 'rldown' },
    });
    try {
      for (let i = 0; i < 12; i++) {
        const res = await down.app.inject({ method: 'POST', url: '/api/disputes', payload: {} });
        expect(res.statusCode).toBe(400);
      }
    } finally {
      await down.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)(
  'rate limits shared through Redis (runs when REDIS_URL is set)',
  () => {
    let one: TestContext;
    let two: TestContext;
    beforeAll(async () => {
      // Two API replicas on one Redis; a prefix of this run's own keeps counters from earlier runs apart.
      const env = { REDIS_URL: process.env.REDIS_URL!, BULLMQ_PREFIX: `rl${randomUUID().slice(0, 8)}` };
      [one, two] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    });
    afterAll(async () => {
      await Promise.all([one?.close(), two?.close()]);
    });

    it('counts a route limit across replicas', async () => {
      // POST /api/disputes allows 10 a minute per address; an empty body is refused after counting.
      const send = (t: TestContext) =>
        t.app.inject({ method: 'POST', url: '/api/disputes', remoteAddress: '198.51.100.7', payload: {} });
      for (let i = 0; i < 5; i++) {
        expect((await send(one)).statusCode).toBe(400);
        expect((await send(two)).statusCode).toBe(400);
      }
      expect((await send(one)).statusCode).toBe(429);
      expect((await send(two)).statusCode).toBe(429);
    });

    it('counts stacked limits (payment start per order) across replicas', async () => {
      const orderId = randomUUID();
      const start = (t: TestContext) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments',
          remoteAddress: '198.51.100.8',
          payload: { orderId, method: 'paystack' },
        });
      for (let i = 0; i < 15; i++) {
        expect((await start(one)).statusCode).toBe(404);
        expect((await start(two)).statusCode).toBe(404);
      }
      expect((await start(two)).statusCode).toBe(429);
    });
  },
);
