import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openDatabase } from '../../platform/db';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { withDatabase } from '../../test/global-setup';
import { createTestApp, type TestContext } from '../../test/harness';

// The Storefront API's answer cache on two API processes over one PostgreSQL database, as
// storefront.listen.test.ts runs the pages: each app has a Database of its own (its pool, its LISTEN
// connection), so a change made through one reaches the other only by the database's notification.

const url = process.env.TEST_DATABASE_URL;
let t: TestContext;
let second: Database;
let other: App;
let a: TestVendor;
let b: TestVendor;
let mug: { id: string };
const mugInput = {
  title: 'Clay mug',
  description: '<p>Thrown by hand.</p>',
  status: 'active' as const,
  price: 450_000,
  tags: [],
  options: [],
  stock: 5,
};
const QUERY =
  'query P($s: String!, $slug: String!) { product(store: $s, slug: $slug) { title price variants { stock } } }';
const ask = (app: App, v: TestVendor) =>
  app.inject({
    method: 'POST',
    url: '/api/storefront/graphql',
    payload: { query: QUERY, variables: { s: v.subdomain, slug: 'clay-mug' } },
  });

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.skipIf(!url)('Storefront API answers across two processes (set TEST_DATABASE_URL)', () => {
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
    b = await createVendor(t);
    mug = await createProduct(t, a, mugInput);
    await createProduct(t, b, { ...mugInput, price: 990_000 });
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await t?.close();
  });

  it('answers from memory with no statement, and never the old answer once another process changes the product', async () => {
    expect((await ask(other, a)).statusCode).toBe(200);
    // The vendors' set-up notifications may still be arriving: a row read meanwhile is not kept.
    await new Promise((r) => setTimeout(r, 100));
    await ask(other, a);
    const before = second.statements();
    const kept = await ask(other, a);
    expect(kept.json().data.product.price).toBe(450_000);
    expect(second.statements()).toBe(before);
    // Another store's product of the same slug is its own answer.
    expect((await ask(other, b)).json().data.product.price).toBe(990_000);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/products/${mug.id}`,
      headers: a.headers,
      payload: { ...mugInput, title: 'Glazed clay mug', price: 470_000 },
    });
    expect(edit.statusCode).toBe(200);
    // The editing process answers the change on its very next request.
    expect((await ask(t.app, a)).json().data.product.title).toBe('Glazed clay mug');
    const started = Date.now();
    expect(
      await until(async () => (await ask(other, a)).json().data.product.title === 'Glazed clay mug', 1000),
    ).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await ask(other, b)).json().data.product.price).toBe(990_000);
  });

  it('answers stock changed through another process', async () => {
    await ask(other, a);
    const product = (await t.app.inject({ url: `${a.base}/products/${mug.id}`, headers: a.headers })).json();
    const adjust = await t.app.inject({
      method: 'POST',
      url: `${a.base}/inventory/${product.variants[0].id}/adjustments`,
      headers: a.headers,
      payload: { delta: 2, reason: 'restock' },
    });
    expect(adjust.statusCode).toBe(201);
    expect(
      await until(async () => (await ask(other, a)).json().data.product.variants[0].stock === 7, 1000),
    ).toBe(true);
  });
});
