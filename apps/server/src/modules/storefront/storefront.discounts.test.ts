import type { Order, Product } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

// The storefront's discount code and delivery choice work as plain HTML forms (no JavaScript) and as a
// shareable `?discount=CODE` link in both addressing modes.

let t: TestContext;
let a: TestVendor;
let product: Product;
let lagos: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t, { plan: 'premium' });
  product = await createProduct(t, a, {
    title: 'Ankara dress',
    status: 'active',
    price: 2_000_000,
    stock: 20,
  });
  const code = await t.app.inject({
    method: 'POST',
    url: `${a.base}/discounts`,
    headers: a.headers,
    payload: { code: 'SAVE10', type: 'percentage', percent: 10 },
  });
  expect(code.statusCode, code.body).toBe(201);
  await t.app.inject({
    method: 'POST',
    url: `${a.base}/discounts`,
    headers: a.headers,
    payload: { code: 'BIGSPEND', type: 'fixed_amount', amount: 500_000, minSubtotal: 10_000_000 },
  });
  const option = await t.app.inject({
    method: 'POST',
    url: `${a.base}/delivery-options`,
    headers: a.headers,
    payload: {
      kind: 'by_state',
      name: 'Home delivery',
      zones: [{ name: 'Lagos', states: ['Lagos'], fee: 250_000 }],
    },
  });
  lagos = option.json().id;
});
afterAll(() => t.close());

const host = (vendor: TestVendor = a) => `${vendor.subdomain}.localhost:3000`;

function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [String(set)] : []).map((c) => c.split(';')[0]!);
}

function request(
  method: 'GET' | 'POST',
  url: string,
  cookies: string[],
  body?: string,
  vendor: TestVendor = a,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      host: host(vendor),
      accept: 'text/html',
      cookie: cookies.join('; '),
      ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    payload: body,
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const address = {
  phone: '08031234567',
  email: 'guest@example.com',
  name: 'Ngozi Guest',
  line1: '3 Awolowo Road',
  city: 'Ikoyi',
  state: 'Lagos',
  country: 'Nigeria',
};

describe('discount codes and delivery on the storefront', () => {
  it('keeps a code from a ?discount= link, in subdomain and path mode', async () => {
    const sub = await request('GET', '/?discount=save10', []);
    expect(sub.statusCode).toBe(200);
    expect(cookiesOf(sub)).toContain(`kasuwa_disc_${a.storeId}=SAVE10`);
    const path = await t.app.inject({
      url: `/s/${a.subdomain}/products/${product.slug}?discount=SAVE10`,
      headers: { host: 'localhost:3000', accept: 'text/html' },
    });
    expect(path.statusCode).toBe(200);
    expect(cookiesOf(path)).toContain(`kasuwa_disc_${a.storeId}=SAVE10`);
  });

  it('applies a code in the cart, says why one does not apply, and checks out with it and delivery', async () => {
    const added = await request(
      'POST',
      '/cart',
      [],
      form({ variantId: product.variants[0]!.id, quantity: '2' }),
    );
    let jar = cookiesOf(added);
    const bad = await request('POST', '/cart/discount', jar, form({ code: 'BIGSPEND' }));
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('needs an order of at least');
    const unknown = await request('POST', '/cart/discount', jar, form({ code: 'NOPE' }));
    expect(unknown.body).toContain('There is no discount code NOPE in this store.');
    const good = await request('POST', '/cart/discount', jar, form({ code: 'save10' }));
    expect(good.body).toContain('Code SAVE10 applied.');
    expect(good.body).toContain('data-discount-row');
    jar = [...jar, ...cookiesOf(good)];
    const page = await request('GET', '/checkout', jar);
    expect(page.body).toContain('Home delivery');
    expect(page.body).toContain('value="SAVE10"');
    // Apply with the address filled: the page is priced with delivery, nothing is ordered.
    const applied = await request(
      'POST',
      '/checkout',
      jar,
      form({ ...address, delivery: lagos, discountCode: 'SAVE10', intent: 'apply' }),
    );
    expect(applied.statusCode).toBe(200);
    expect(applied.body).toMatch(/data-checkout-total="">₦38,500/);
    const noDelivery = await request('POST', '/checkout', jar, form({ ...address, discountCode: 'SAVE10' }));
    expect(noDelivery.statusCode).toBe(422);
    expect(noDelivery.body).toContain('Choose how you want your order delivered.');
    const placed = await request(
      'POST',
      '/checkout',
      jar,
      form({ ...address, delivery: lagos, discountCode: 'SAVE10' }),
    );
    expect(placed.statusCode, placed.body.slice(0, 500)).toBe(303);
    const tracking = await request('GET', String(placed.headers.location), jar);
    expect(tracking.body).toContain('Discount SAVE10');
    expect(tracking.body).toMatch(/data-order-total="">₦38,500/);
    expect(
      cookiesOf(placed).some(
        (c) => c.startsWith(`kasuwa_disc_${a.storeId}=;`) || c === `kasuwa_disc_${a.storeId}=`,
      ),
    ).toBe(true);
    const orders = (await t.app.inject({ url: `${a.base}/orders`, headers: a.headers })).json();
    const order = (
      await t.app.inject({ url: `${a.base}/orders/${orders.items[0].id}`, headers: a.headers })
    ).json() as Order;
    expect(order).toMatchObject({
      subtotal: 4_000_000,
      discount: 400_000,
      shipping: 250_000,
      total: 3_850_000,
    });
  });

  it('refuses an expired code at checkout with its message and keeps what was typed', async () => {
    await t.app.inject({
      method: 'POST',
      url: `${a.base}/discounts`,
      headers: a.headers,
      payload: {
        code: 'GONE',
        type: 'percentage',
        percent: 50,
        startsAt: '2025-01-01T00:00:00Z',
        endsAt: '2025-02-01T00:00:00Z',
      },
    });
    const added = await request(
      'POST',
      '/cart',
      [],
      form({ variantId: product.variants[0]!.id, quantity: '1' }),
    );
    const res = await request(
      'POST',
      '/checkout',
      cookiesOf(added),
      form({ ...address, delivery: lagos, discountCode: 'gone' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('The code GONE has expired.');
    expect(res.body).toContain('value="3 Awolowo Road"');
  });
  it('says in the cart when a code is used up or does not apply to what is in it', async () => {
    const other = await createProduct(t, a, { title: 'Gele', status: 'active', price: 500_000, stock: 5 });
    for (const payload of [
      { code: 'ONEUSE', type: 'percentage', percent: 5, usageLimit: 1 },
      { code: 'GELEONLY', type: 'percentage', percent: 5, appliesTo: 'products', productIds: [other.id] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${a.base}/discounts`,
        headers: a.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const cart = async () =>
      cookiesOf(
        await request('POST', '/cart', [], form({ variantId: product.variants[0]!.id, quantity: '1' })),
      );
    const first = await cart();
    const placed = await request(
      'POST',
      '/checkout',
      first,
      form({ ...address, email: 'first@example.com', delivery: lagos, discountCode: 'ONEUSE' }),
    );
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(303);
    const second = await cart();
    const usedUp = await request('POST', '/cart/discount', second, form({ code: 'oneuse' }));
    expect(usedUp.body).toContain('The code ONEUSE has been used up.');
    const elsewhere = await request('POST', '/cart/discount', second, form({ code: 'GELEONLY' }));
    expect(elsewhere.body).toContain('The code GELEONLY does not apply to the items in your cart.');
  });

  it('says a code cannot be combined with the automatic discount that saves more, in the cart and at checkout', async () => {
    // A store of its own: its automatic discount would price every other test's cart.
    const c = await createVendor(t, { plan: 'premium' });
    const dress = await createProduct(t, c, {
      title: 'Aso-oke',
      status: 'active',
      price: 2_000_000,
      stock: 10,
    });
    for (const payload of [
      { trigger: 'automatic_spend', type: 'percentage', percent: 20, minSubtotal: 1_000_000 },
      { code: 'TENOFF', type: 'fixed_amount', amount: 100_000 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${c.base}/discounts`,
        headers: c.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const option = await t.app.inject({
      method: 'POST',
      url: `${c.base}/delivery-options`,
      headers: c.headers,
      payload: { kind: 'flat', name: 'Courier', fee: 200_000 },
    });
    expect(option.statusCode, option.body).toBe(201);
    const delivery = option.json().id as string;
    const message =
      'The code TENOFF cannot be combined with the discount already applied, which saves you more.';
    const send = (url: string, jar: string[], fields?: Record<string, string>) =>
      request(fields ? 'POST' : 'GET', url, jar, fields && form(fields), c);

    const added = await send('/cart', [], { variantId: dress.variants[0]!.id, quantity: '1' });
    const jar = cookiesOf(added);
    const cart = await send('/cart/discount', jar, { code: 'tenoff' });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain(message);
    expect(cart.body).not.toContain('Code TENOFF applied.');
    // The automatic 20% stays: ₦20,000 less ₦4,000.
    expect(cart.body).toContain('₦16,000');

    const fields = { ...address, delivery, discountCode: 'TENOFF' };
    const applied = await send('/checkout', jar, { ...fields, intent: 'apply' });
    expect(applied.statusCode).toBe(200);
    expect(applied.body).toContain(message);
    // Placing the order with it is refused with the same words, and what was typed is kept.
    const placed = await send('/checkout', jar, fields);
    expect(placed.statusCode).toBe(422);
    expect(placed.body).toContain(message);
    expect(placed.body).toContain('value="3 Awolowo Road"');
    const orders = (await t.app.inject({ url: `${c.base}/orders`, headers: c.headers })).json();
    expect(orders.items).toHaveLength(0);
    // Without the code the order takes the automatic discount.
    const ordered = await send('/checkout', jar, { ...fields, discountCode: '' });
    expect(ordered.statusCode, ordered.body.slice(0, 300)).toBe(303);
    const [placedOrder] = (await t.app.inject({ url: `${c.base}/orders`, headers: c.headers })).json().items;
    const order = (
      await t.app.inject({ url: `${c.base}/orders/${placedOrder.id}`, headers: c.headers })
    ).json() as Order;
    expect(order).toMatchObject({
      subtotal: 2_000_000,
      discount: 400_000,
      shipping: 200_000,
      total: 1_800_000,
    });
  });

  it('shows the total with delivery before the order is placed, the same total the order then asks', async () => {
    // Issue 32: the page said "Total to pay ₦1,500 plus delivery", then payment asked ₦3,000.
    const d = await createVendor(t, { plan: 'premium' });
    const bag = await createProduct(t, d, {
      title: 'Raffia bag',
      status: 'active',
      price: 150_000,
      stock: 5,
    });
    const addOption = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${d.base}/delivery-options`,
        headers: d.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const courier = await addOption({ kind: 'flat', name: 'Courier', fee: 150_000 });
    const send = (url: string, jar: string[], fields?: Record<string, string>) =>
      request(fields ? 'POST' : 'GET', url, jar, fields && form(fields), d);
    const jar = cookiesOf(await send('/cart', [], { variantId: bag.variants[0]!.id, quantity: '1' }));

    // One way to deliver: chosen already, and in the total.
    const one = await send('/checkout', jar);
    expect(one.statusCode).toBe(200);
    expect(one.body).toMatch(/data-checkout-total="">₦3,000/);
    expect(one.body).toContain('(delivery included)');
    expect(one.body).not.toContain('plus delivery');

    // Several: no total that leaves delivery out; each option carries the total with it.
    await addOption({
      kind: 'pickup',
      name: 'Pick up at the shop',
      address: '12 Allen Avenue, Ikeja',
      hours: 'Mon-Sat 9-6',
    });
    await addOption({
      kind: 'by_state',
      name: 'Home delivery',
      zones: [{ name: 'Lagos', states: ['Lagos'], fee: 250_000 }],
    });
    const several = await send('/checkout', jar);
    expect(several.body).not.toContain('data-checkout-total');
    expect(several.body).toContain('Choose a delivery option above to see your total.');
    const totals = [
      ...several.body.matchAll(/data-delivery-total="">Total with this delivery: (₦[\d,]+)/g),
    ].map((m) => m[1]);
    // Courier and pickup are priced at once; the by-state fee waits for the state.
    expect(totals).toEqual(['₦3,000', '₦1,500']);
    const withState = await send('/checkout', jar, { ...address, discountCode: '', intent: 'apply' });
    expect(withState.body).toContain('Total with this delivery: ₦4,000');

    const placed = await send('/checkout', jar, { ...address, delivery: courier, discountCode: '' });
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(303);
    const [row] = (await t.app.inject({ url: `${d.base}/orders`, headers: d.headers })).json().items;
    const order = (
      await t.app.inject({ url: `${d.base}/orders/${row.id}`, headers: d.headers })
    ).json() as Order;
    expect(order.total).toBe(300_000);
  });
});
