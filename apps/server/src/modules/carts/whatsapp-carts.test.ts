// "Order on WhatsApp" (issue 30): the storefront form that records the cart under a code and sends the
// shopper to wa.me, and the vendor's read of that cart by its code.
import type { Product } from '@kasuwa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { stores } from '../stores/stores.schema';
import { whatsappCarts } from './whatsapp-carts.schema';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let product: Product;

beforeAll(async () => {
  t = await createTestApp();
  // A number typed the local way: wa.me needs it as 234… digits.
  a = await createVendor(t, { whatsapp: '0803 000 0001' });
  b = await createVendor(t, { whatsapp: '+2348030000002' });
  product = await createProduct(t, a);
});
afterAll(() => t.close());

const host = (v: TestVendor) => ({ host: `${v.subdomain}.localhost:3000`, accept: 'text/html' });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  const first = Array.isArray(set) ? set[0] : String(set);
  return first.split(';')[0]!;
}

/** A shopper's cart in store `v`: two M T-shirts and one L. Answers the cart cookie. */
async function fillCart(v: TestVendor): Promise<string> {
  const [m, l] = product.variants;
  const post = (body: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { ...host(v), 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: body,
    });
  const first = await post(form({ variantId: m!.id, quantity: '2' }));
  const cookie = cookieOf(first);
  const second = await post(form({ variantId: l!.id, quantity: '1' }), cookie);
  return cookieOf(second);
}

const sendToWhatsApp = (v: TestVendor, cookie: string, address = `10.9.${v.storeId % 250}.1`) =>
  t.app.inject({
    method: 'POST',
    url: '/cart/whatsapp',
    headers: {
      ...host(v),
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-forwarded-for': address,
    },
    payload: '',
    remoteAddress: address,
  });

const readOrder = (v: TestVendor, code: string, as: Record<string, string> = v.headers) =>
  t.app.inject({ url: `${v.base}/whatsapp-orders/${encodeURIComponent(code)}`, headers: as });

/** The code and text of a wa.me address. */
function parseWaMe(location: string) {
  const url = new URL(location);
  const text = url.searchParams.get('text') ?? '';
  return { url, text, code: /Order code: ([A-Z0-9]{6})/.exec(text)?.[1] ?? '' };
}

describe('Order on WhatsApp from the cart', () => {
  it('shows the button on the cart page and, without JavaScript, redirects to wa.me with the cart as text', async () => {
    const cookie = await fillCart(a);
    const page = await t.app.inject({ url: '/cart', headers: { ...host(a), cookie } });
    expect(page.body).toContain(`action="/cart/whatsapp"`);
    expect(page.body).toContain('Order on WhatsApp');
    // Browsers check a form's redirect against form-action: without wa.me there the button does nothing.
    expect(String(page.headers['content-security-policy'])).toMatch(/form-action 'self' https:\/\/wa\.me/);

    const sent = await sendToWhatsApp(a, cookie);
    expect(sent.statusCode).toBe(303);
    const { url, text, code } = parseWaMe(String(sent.headers.location));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/2348030000001');
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^Hello Shop [0-9a-f]+, I would like to order:$/),
      '- 2 x Adire T-shirt (M / Indigo): ₦30,000.00',
      '- 1 x Adire T-shirt (L / Indigo): ₦16,500.00',
      'Total: ₦46,500.00 (before delivery)',
      `Order code: ${code}`,
    ]);
    // The naira sign is percent-encoded as UTF-8 in the address itself.
    expect(String(sent.headers.location)).toContain('%E2%82%A6');

    const res = await readOrder(a, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const [m, l] = product.variants;
    expect(res.json()).toEqual({
      code,
      items: [
        {
          productId: product.id,
          variantId: m!.id,
          title: 'Adire T-shirt',
          variantTitle: 'M / Indigo',
          quantity: 2,
          unitPrice: 1_500_000,
        },
        {
          productId: product.id,
          variantId: l!.id,
          title: 'Adire T-shirt',
          variantTitle: 'L / Indigo',
          quantity: 1,
          unitPrice: 1_650_000,
        },
      ],
      currency: 'NGN',
      total: 4_650_000,
      customerPhone: null,
      createdAt: expect.any(String),
    });
  });

  it('links the product page and footer to the same chat, the local number in international form', async () => {
    const page = await t.app.inject({ url: `/products/${product.slug}`, headers: host(a) });
    expect(page.body).toContain('https://wa.me/2348030000001?text=');
    expect(page.body).not.toContain('https://wa.me/0803');
  });

  it('keeps the prices of the moment: a later price change does not alter a sent cart', async () => {
    const cookie = await fillCart(a);
    const { code } = parseWaMe(String((await sendToWhatsApp(a, cookie)).headers.location));
    const [m] = product.variants;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${product.id}`,
      headers: a.headers,
      payload: {
        variants: product.variants.map((v) => ({
          id: v.id,
          options: v.options,
          price: v.id === m!.id ? 2_000_000 : v.price,
          sku: v.sku,
          stock: v.stock,
        })),
      },
    });
    expect(changed.statusCode).toBe(200);
    const res = await readOrder(a, code);
    expect(res.json().items[0].unitPrice).toBe(1_500_000);
  });

  it('refuses an empty cart on the cart page, and a store without a number or with the setting off', async () => {
    const empty = await sendToWhatsApp(a, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Your cart is empty.');

    const c = await createVendor(t, { whatsapp: '' });
    const cap = await createProduct(t, c, { ...tshirt, title: 'Cap' });
    const cCart = await fillCartOf(c, cap.variants[0]!.id);
    const page = await t.app.inject({ url: '/cart', headers: { ...host(c), cookie: cCart } });
    expect(page.body).not.toContain('Order on WhatsApp');
    const refused = await sendToWhatsApp(c, cCart);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This store does not take orders on WhatsApp.');

    const off = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/settings`,
      headers: a.headers,
      payload: { whatsappOrders: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().whatsappOrders).toBe(false);
    const cookie = await fillCart(a);
    const offPage = await t.app.inject({ url: '/cart', headers: { ...host(a), cookie } });
    expect(offPage.body).not.toContain('Order on WhatsApp');
    expect((await sendToWhatsApp(a, cookie)).statusCode).toBe(409);
    await t.database.db.update(stores).set({ whatsappOrders: true }).where(eq(stores.id, a.storeId));
  });

  it('is rate-limited per visitor like the other storefront forms', async () => {
    const cookie = await fillCart(a);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await sendToWhatsApp(a, cookie, '10.77.0.1')).statusCode);
    expect(codes.slice(0, 10).every((s) => s === 303)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

/** A cart of one item of store `v` (for stores other than `a`). */
async function fillCartOf(v: TestVendor, variantId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/cart',
    headers: { ...host(v), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ variantId, quantity: '1' }),
  });
  return cookieOf(res);
}

describe('GET whatsapp-orders/:code', () => {
  let code = '';
  beforeAll(async () => {
    code = parseWaMe(String((await sendToWhatsApp(a, await fillCart(a), '10.50.0.1')).headers.location)).code;
  });

  it('needs the vendor: 401 without a token, 404 for another store’s vendor', async () => {
    expect((await readOrder(a, code, {})).statusCode).toBe(401);
    const other = await t.app.inject({ url: `${a.base}/whatsapp-orders/${code}`, headers: b.headers });
    expect(other.statusCode).toBe(404);
    // Store B's own route does not find store A's code either.
    const inB = await readOrder(b, code);
    expect(inB.statusCode).toBe(404);
    expect(inB.json().error.code).toBe('WHATSAPP_ORDER_NOT_FOUND');
  });

  it('refuses a malformed code with 400 and an unknown one with 404', async () => {
    const bad = await readOrder(a, 'NO-SUCH-CODE-0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const ambiguous = await readOrder(a, 'ABCDE0');
    expect(ambiguous.statusCode).toBe(400);
    const unknown = await readOrder(a, code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('WHATSAPP_ORDER_NOT_FOUND');
  });

  it('forgets a code after 30 days', async () => {
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(whatsappCarts).set({ expiresAt: past }).where(eq(whatsappCarts.code, code));
    const res = await readOrder(a, code);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('WHATSAPP_ORDER_NOT_FOUND');
    // The next cart the store records clears expired ones away.
    await sendToWhatsApp(a, await fillCart(a), '10.51.0.1');
    const left = await t.database.db.select().from(whatsappCarts).where(eq(whatsappCarts.code, code));
    expect(left.filter((r) => r.storeId === a.storeId)).toEqual([]);
  });
});
