import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t, { whatsapp: '+2348030000000', themeId: 2 });
  const c = await t.app.inject({
    method: 'POST',
    url: `${a.base}/collections`,
    headers: a.headers,
    payload: { title: 'Clothing' },
  });
  await createProduct(t, a, { ...tshirt, collectionIds: [c.json().id] });
  await createProduct(t, a, { title: 'Hidden draft', price: 100, status: 'draft' });
  await createProduct(t, a, {
    title: 'Sold out cap </script><b>',
    price: 500_000,
    status: 'active',
    stock: 0,
  });
});
afterAll(() => t.close());

const host = () => ({ host: `${a.subdomain}.localhost:3000`, accept: 'text/html' });

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  const first = Array.isArray(set) ? set[0] : String(set);
  return first.split(';')[0]!;
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

describe('storefront pages', () => {
  it('serves the home page on the subdomain and under /s/{sub}', async () => {
    const bySub = await t.app.inject({ url: '/', headers: host() });
    expect(bySub.statusCode).toBe(200);
    expect(bySub.headers['content-type']).toContain('text/html');
    expect(bySub.body).toContain('Adire T-shirt');
    expect(bySub.body).not.toContain('Hidden draft');
    expect(bySub.body).toContain('class="theme-2');
    expect(bySub.body).toMatch(/<script src="\/_sf\/island\.[0-9a-f]{10}\.js" defer/);
    expect(bySub.body).not.toMatch(/<script>(?!<)/);
    const byPath = await t.app.inject({ url: `/s/${a.subdomain}`, headers: { accept: 'text/html' } });
    expect(byPath.statusCode).toBe(200);
    expect(byPath.body).toContain(`href="/s/${a.subdomain}/products/adire-t-shirt"`);
  });

  it('renders the product page with SEO, JSON-LD, variants and WhatsApp', async () => {
    const res = await t.app.inject({ url: '/products/adire-t-shirt', headers: host() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Adire T-shirt · ');
    expect(res.body).toContain('property="og:title"');
    expect(res.body).toContain('<meta name="description" content="Hand-dyed cotton ."/>');
    // No logo set: the platform's icon (the web app serves it on every host; see the journey).
    expect(res.body).toContain('<link rel="icon" href="/favicon.svg"/>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!;
    const data = JSON.parse(ld);
    expect(data).toMatchObject({ '@type': 'Product', name: 'Adire T-shirt' });
    expect(data.offers[0]).toMatchObject({
      price: '15000.00',
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
    });
    expect(res.body).toContain('M / Indigo');
    expect(res.body).toContain('https://wa.me/2348030000000?text=');
    expect(res.body).toContain('Order on WhatsApp');
  });

  it('escapes what vendors type and answers 404 pages in the store theme', async () => {
    const cap = await t.app.inject({ url: '/products/sold-out-cap-script-b', headers: host() });
    expect(cap.statusCode).toBe(200);
    expect(cap.body).not.toContain('</script><b>');
    expect(cap.body).toContain('Sold out');
    expect((await t.app.inject({ url: '/products/hidden-draft', headers: host() })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/collections/nope', headers: host() })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/anything/else', headers: host() })).statusCode).toBe(404);
    const coll = await t.app.inject({ url: '/collections/clothing', headers: host() });
    expect(coll.body).toContain('Adire T-shirt');
  });

  it('searches active products', async () => {
    const res = await t.app.inject({ url: '/search?q=adire', headers: host() });
    expect(res.body).toContain('1 result for');
    const none = await t.app.inject({ url: '/search?q=draft', headers: host() });
    expect(none.body).toContain('No products match');
  });

  it('explains unknown and inactive stores', async () => {
    const unknown = await t.app.inject({ url: '/', headers: { host: 'no-such-shop.localhost:3000' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This store does not exist');
    const closed = await createVendor(t, { status: 'inactive' });
    const res = await t.app.inject({ url: `/s/${closed.subdomain}/`, headers: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This store is closed for now');
  });

  it('publishes robots.txt, sitemap.xml and the island script', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: host() });
    expect(robots.body).toContain(`Sitemap: http://${a.subdomain}.localhost:3000/sitemap.xml`);
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: host() });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`/products/adire-t-shirt</loc>`);
    expect(sitemap.body).toContain(`/collections/clothing</loc>`);
    expect(sitemap.body).not.toContain('hidden-draft');
    const home = await t.app.inject({ url: '/', headers: host() });
    const src = /<script src="([^"]+)"/.exec(home.body)![1]!;
    const js = await t.app.inject({ url: src });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toContain('immutable');
  });
});

describe('cart and guest checkout without JavaScript', () => {
  it('adds to the cart, refuses bad input and checks out to a pending-payment order', async () => {
    const product = (await t.app.inject({ url: `${a.base}/products?q=adire`, headers: a.headers })).json()
      .items[0];
    const full = (await t.app.inject({ url: `${a.base}/products/${product.id}`, headers: a.headers })).json();
    const large = full.variants[1];
    const post = (url: string, body: string, cookie = '') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...host(), 'content-type': 'application/x-www-form-urlencoded', cookie },
        payload: body,
      });

    const bad = await post('/cart', form({ variantId: 'nope' }));
    expect(bad.statusCode).toBe(400);
    const tooMany = await post('/cart', form({ variantId: large.id, quantity: '4' }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toContain('Only 3 of Adire T-shirt in stock.');

    const added = await post('/cart', form({ variantId: large.id, quantity: '2' }));
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart');
    const cookie = cookieOf(added);
    const cart = await t.app.inject({ url: '/cart', headers: { ...host(), cookie } });
    expect(cart.body).toContain('L / Indigo');
    expect(cart.body).toContain('data-cart-count="">2</span>');
    const json = await t.app.inject({ url: '/cart.json', headers: { ...host(), cookie } });
    expect(json.json()).toMatchObject({ count: 2, subtotal: 3_300_000 });
    // A forged cookie is ignored.
    const forged = await t.app.inject({
      url: '/cart.json',
      headers: { ...host(), cookie: `kcart_${a.storeId}=${encodeURIComponent(`[["${large.id}",99]]`)}` },
    });
    expect(forged.json().count).toBe(0);

    const checkoutPage = await t.app.inject({ url: '/checkout', headers: { ...host(), cookie } });
    expect(checkoutPage.statusCode).toBe(200);
    expect(checkoutPage.body).toContain('<option value="Lagos">');

    const invalid = await post(
      '/checkout',
      form({ email: 'nope', phone: '1', name: 'A', line1: '', city: '', state: 'Texas', country: 'Nigeria' }),
      cookie,
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Enter a valid email address.');
    expect(invalid.body).toContain('Choose a Nigerian state.');
    expect(invalid.body).toContain('value="nope"');

    const placed = await post(
      '/checkout',
      form({
        email: 'ngozi@example.com',
        phone: '08031234567',
        name: 'Ngozi Eze',
        line1: '5 Awolowo Road',
        city: 'Ikoyi',
        state: 'Lagos',
        country: 'Nigeria',
        note: 'Call on arrival',
      }),
      cookie,
    );
    expect(placed.statusCode).toBe(303);
    const location = placed.headers.location as string;
    expect(location).toMatch(/^\/track\/[A-Za-z0-9_-]{43}\?placed=1$/);
    expect(cookieOf(placed)).toMatch(new RegExp(`^kcart_${a.storeId}=`));

    const tracking = await t.app.inject({ url: location, headers: host() });
    expect(tracking.statusCode).toBe(200);
    // Unpaid is not done: the confirmation says so and leads to the store's own payment page.
    expect(tracking.body).toContain('Order received: awaiting payment');
    expect(tracking.body).not.toContain('Thank you, your order is placed');
    expect(tracking.body).toContain('Pending payment');
    const token = location.slice('/track/'.length, location.indexOf('?'));
    expect(tracking.body).toContain(`href="/orders/${token}/pay" data-pay-now`);
    expect(tracking.headers['cache-control']).toBe('no-store');

    const orders = (await t.app.inject({ url: `${a.base}/orders`, headers: a.headers })).json();
    expect(orders.items[0]).toMatchObject({
      status: 'pending_payment',
      customerName: 'Ngozi Eze',
      total: 3_300_000,
    });
    const after = (
      await t.app.inject({ url: `${a.base}/products/${product.id}`, headers: a.headers })
    ).json();
    expect(after.variants[1].stock).toBe(1);

    // Another store's host never shows this order.
    const other = await createVendor(t);
    const foreign = await t.app.inject({
      url: location.replace('?placed=1', ''),
      headers: { host: `${other.subdomain}.localhost:3000` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/track/not-a-real-token-at-all-xxxxxxxx', headers: host() })).statusCode,
    ).toBe(404);
  });

  it('adds to cart with JSON for the island', async () => {
    const p = (await t.app.inject({ url: `${a.base}/products?q=adire`, headers: a.headers })).json().items[0];
    const full = (await t.app.inject({ url: `${a.base}/products/${p.id}`, headers: a.headers })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/s/${a.subdomain}/cart`,
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ variantId: full.variants[0].id, quantity: '1' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
  });
});
