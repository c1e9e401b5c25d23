import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openDatabase } from '../../platform/db';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { withDatabase } from '../../test/global-setup';
import { createTestApp, type TestContext } from '../../test/harness';
import { StorefrontDirectory } from './storefront.service';

// Two API processes on one PostgreSQL database, as a scaled-out deployment runs them: each app here has
// a Database of its own (its own pool and its own LISTEN connection), so a change made through one
// reaches the other only by the database's notification.

const url = process.env.TEST_DATABASE_URL;
let t: TestContext;
let second: Database;
let other: App;
let a: TestVendor;
let mug: { id: string; slug: string };
const mugInput = {
  title: 'Clay mug',
  description: '<p>Thrown by hand.</p>',
  status: 'active' as const,
  price: 450_000,
  tags: [],
  options: [],
  stock: 5,
};

const host = (v: TestVendor) => `${v.subdomain}.localhost:3000`;
const page = (app: App, v: TestVendor, path: string) =>
  app.inject({ url: path, headers: { host: host(v), accept: 'text/html' } });

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.skipIf(!url)('store rows kept on PostgreSQL through LISTEN (set TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    second = await openDatabase({ url: withDatabase(url!, result.rows[0]!.name), poolSize: 5 });
    other = await buildApp(
      { config: t.config, database: second, tokens: t.tokens, startedAt: Date.now() },
      { logger: false },
    );
    await other.ready();
    a = await createVendor(t);
    mug = await createProduct(t, a, mugInput);
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await t?.close();
  });

  it('serves a cached page with no statement, and drops it once another process changes the product', async () => {
    expect((await page(other, a, '/products/clay-mug')).statusCode).toBe(200);
    // The vendor's set-up notifications may still be arriving: a row read meanwhile is not kept.
    await new Promise((r) => setTimeout(r, 100));
    await page(other, a, '/products/clay-mug');
    const before = second.statements();
    const hit = await page(other, a, '/products/clay-mug');
    expect(hit.headers['x-kasuwa-cache']).toBe('hit');
    expect(second.statements()).toBe(before);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${mug.id}`,
      headers: a.headers,
      payload: { ...mugInput, description: '<p>Glazed in Ilorin.</p>' },
    });
    expect(edit.statusCode).toBe(200);
    // The editing process itself shows the change on the very next request.
    expect((await page(t.app, a, '/products/clay-mug')).body).toContain('Glazed in Ilorin.');
    // The other process, once the notification arrives.
    const started = Date.now();
    expect(
      await until(
        async () => (await page(other, a, '/products/clay-mug')).body.includes('Glazed in Ilorin.'),
        1000,
      ),
    ).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    const again = await page(other, a, '/products/clay-mug');
    expect(again.headers['x-kasuwa-cache']).toBe('hit');
  });

  it('shows store settings, stock and collections changed through another process', async () => {
    await page(other, a, '/');
    const settings = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/settings`,
      headers: a.headers,
      payload: { name: 'Ada Pottery' },
    });
    expect(settings.statusCode).toBe(200);
    expect(
      await until(async () => (await page(other, a, '/')).body.includes('<title>Ada Pottery</title>'), 1000),
    ).toBe(true);

    await page(other, a, '/products/clay-mug');
    const product = (await t.app.inject({ url: `${a.base}/products/${mug.id}`, headers: a.headers })).json();
    const adjust = await t.app.inject({
      method: 'POST',
      url: `${a.base}/inventory/${product.variants[0].id}/adjustments`,
      headers: a.headers,
      payload: { delta: 2, reason: 'restock' },
    });
    expect(adjust.statusCode).toBe(201);
    expect(
      await until(async () => (await page(other, a, '/products/clay-mug')).body.includes('7 in stock'), 1000),
    ).toBe(true);

    const created = await t.app.inject({
      method: 'POST',
      url: `${a.base}/collections`,
      headers: a.headers,
      payload: { title: 'Market day' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      await until(async () => (await page(other, a, '/products/clay-mug')).body.includes('Market day'), 1000),
    ).toBe(true);
  });

  it('reads the database while the LISTEN connection is down, and keeps rows again once it is back', async () => {
    const directory = new StorefrontDirectory(second);
    await directory.start();
    try {
      const first = await directory.find(a.subdomain);
      expect(await directory.find(a.subdomain)).toBe(first);
      expect(directory.size).toBe(1);

      const pid = second.listenerPid?.();
      expect(pid).toBeTypeOf('number');
      await t.database.db.execute(sql`select pg_terminate_backend(${pid})`);
      expect(await until(() => !directory.keeping, 2000)).toBe(true);
      expect(directory.size).toBe(0);
      // A change made while nobody listens: its notification is lost, and still never served stale.
      await t.database.db.execute(sql`update stores set phone = '+2348011111111' where id = ${a.storeId}`);
      if (!directory.keeping) {
        const before = second.statements();
        const read = await directory.find(a.subdomain);
        expect(read?.phone).toBe('+2348011111111');
        expect(second.statements()).toBe(before + 1);
      }

      expect(await until(() => directory.keeping, 5000)).toBe(true);
      expect(second.listenerPid?.()).not.toBe(pid);
      const kept = await directory.find(a.subdomain);
      expect(kept?.phone).toBe('+2348011111111');
      expect(await directory.find(a.subdomain)).toBe(kept);
      // And notifications reach it again.
      await t.database.db.execute(sql`update stores set phone = '+2348022222222' where id = ${a.storeId}`);
      expect(
        await until(async () => (await directory.find(a.subdomain))?.phone === '+2348022222222', 1000),
      ).toBe(true);
    } finally {
      await directory.close();
    }
  });
});
