import type { Product } from '@kasuwa/contracts';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor, tshirt } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { googleFeed as buildGoogleFeed, META_FEED_COLUMNS, plainText } from './integrations.feeds.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let shirt: Product;
let single: Product;

async function addImage(vendor: TestVendor, productId: string) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f7a4d' } })
    .png()
    .toBuffer();
  const boundary = `----kasuwa${Date.now()}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `${vendor.base}/products/${productId}/images`,
    headers: { ...vendor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  shirt = await createProduct(t, a);
  await addImage(a, shirt.id);
  single = await createProduct(t, a, {
    title: 'Shea butter, 250 g "pure" & <raw>',
    description: '<p>Whipped <em>by hand</em> in Tamale.</p>',
    status: 'active',
    price: 450_050,
    compareAtPrice: 500_000,
    tags: [],
    options: [],
    variants: [{ options: {}, price: 450_050, compareAtPrice: 500_000, sku: 'SHEA-1', stock: 0 }],
  });
  await createProduct(t, a, {
    ...tshirt,
    title: 'Draft kaftan',
    status: 'draft',
    variants: [{ options: { Size: 'M', Colour: 'Indigo' }, price: 100_000, sku: 'DRAFT-1', stock: 5 }],
  });
  await createProduct(t, b, { ...tshirt, title: 'Store B only' });
});
afterAll(() => t.close());

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

async function googleFeed(url: string, host?: string) {
  const res = await t.app.inject({ url, headers: host ? { host } : {} });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = xml.parse(res.body);
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return doc.rss.channel.item as Record<string, string>[];
}

async function metaFeed(url: string, host?: string) {
  const res = await t.app.inject({ url, headers: host ? { host } : {} });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parse(res.body, { columns: true }) as Record<string, string>[];
}

describe('product feeds', () => {
  it('Google Merchant XML: active products only, one item per variant, price in the store currency, stock, images, links', async () => {
    const items = await googleFeed(`/s/${a.subdomain}/feeds/google.xml`);
    expect(items.map((i) => i['g:title']).sort()).toEqual([
      'Adire T-shirt - L / Indigo',
      'Adire T-shirt - M / Indigo',
      'Shea butter, 250 g "pure" & <raw>',
    ]);
    const m = items.find((i) => i['g:title'] === 'Adire T-shirt - M / Indigo')!;
    expect(m).toMatchObject({
      'g:id': shirt.variants[0]!.id,
      'g:item_group_id': shirt.id,
      'g:price': '15000.00 NGN',
      'g:availability': 'in_stock',
      'g:condition': 'new',
      // Fastify's inject names the host `localhost:80`.
      'g:link': `http://localhost:80/s/${a.subdomain}/products/${shirt.slug}`,
      'g:description': 'Hand-dyed cotton.',
    });
    expect(m['g:image_link']).toMatch(/^http:\/\/localhost(:80)?\/uploads\/.+\.webp$/);
    const image = await t.app.inject({ url: new URL(m['g:image_link']!).pathname });
    expect(image.statusCode).toBe(200);
    const shea = items.find((i) => i['g:id'] === single.variants[0]!.id)!;
    expect(shea).toMatchObject({
      'g:price': '5000.00 NGN',
      'g:sale_price': '4500.50 NGN',
      'g:availability': 'out_of_stock',
    });
    expect(shea['g:item_group_id']).toBeUndefined();
    expect(shea['g:image_link']).toBeUndefined();
  });

  it('Meta catalogue CSV on the store subdomain, with the same products', async () => {
    const rows = await metaFeed('/feeds/meta.csv', `${a.subdomain}.localhost:3000`);
    expect(Object.keys(rows[0]!)).toEqual([...META_FEED_COLUMNS]);
    expect(rows).toHaveLength(3);
    const shea = rows.find((r) => r.id === single.variants[0]!.id)!;
    expect(shea).toMatchObject({
      title: 'Shea butter, 250 g "pure" & <raw>',
      description: 'Whipped by hand in Tamale.',
      availability: 'out of stock',
      price: '5000.00 NGN',
      sale_price: '4500.50 NGN',
      link: `http://${a.subdomain}.localhost:3000/products/${single.slug}`,
      brand: expect.stringMatching(/^Shop /),
    });
    expect(rows.find((r) => r.title?.startsWith('Adire'))!.availability).toBe('in stock');
    expect(JSON.stringify(rows)).not.toContain('Store B only');
    expect(JSON.stringify(rows)).not.toContain('Draft kaftan');
  });

  it('is current as soon as the catalogue changes', async () => {
    const before = await metaFeed(`/s/${a.subdomain}/feeds/meta.csv`);
    expect(before.find((r) => r.id === single.variants[0]!.id)!.price).toBe('5000.00 NGN');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${single.id}`,
      headers: a.headers,
      payload: { title: 'Shea butter, 500 g' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const archived = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${shirt.id}`,
      headers: a.headers,
      payload: { status: 'archived' },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const after = await metaFeed(`/s/${a.subdomain}/feeds/meta.csv`);
    expect(after.map((r) => r.title)).toEqual(['Shea butter, 500 g']);
    const google = await googleFeed(`/s/${a.subdomain}/feeds/google.xml`);
    expect(google.map((i) => i['g:title'])).toEqual(['Shea butter, 500 g']);
  });

  it('an unknown store has no feed', async () => {
    const res = await t.app.inject({ url: '/s/no-such-shop-here/feeds/google.xml' });
    expect(res.statusCode).toBe(404);
  });

  it('plain text of a description drops markup and scripts', () => {
    expect(plainText('<p>A&amp;B</p><script>alert(1)</script><br>C')).toBe('A&B C');
    expect(plainText('<p>&#8358;5,000 &eacute;t&eacute;&nbsp;sale &lt;b&gt;</p>')).toBe(
      '₦5,000 été sale <b>',
    );
  });

  it('a control character in a store name cannot break the XML', () => {
    const feed = buildGoogleFeed({ name: 'Bad\u0001 <name> & co', currency: 'NGN' }, 'http://x', []);
    expect(XMLValidator.validate(feed)).toBe(true);
    expect(feed).toContain('<title>Bad &lt;name&gt; &amp; co</title>');
  });
});
