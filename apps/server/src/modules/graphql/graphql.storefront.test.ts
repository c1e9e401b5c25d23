import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedSandbox } from '../../sandbox/sandbox.module';
import { createProduct, createVendor, customer, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { productImages } from '../catalog/catalog.schema';

/**
 * Products over GraphQL with their variants and images cost a fixed number of statements whatever the
 * page's size (Mercurius loaders), on the shop endpoint and the Storefront API; the Storefront API
 * journey from the product list to the payment link; vendors kept apart.
 */

let t: TestContext;
let vendor: TestVendor;
let other: TestVendor;

beforeAll(async () => {
  const port = await freePort();
  // Listening, so starting a payment can reach the embedded provider sandbox.
  t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  vendor = await createVendor(t);
  other = await createVendor(t);
  for (let i = 0; i < 20; i++) {
    const product = await createProduct(t, vendor, {
      ...tshirt,
      title: `Adire T-shirt ${i}`,
      sku: `ADR-${i}`,
      variants: tshirt.variants?.map((v) => ({ ...v, sku: `${v.sku}-${i}` })),
    });
    await t.database.db.insert(productImages).values(
      [0, 1].map((position) => ({
        id: uuidv7(),
        storeId: vendor.storeId,
        productId: product.id,
        position,
        alt: `Adire ${i} view ${position}`,
        key: `stores/${vendor.storeId}/products/${product.id}/${position}`,
        widths: [320, 640],
        width: 640,
        height: 640,
      })),
    );
  }
  await createProduct(t, other, { ...tshirt, title: 'Other shop shirt' });
}, 60_000);
afterAll(async () => {
  await embeddedSandbox.state?.idle();
  await t.close();
});

type Op = { query: string; variables?: Record<string, unknown> };
async function gql(url: string, op: Op | Op[], headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: op as object, headers });
}

const PRODUCT_FIELDS = `id title slug price currency status
  variants { id title price sku stock options }
  images { id alt position width height urls }`;

describe('statement counts (no N+1)', () => {
  it('lists 20 products with their variants and images in at most 4 statements (shop endpoint)', async () => {
    const query = `query($s: Int!) { products(storeId: $s, limit: 20) { total items { ${PRODUCT_FIELDS} } } }`;
    await gql('/api/graphql', { query, variables: { s: vendor.storeId } }, vendor.headers); // warm (engine, plans)
    const before = t.database.statements();
    const res = await gql('/api/graphql', { query, variables: { s: vendor.storeId } }, vendor.headers);
    const spent = t.database.statements() - before;
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data.products;
    expect(page.total).toBe(20);
    expect(page.items).toHaveLength(20);
    for (const item of page.items) {
      expect(item.variants).toHaveLength(2);
      expect(item.images).toHaveLength(2);
      expect(item.currency).toBe('NGN');
    }
    // The store check (with its currency), the page with its count, the variants, the images.
    expect(spent).toBeLessThanOrEqual(4);
  });

  it('lists 20 products with their variants and images in at most 2 statements (Storefront API)', async () => {
    const query = `query($store: String!) { products(store: $store, limit: 20) { total items { ${PRODUCT_FIELDS} } } }`;
    const before = t.database.statements();
    const res = await gql('/api/storefront/graphql', { query, variables: { store: vendor.subdomain } });
    const spent = t.database.statements() - before;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.products.items).toHaveLength(20);
    const items = res.json().data.products.items;
    expect(items[0].images[0].urls['320']).toMatch(/-320\.webp$/);
    for (const item of items) {
      expect(item.variants).toHaveLength(2);
      expect(item.images.map((i: { position: number }) => i.position)).toEqual([0, 1]);
    }
    // The store by subdomain (none once this process keeps its row), and the page with its count,
    // variants and images in one statement.
    expect(spent).toBeLessThanOrEqual(2);
    // The same page as the shop endpoint's, field for field.
    const shop = await gql(
      '/api/graphql',
      {
        query: `query($s: Int!) { products(storeId: $s, limit: 20) { items { ${PRODUCT_FIELDS} } } }`,
        variables: { s: vendor.storeId },
      },
      vendor.headers,
    );
    expect(items).toEqual(shop.json().data.products.items);
  });

  it('reads the parts of every page of a batch together', async () => {
    const query = `query($s: Int!, $p: Int!) { products(storeId: $s, limit: 5, page: $p) { items { ${PRODUCT_FIELDS} } } }`;
    const before = t.database.statements();
    const res = await gql(
      '/api/graphql',
      [1, 2, 3, 4].map((p) => ({ query, variables: { s: vendor.storeId, p } })),
      vendor.headers,
    );
    const spent = t.database.statements() - before;
    expect(res.statusCode).toBe(200);
    const ids = res
      .json()
      .flatMap((r: { data: { products: { items: { id: string }[] } } }) =>
        r.data.products.items.map((i) => i.id),
      );
    expect(new Set(ids).size).toBe(20);
    // One store check and four pages; then the parts of the pages that arrived in the same turn of the
    // event loop are read together: on PGlite (one connection) all four pages share one statement for
    // variants and one for images, on PostgreSQL pages may arrive apart. Never a statement a product
    // (that would be 45).
    expect(spent).toBeLessThanOrEqual(1 + 4 * 3);
    if (process.env.TEST_DATABASE_URL === undefined || process.env.TEST_DATABASE_URL === '') {
      expect(spent).toBeLessThanOrEqual(7);
    }
  });
});

describe('Storefront API journey', () => {
  it('goes from the product list to a cart, checkout and the payment link', async () => {
    const sf = '/api/storefront/graphql';
    const store = await gql(sf, {
      query: 'query($d: String!) { store(subdomain: $d) { id name currency url } }',
      variables: { d: vendor.subdomain },
    });
    expect(store.json().data.store).toMatchObject({ id: vendor.storeId, currency: 'NGN' });

    const list = await gql(sf, {
      query:
        'query($s: String!) { products(store: $s, limit: 2) { total items { slug variants { id price stock } } } }',
      variables: { s: vendor.subdomain },
    });
    const slug = list.json().data.products.items[0].slug;
    const one = await gql(sf, {
      query:
        'query($s: String!, $slug: String!) { product(store: $s, slug: $slug) { title variants { id price } } }',
      variables: { s: vendor.subdomain, slug },
    });
    const variant = one.json().data.product.variants[0];

    const found = await gql(sf, {
      query: 'query($s: String!) { search(store: $s, q: "adire") { total items { id } } }',
      variables: { s: vendor.subdomain },
    });
    expect(found.json().data.search.total).toBe(20);

    const created = await gql(sf, {
      query: `mutation($s: String!, $v: String!) { cartCreate(store: $s, lines: [{ variantId: $v, quantity: 1 }]) {
        token count subtotal lines { variantId quantity unitPrice } } }`,
      variables: { s: vendor.subdomain, v: variant.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    let token = created.json().data.cartCreate.token as string;
    const added = await gql(
      sf,
      {
        query:
          'mutation($s: String!, $v: String!) { cartAdd(store: $s, variantId: $v, quantity: 2) { token count subtotal } }',
        variables: { s: vendor.subdomain, v: variant.id },
      },
      { 'x-shop-token': token },
    );
    expect(added.json().data.cartAdd).toMatchObject({ count: 3, subtotal: variant.price * 3 });
    token = added.json().data.cartAdd.token;
    const updated = await gql(
      sf,
      {
        query:
          'mutation($s: String!, $v: String!) { cartUpdate(store: $s, variantId: $v, quantity: 2) { token count } }',
        variables: { s: vendor.subdomain, v: variant.id },
      },
      { 'x-shop-token': token },
    );
    expect(updated.json().data.cartUpdate.count).toBe(2);
    token = updated.json().data.cartUpdate.token;

    // A cart token is this store's: forged or of another store, it is refused.
    const forged = await gql(
      sf,
      { query: 'query($s: String!) { cart(store: $s) { count } }', variables: { s: vendor.subdomain } },
      { 'x-shop-token': `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    const elsewhere = await gql(
      sf,
      { query: 'query($s: String!) { cart(store: $s) { count } }', variables: { s: other.subdomain } },
      { 'x-shop-token': token },
    );
    expect(elsewhere.statusCode).toBe(400);

    const placed = await gql(
      sf,
      {
        query: `mutation($s: String!, $c: JSON!) { checkout(store: $s, customer: $c, paymentMethod: "paystack") {
          order { orderId number total trackingUrl } payment { reference method amount currency authorizationUrl } cart { count token } } }`,
        variables: { s: vendor.subdomain, c: customer },
      },
      { 'x-shop-token': token },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { order, payment, cart } = placed.json().data.checkout;
    expect(order.total).toBe(variant.price * 2);
    expect(payment).toMatchObject({ method: 'paystack', amount: order.total, currency: 'NGN' });
    expect(payment.authorizationUrl).toContain('/sandbox/paystack/checkout/');
    expect(cart.count).toBe(0);

    // The vendor sees the order over GraphQL; the other vendor cannot.
    const q = 'query($s: Int!, $id: String!) { order(storeId: $s, id: $id) { id number total status } }';
    const mine = await gql(
      '/api/graphql',
      { query: q, variables: { s: vendor.storeId, id: order.orderId } },
      vendor.headers,
    );
    expect(mine.json().data.order).toMatchObject({ id: order.orderId, status: 'pending_payment' });
    const theirs = await gql(
      '/api/graphql',
      { query: q, variables: { s: vendor.storeId, id: order.orderId } },
      other.headers,
    );
    expect(theirs.statusCode).toBe(404);
    const sideways = await gql(
      '/api/graphql',
      { query: q, variables: { s: other.storeId, id: order.orderId } },
      other.headers,
    );
    expect(sideways.statusCode).toBe(404);
    expect(sideways.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses checkout of an empty cart and bad customer fields with catalogue codes', async () => {
    const query =
      'mutation($s: String!, $c: JSON!) { checkout(store: $s, customer: $c) { order { orderId } } }';
    const empty = await gql('/api/storefront/graphql', {
      query,
      variables: { s: vendor.subdomain, c: customer },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].extensions.code).toBe('CART_EMPTY');
    const badPhone = await gql('/api/storefront/graphql', {
      query,
      variables: { s: vendor.subdomain, c: { ...customer, phone: '12' } },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'customer.phone', message: 'Enter a valid phone number.' }],
    });
    const unknown = await gql('/api/storefront/graphql', {
      query: 'query { products(store: "no-such-store") { total } }',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('Storefront API from another origin', () => {
  it('answers the preflight and the request for any origin, without credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/storefront/graphql',
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-shop-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-shop-token');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await gql(
      '/api/storefront/graphql',
      { query: '{ __typename }' },
      { origin: 'https://shop.example.com' },
    );
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // The vendor's and the administrators' endpoints stay same-origin.
    const shop = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/graphql',
      headers: { origin: 'https://x.example' },
    });
    expect(shop.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('vendor data over GraphQL, tenant isolation', () => {
  it("creates and changes a product with the REST contracts, in the vendor's store only", async () => {
    const create = `mutation($s: Int!, $in: ProductInput!) { createProduct(storeId: $s, input: $in) { id title variants { sku } } }`;
    const input = {
      ...tshirt,
      title: 'GraphQL shirt',
      sku: 'GQL',
      variants: tshirt.variants?.map((v) => ({ ...v, sku: `GQL-${v.sku}` })),
    };
    const made = await gql(
      '/api/graphql',
      { query: create, variables: { s: vendor.storeId, in: input } },
      vendor.headers,
    );
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.createProduct.id;
    expect(made.json().data.createProduct.variants.map((v: { sku: string }) => v.sku)).toEqual([
      'GQL-ADR-M',
      'GQL-ADR-L',
    ]);

    const bad = await gql(
      '/api/graphql',
      { query: create, variables: { s: vendor.storeId, in: { ...input, title: '' } } },
      vendor.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');

    const update = `mutation($s: Int!, $id: String!, $p: ProductPatchInput!) { updateProduct(storeId: $s, id: $id, patch: $p) { id title } }`;
    const theirs = await gql(
      '/api/graphql',
      { query: update, variables: { s: vendor.storeId, id, p: { title: 'Stolen' } } },
      other.headers,
    );
    expect(theirs.statusCode).toBe(404);
    const viaOwnStore = await gql(
      '/api/graphql',
      { query: update, variables: { s: other.storeId, id, p: { title: 'Stolen' } } },
      other.headers,
    );
    expect(viaOwnStore.statusCode).toBe(404);
    const mine = await gql(
      '/api/graphql',
      { query: update, variables: { s: vendor.storeId, id, p: { title: 'Renamed' } } },
      vendor.headers,
    );
    expect(mine.json().data.updateProduct.title).toBe('Renamed');

    // Lists name only the vendor's own store's rows.
    const list = await gql(
      '/api/graphql',
      {
        query: 'query($s: Int!) { products(storeId: $s, limit: 100) { items { title storeId } } }',
        variables: { s: other.storeId },
      },
      other.headers,
    );
    expect(list.json().data.products.items).toEqual([{ title: 'Other shop shirt', storeId: other.storeId }]);
    for (const field of [
      'orders { total }',
      'customers { total }',
      'invoices { id }',
      'collections { id }',
    ]) {
      const res = await gql(
        '/api/graphql',
        {
          query: `query($s: Int!) { ${field.replace(/^(\w+)/, '$1(storeId: $s)')} }`,
          variables: { s: vendor.storeId },
        },
        other.headers,
      );
      expect(res.statusCode, field).toBe(404);
    }
  });
});
