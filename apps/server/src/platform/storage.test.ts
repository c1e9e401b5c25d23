import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Product } from '@kasuwa/contracts';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../config';
import { createProduct, createVendor, type TestVendor } from '../test/commerce';
import { createTestApp, type TestContext } from '../test/harness';
import { LocalStorage, type ObjectStorage, S3Storage } from './storage';

// s3rver's one built-in account; it refuses any other access key id (it does not check v4 signatures).
const BUCKET = 'kasuwa-test';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
/** Our own view of the bucket, independent of the code under test. */
let bucket: S3Client;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'kasuwa-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
});

afterAll(async () => {
  bucket.destroy();
  await s3rver.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

async function keysIn(prefix: string): Promise<string[]> {
  const out = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

function s3Settings(overrides: Partial<Extract<StorageConfig, { kind: 's3' }>> = {}) {
  return {
    kind: 's3' as const,
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
    publicUrl: undefined,
    ...overrides,
  };
}

describe.each([
  ['local disk', () => new LocalStorage(mkdtempSync(join(tmpdir(), 'kasuwa-local-')))],
  ['S3', () => new S3Storage(s3Settings())],
] as const)('%s storage', (_name, make: () => ObjectStorage) => {
  it('puts, gets and deletes objects, and refuses keys that could leave their place', async () => {
    const storage = make();
    const key = `contract/${Date.now()}/a-320.webp`;
    await storage.put(key, Buffer.from('hello'), 'image/webp');
    const got = await storage.get(key);
    expect(got?.contentType).toBe('image/webp');
    expect(got?.contentLength).toBe(5);
    expect(await text(got!.body)).toBe('hello');
    expect(storage.url(key)).toBe(`/uploads/${key}`);

    await storage.delete([key, `contract/${Date.now()}/never-written.webp`]);
    expect(await storage.get(key)).toBeNull();
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '.hidden', 'a/./b']) {
      expect(await storage.get(bad)).toBeNull();
      await expect(storage.put(bad, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('S3 storage', () => {
  it('links images to S3_PUBLIC_URL when one is set', () => {
    const storage = new S3Storage(s3Settings({ publicUrl: 'https://cdn.example.com/kasuwa' }));
    expect(storage.url('products/1/x-320.webp')).toBe('https://cdn.example.com/kasuwa/products/1/x-320.webp');
  });

  it('sends S3 failures on as errors instead of reporting a missing object', async () => {
    const key = `faults/${Date.now()}.webp`;
    await new S3Storage(s3Settings()).put(key, Buffer.from('x'), 'image/webp');
    const wrongKey = new S3Storage(s3Settings({ accessKeyId: 'NOT-OUR-KEY' }));
    await expect(wrongKey.get(key)).rejects.toThrow(/access key/i);
    await expect(wrongKey.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/access key/i);
    await expect(wrongKey.delete([key])).rejects.toThrow(/access key/i);
    const noBucket = new S3Storage(s3Settings({ bucket: 'no-such-bucket' }));
    await expect(noBucket.get(key)).rejects.toThrow(/bucket/i);
  });
});

describe('uploads through the API with S3 storage', () => {
  let t: TestContext;
  let vendor: TestVendor;

  beforeAll(async () => {
    t = await createTestApp({ env: { S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, ...KEYS } });
    vendor = await createVendor(t);
  });
  afterAll(() => t.close());

  function form(png: Buffer) {
    const boundary = `----kasuwa${Date.now()}`;
    return {
      headers: { ...vendor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bag.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  }

  it('writes the WebP renditions to the bucket, serves them under /uploads and deletes them', async () => {
    const product = await createProduct(t, vendor, { title: 'Ankara bag', price: 900_000 });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `${vendor.base}/products/${product.id}/images`,
      ...form(png),
    });
    expect(res.statusCode).toBe(201);
    const image = (res.json() as Product).images[0]!;
    expect(Object.keys(image.urls)).toEqual(['320', '640']);
    const prefix = image.urls['320']!.replace(/^\/uploads\//, '').replace(/-320\.webp$/, '');
    expect(prefix).toMatch(/^[\w/-]+$/);
    expect(await keysIn(prefix)).toEqual([`${prefix}-320.webp`, `${prefix}-640.webp`]);
    expect(t.config.storage.kind).toBe('s3');
    // Nothing lands on the local disk when a bucket is configured.
    expect(await new LocalStorage(join(t.config.dataDir, 'uploads')).get(`${prefix}-640.webp`)).toBeNull();

    const stored = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${prefix}-640.webp` }));
    expect(stored.ContentType).toBe('image/webp');
    const body = Buffer.from(await stored.Body!.transformToByteArray());
    const file = await t.app.inject({ url: image.urls['640']! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(body)).toBe(true);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(640);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `${vendor.base}/products/${product.id}/images/${image.id}`,
      headers: vendor.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await keysIn(prefix)).toEqual([]);
    expect((await t.app.inject({ url: image.urls['640']! })).statusCode).toBe(404);
  });

  it('stores the store logo in the bucket too', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1f7a4d' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({ method: 'POST', url: `${vendor.base}/settings/logo`, ...form(png) });
    expect(res.statusCode).toBe(200);
    const logoUrl: string = res.json().logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/uploads/stores/${vendor.storeId}/logo/`));
    expect(await keysIn(logoUrl.replace(/^\/uploads\//, ''))).toHaveLength(1);
    const file = await t.app.inject({ url: logoUrl });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 404 for missing or malformed upload paths', async () => {
    for (const url of ['/uploads/products/none-320.webp', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
