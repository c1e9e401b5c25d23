import type { Product } from '@kasuwa/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

// Shared links (WhatsApp, Facebook, X) show the picture of og:image / twitter:image only when it is an
// absolute URL to a JPEG or PNG of a sensible size: issue 32 found a relative WebP path.

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let product: Product;

function multipart(body: Buffer) {
  const boundary = `----share${Date.now()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  const created = await createProduct(t, a, { title: 'Adire wrapper', status: 'active', price: 1_500_000 });
  // Noise: the hardest picture to compress, so the 300 KB ceiling is really tested.
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .png()
    .toBuffer();
  const form = multipart(photo);
  const res = await t.app.inject({
    method: 'POST',
    url: `${a.base}/products/${created.id}/images`,
    headers: { ...a.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  product = res.json();
});
afterAll(() => t.close());

const page = (url: string, vendor = a) =>
  t.app.inject({ url, headers: { host: `${vendor.subdomain}.localhost:3000`, accept: 'text/html' } });

function meta(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`).exec(html)?.[1];
}

async function fetchImage(absolute: string) {
  const url = new URL(absolute);
  return t.app.inject({ url: url.pathname, headers: { host: url.host, accept: 'image/*' } });
}

describe('link previews of the store and its products', () => {
  it.each(['/', '/products/adire-wrapper'])(
    '%s: og:image and twitter:image are the same absolute URL, on the canonical origin, of a 1200×630 JPEG under 300 KB',
    async (path) => {
      const res = await page(path === '/' ? path : `/products/${product.slug}`);
      expect(res.statusCode).toBe(200);
      const og = meta(res.body, 'property', 'og:image');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
      expect(og).toBeDefined();
      expect(og).toMatch(/^https?:\/\//);
      expect(new URL(og!).origin).toBe(new URL(canonical!).origin);
      expect(og).toMatch(/\.jpg$/);
      expect(meta(res.body, 'name', 'twitter:image')).toBe(og);
      expect(meta(res.body, 'name', 'twitter:card')).toBe('summary_large_image');

      const image = await fetchImage(og!);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.length).toBeLessThan(300 * 1024);
      const info = await sharp(image.rawPayload).metadata();
      expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      // Kept after the first request: the same bytes again.
      expect((await fetchImage(og!)).rawPayload.equals(image.rawPayload)).toBe(true);
    },
  );

  it("gives no other store's picture, and nothing outside the stores' pictures", async () => {
    const og = meta((await page(`/products/${product.slug}`)).body, 'property', 'og:image')!;
    const key = new URL(og).pathname.replace(/^\/share-image\//, '');
    expect((await page(`/share-image/${key}`, b)).statusCode).toBe(404);
    expect((await page('/share-image/stores/1/../../etc/passwd-1280.jpg')).statusCode).toBe(404);
    expect((await page(`/share-image/stores/${a.storeId}/nothing-1280.jpg`)).statusCode).toBe(404);
  });
});
