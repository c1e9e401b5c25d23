/*
 * Why this file is over 400 lines: it drives the vendor catalogue API end to end (products,
 * variants, images, CSV, collections, the storefront read and tenant isolation) against one booted
 * app and one database; the isolation test reuses the products the earlier blocks created. Each
 * describe block is self-contained enough to read alone.
 */
import type { Product } from '@kasuwa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storageFor } from '../../platform/storage';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { ProductPages } from './catalog.storefront.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(() => t.close());

function multipart(
  field: string,
  filename: string,
  body: Buffer,
  type: string,
  extra: Record<string, string> = {},
) {
  const boundary = `----kasuwa${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(extra)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('products', () => {
  it('carries a price patch of a product without options to the variant customers buy', async () => {
    const c = await createVendor(t);
    const p = await createProduct(t, c, {
      title: 'Zobo, 1 litre',
      status: 'active',
      price: 150_000,
      sku: 'ZOBO-1L',
      stock: 12,
    });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${c.base}/products/${p.id}`, headers: c.headers, payload });
    let res = await patch({ price: 175_000 });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Product).variants.map((v) => [v.price, v.sku, v.stock])).toEqual([
      [175_000, 'ZOBO-1L', 12],
    ]);
    res = await patch({ options: [], price: 180_000, compareAtPrice: 200_000 });
    const product = res.json() as Product;
    expect(product.variants.map((v) => [v.id, v.price, v.compareAtPrice, v.stock])).toEqual([
      [p.variants[0]!.id, 180_000, 200_000, 12],
    ]);
  });

  it('changes only the fields a patch names', async () => {
    const c = await createVendor(t);
    const p = await createProduct(t, c, {
      ...tshirt,
      title: 'Ankara tote',
      variants: tshirt.variants!.map((v) => ({ ...v, sku: `T-${v.sku}` })),
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${c.base}/products/${p.id}`,
      headers: c.headers,
      payload: { title: 'Ankara tote bag' },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Product;
    expect(updated.title).toBe('Ankara tote bag');
    expect(updated).toMatchObject({
      status: 'active',
      description: p.description,
      tags: p.tags,
      options: p.options,
    });
    expect(updated.variants.map((v) => [v.sku, v.stock])).toEqual(p.variants.map((v) => [v.sku, v.stock]));
  });

  it('creates a product with variants, sanitising the description', async () => {
    const p = await createProduct(t, a);
    expect(p.slug).toBe('adire-t-shirt');
    expect(p.description).toBe('<p>Hand-dyed <strong>cotton</strong>.</p>');
    expect(p.variants.map((v) => [v.title, v.price, v.stock])).toEqual([
      ['M / Indigo', 1_500_000, 10],
      ['L / Indigo', 1_650_000, 3],
    ]);
    expect(p.price).toBe(1_500_000);
    expect(p.currency).toBe('NGN');
    const again = await createProduct(t, a, {
      ...tshirt,
      variants: tshirt.variants!.map((v) => ({ ...v, sku: '' })),
    });
    expect(again.slug).toBe('adire-t-shirt-2');
  });

  it('gives a product without options one default variant', async () => {
    const p = await createProduct(t, a, { title: 'Shea butter', price: 250_000, stock: 7, sku: 'SHEA-1' });
    expect(p.variants).toHaveLength(1);
    expect(p.variants[0]).toMatchObject({ title: 'Default', price: 250_000, stock: 7, sku: 'SHEA-1' });
    expect(p.status).toBe('draft');
  });

  it('lists, filters and pages', async () => {
    const res = await t.app.inject({ url: `${a.base}/products?status=active&limit=1`, headers: a.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ variantCount: 2, totalStock: expect.any(Number) });
    const search = await t.app.inject({ url: `${a.base}/products?q=shea`, headers: a.headers });
    expect(search.json().items.map((p: Product) => p.title)).toEqual(['Shea butter']);
  });

  it('updates fields and variants, keeping stock of kept variants', async () => {
    const p = await createProduct(t, a, {
      ...tshirt,
      title: 'Kaftan',
      variants: tshirt.variants!.map((v) => ({ ...v, sku: `K-${v.sku}` })),
    });
    const m = p.variants[0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${p.id}`,
      headers: a.headers,
      payload: {
        title: 'Kaftan deluxe',
        options: [
          { name: 'Size', values: ['M', 'XL'] },
          { name: 'Colour', values: ['Indigo'] },
        ],
        variants: [
          { id: m.id, options: { Size: 'M', Colour: 'Indigo' }, price: 1_400_000, sku: 'K-M' },
          { options: { Size: 'XL', Colour: 'Indigo' }, price: 1_800_000, sku: 'K-XL', stock: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json() as Product;
    expect(updated.title).toBe('Kaftan deluxe');
    expect(updated.price).toBe(1_400_000);
    expect(updated.variants.map((v) => [v.title, v.stock])).toEqual([
      ['M / Indigo', 10],
      ['XL / Indigo', 2],
    ]);
    expect(updated.variants[0]!.id).toBe(m.id);
  });

  it('refuses bad input with clear 4xx answers', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `${a.base}/products`,
        headers: a.headers,
        payload: payload as object,
      });
    const missing = await post({ price: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    expect((await post({ title: 'X', price: -1 })).statusCode).toBe(400);
    expect((await post({ title: 'X', price: 1.5 })).statusCode).toBe(400);
    expect((await post({ title: 'X', price: 100, status: 'sold' })).statusCode).toBe(400);
    const badCombo = await post({
      title: 'X',
      price: 100,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ options: { Size: 'XXL' }, price: 100 }],
    });
    expect(badCombo.statusCode).toBe(400);
    expect(JSON.stringify(badCombo.json().error.details)).toContain('is not a value of Size');
    const dup = await post({
      title: 'X',
      price: 100,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [
        { options: { Size: 'S' }, price: 100 },
        { options: { Size: 'S' }, price: 100 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    const sku = await post({ title: 'Y', price: 100, sku: 'SHEA-1' });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().error.code).toBe('SKU_TAKEN');
    const badCollection = await post({
      title: 'Z',
      price: 100,
      collectionIds: ['0190b6f0-0000-7000-8000-000000000000'],
    });
    expect(badCollection.statusCode).toBe(400);
    const notUuid = await t.app.inject({ url: `${a.base}/products/123`, headers: a.headers });
    expect(notUuid.statusCode).toBe(400);
    const badJson = await t.app.inject({
      method: 'POST',
      url: `${a.base}/products`,
      headers: { ...a.headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('uploads an image as WebP renditions and serves them', async () => {
    const p = await createProduct(t, a, { title: 'Ankara bag', price: 900_000 });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const form = multipart('file', 'bag.png', png, 'image/png', { alt: 'Red bag' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${a.base}/products/${p.id}/images`,
      headers: { ...a.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const image = (res.json() as Product).images[0]!;
    expect(image).toMatchObject({ alt: 'Red bag', width: 900, height: 600 });
    expect(Object.keys(image.urls)).toEqual(['320', '640']);
    const file = await t.app.inject({ url: image.urls['640']! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(640);

    const junk = multipart('file', 'x.png', Buffer.from('not an image'), 'image/png');
    const bad = await t.app.inject({
      method: 'POST',
      url: `${a.base}/products/${p.id}/images`,
      headers: { ...a.headers, ...junk.headers },
      payload: junk.payload,
    });
    expect(bad.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `${a.base}/products/${p.id}/images`,
      headers: a.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `${a.base}/products/${p.id}/images/${image.id}`,
      headers: a.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: image.urls['640']! })).statusCode).toBe(404);
  });

  it('exports and imports CSV', async () => {
    const csv = await t.app.inject({ url: `${a.base}/products/export.csv`, headers: a.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('handle,title,description,status');
    expect(csv.body).toContain('adire-t-shirt,Adire T-shirt');
    expect(csv.body).toContain('15000.00');

    const input = [
      'handle,title,status,tags,option1_name,option1_value,sku,price,stock',
      'zobo-drink,Zobo drink,active,"drinks, local",Size,50cl,ZOBO-50,500,40',
      'zobo-drink,Zobo drink,active,"drinks, local",Size,1L,ZOBO-1L,900.50,12',
      'bad-price,Broken,active,,,,,12.345,1',
      'adire-t-shirt,Adire T-shirt renamed,active,,Size,M,ADR-M,15000,10',
    ].join('\n');
    const boundary = 'csvboundary';
    const form = multipart('file', 'p.csv', Buffer.from(input), 'text/csv');
    void boundary;
    const res = await t.app.inject({
      method: 'POST',
      url: `${a.base}/products/import`,
      headers: { ...a.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.created).toBe(1);
    expect(result.updated).toBe(1);
    expect(result.errors).toEqual([{ line: 4, message: expect.stringContaining('12.345') }]);
    const list = await t.app.inject({ url: `${a.base}/products?q=zobo`, headers: a.headers });
    const zobo = list.json().items[0];
    const full = (
      await t.app.inject({ url: `${a.base}/products/${zobo.id}`, headers: a.headers })
    ).json() as Product;
    expect(full.variants.map((v) => [v.title, v.price, v.stock])).toEqual([
      ['50cl', 50_000, 40],
      ['1L', 90_050, 12],
    ]);
    expect(full.tags).toEqual(['drinks', 'local']);
  });
});

describe('storefront read', () => {
  it('reads an active product exactly as the vendor API shows it, and nothing else', async () => {
    const v = await createVendor(t);
    const coll = await t.app.inject({
      method: 'POST',
      url: `${v.base}/collections`,
      headers: v.headers,
      payload: { title: 'Bags' },
    });
    const p = await createProduct(t, v, {
      title: 'Woven tote',
      status: 'active',
      description: '<p>Raffia, <em>lined</em>.</p>',
      price: 1_200_000,
      compareAtPrice: 1_500_000,
      sku: 'TOTE',
      tags: ['raffia', 'summer'],
      collectionIds: [coll.json().id],
      options: [{ name: 'Colour', values: ['Natural', 'Black'] }],
      variants: [
        {
          options: { Colour: 'Natural' },
          price: 1_200_000,
          compareAtPrice: 1_500_000,
          sku: 'TOTE-N',
          stock: 4,
        },
        { options: { Colour: 'Black' }, price: 1_300_000, sku: 'TOTE-B', stock: 0 },
      ],
    });
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#222' } })
      .png()
      .toBuffer();
    const form = multipart('file', 'tote.png', png, 'image/png', { alt: 'Tote' });
    await t.app.inject({
      method: 'POST',
      url: `${v.base}/products/${p.id}/images`,
      headers: { ...v.headers, ...form.headers },
      payload: form.payload,
    });
    const vendorView = (await t.app.inject({ url: `${v.base}/products/${p.id}`, headers: v.headers })).json();
    const pages = new ProductPages(t.database.db, 1, storageFor(t.config));
    const draft = await createProduct(t, v, { title: 'Draft tote', price: 100, status: 'draft' });
    const read = await pages.get(v.storeId, p.slug);
    expect(read).toEqual(vendorView);
    expect(read?.variants).toHaveLength(2);
    expect(read?.images).toHaveLength(1);
    // Asked for together, so read in one statement: another store's slug, a draft, or no such slug
    // is nothing, and each answer goes to its own question.
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const answers = await Promise.all([
        pages.get(b.storeId, p.slug),
        pages.get(v.storeId, "nope' or '1'='1"),
        pages.get(v.storeId, draft.slug),
        pages.get(v.storeId, p.slug),
      ]);
      expect(answers).toEqual([null, null, null, vendorView]);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('reads products asked for while the connection is busy together, once it is free', async () => {
    const v = await createVendor(t);
    const [x, y, z] = await Promise.all(
      ['Mat', 'Fan', 'Pot'].map((title) => createProduct(t, v, { title, price: 500, status: 'active' })),
    );
    const db = t.database.db;
    const original = db.execute.bind(db);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first statement stays in flight until released, as a slow one would.
    const execute = vi
      .spyOn(db, 'execute')
      .mockImplementationOnce(((query) => held.then(() => original(query))) as typeof original)
      .mockImplementation(original);
    try {
      const pages = new ProductPages(db, 1, storageFor(t.config));
      const first = pages.get(v.storeId, x!.slug);
      await new Promise((resolve) => setImmediate(resolve));
      expect(execute).toHaveBeenCalledTimes(1);
      const second = pages.get(v.storeId, y!.slug);
      await new Promise((resolve) => setImmediate(resolve));
      const third = pages.get(v.storeId, z!.slug);
      await new Promise((resolve) => setImmediate(resolve));
      expect(execute).toHaveBeenCalledTimes(1);
      release();
      expect((await Promise.all([first, second, third])).map((found) => found?.title)).toEqual([
        'Mat',
        'Fan',
        'Pot',
      ]);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('collections', () => {
  it('creates, assigns, lists and deletes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${a.base}/collections`,
      headers: a.headers,
      payload: { title: 'New arrivals' },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c.slug).toBe('new-arrivals');
    const p = await createProduct(t, a, { title: 'Beads', price: 100, collectionIds: [c.id] });
    expect(p.collectionIds).toEqual([c.id]);
    const list = await t.app.inject({ url: `${a.base}/collections`, headers: a.headers });
    expect(list.json().items).toEqual([expect.objectContaining({ id: c.id, productCount: 1 })]);
    const filtered = await t.app.inject({
      url: `${a.base}/products?collectionId=${c.id}`,
      headers: a.headers,
    });
    expect(filtered.json().items.map((x: Product) => x.id)).toEqual([p.id]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${a.base}/collections`,
          headers: a.headers,
          payload: { title: '' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${a.base}/collections/${c.id}`, headers: a.headers }))
        .statusCode,
    ).toBe(204);
  });
});

describe('tenant isolation', () => {
  it('never lets vendor B read or change vendor A’s catalogue', async () => {
    const p = await createProduct(t, a, { title: 'Private thing', price: 100 });
    const c = (
      await t.app.inject({
        method: 'POST',
        url: `${a.base}/collections`,
        headers: a.headers,
        payload: { title: 'Mine' },
      })
    ).json();
    // B through A's store path: the store itself is "not found".
    for (const [method, url] of [
      ['GET', `${a.base}/products`],
      ['GET', `${a.base}/products/${p.id}`],
      ['PATCH', `${a.base}/products/${p.id}`],
      ['DELETE', `${a.base}/products/${p.id}`],
      ['GET', `${a.base}/products/export.csv`],
      ['GET', `${a.base}/collections`],
      ['DELETE', `${a.base}/collections/${c.id}`],
      ['GET', `${a.base}/inventory`],
      ['GET', `${a.base}/orders`],
      ['GET', `${a.base}/settings`],
      ['PATCH', `${a.base}/settings`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: b.headers,
        payload: method === 'PATCH' ? { title: 'x' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Store not found.');
    }
    // B through B's own store path with A's ids: the row is "not found".
    expect((await t.app.inject({ url: `${b.base}/products/${p.id}`, headers: b.headers })).statusCode).toBe(
      404,
    );
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${b.base}/products/${p.id}`,
      headers: b.headers,
      payload: { title: 'Stolen' },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${b.base}/products/${p.id}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${b.base}/collections/${c.id}`, headers: b.headers }))
        .statusCode,
    ).toBe(404);
    const assign = await t.app.inject({
      method: 'POST',
      url: `${b.base}/products`,
      headers: b.headers,
      payload: { title: 'Sneaky', price: 1, collectionIds: [c.id] },
    });
    expect(assign.statusCode).toBe(400);
    expect((await t.app.inject({ url: `${b.base}/products`, headers: b.headers })).json().total).toBe(0);
    const still = (await t.app.inject({ url: `${a.base}/products/${p.id}`, headers: a.headers })).json();
    expect(still.title).toBe('Private thing');
  });

  it('requires a vendor session', async () => {
    expect((await t.app.inject({ url: `${a.base}/products` })).statusCode).toBe(401);
    const admin = await t.tokens.signAccess({ sub: a.userId, aud: 'admin', role: 'super_admin', name: 'x' });
    expect(
      (await t.app.inject({ url: `${a.base}/products`, headers: { authorization: `Bearer ${admin}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/vendor/stores/999999/products', headers: a.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/vendor/stores/abc/products', headers: a.headers })).statusCode,
    ).toBe(404);
  });
});
