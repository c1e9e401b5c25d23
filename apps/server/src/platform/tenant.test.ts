import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../modules/catalog/catalog.schema';
import { createVendor, type TestVendor } from '../test/commerce';
import { createTestApp, type TestContext } from '../test/harness';
import { scoped, scopedPrepared } from './tenant';
import { vendorContext } from './vendor-scope';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp({
    // A vendor route registered outside the vendor store scope, as a forgetful module might.
    extend: (app) => {
      app.get('/api/vendor/stores/:storeId/outside', async (request) => ({
        storeId: vendorContext(request).storeId,
      }));
    },
  });
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(() => t.close());

describe('scoped(ctx)', () => {
  it('keeps every statement inside the context’s store', async () => {
    const db = t.database.db;
    const asA = scoped({ db, storeId: a.storeId });
    const asB = scoped({ db, storeId: b.storeId });
    // storeId in the values is overwritten: a row cannot be planted in another store.
    const [mine] = await asA
      .insert(collections, { id: randomUUID(), title: 'Mine', slug: 'mine', storeId: b.storeId } as never)
      .returning();
    expect(mine!.storeId).toBe(a.storeId);

    const byId = eq(collections.id, mine!.id);
    expect(await asB.select(collections, byId)).toEqual([]);
    expect(await asB.pick({ id: collections.id }, collections, byId)).toEqual([]);
    expect(await asB.update(collections, { title: 'Taken' }, byId).returning()).toEqual([]);
    expect(await asB.delete(collections, byId).returning()).toEqual([]);
    // Moving a row to another store through `update` is refused by dropping storeId.
    await asA.update(collections, { title: 'Moved?', storeId: b.storeId } as never, byId);
    expect((await asA.select(collections, byId))[0]).toMatchObject({ title: 'Moved?', storeId: a.storeId });

    expect(await asA.update(collections, { title: 'Still mine' }, byId).returning()).toHaveLength(1);
    expect(await asA.delete(collections, byId).returning()).toHaveLength(1);
  });

  it('refuses a context without a valid store id', () => {
    const db = t.database.db;
    for (const storeId of [0, -1, Number.NaN, undefined as unknown as number])
      expect(() => scoped({ db, storeId })).toThrow(/bad store id/);
  });
});

describe('scopedPrepared(ctx)', () => {
  it('builds a shape once and binds the context’s store and the values on every call', async () => {
    const db = t.database.db;
    const ids = { a: randomUUID(), b: randomUUID() };
    await scoped({ db, storeId: a.storeId }).insert(collections, { id: ids.a, title: 'A', slug: 'sp-a' });
    await scoped({ db, storeId: b.storeId }).insert(collections, { id: ids.b, title: 'B', slug: 'sp-b' });
    let builds = 0;
    const bySlug = (storeId: number, slug: string) =>
      scopedPrepared(
        { db, storeId },
        'tenant.test:collectionBySlug',
        (where) => {
          builds++;
          // tenant-scope: `where` is scopedPrepared's.
          return db
            .select({ id: collections.id })
            .from(collections)
            .where(where(collections, eq(collections.slug, sql.placeholder('slug'))));
        },
        { slug },
      );
    expect(await bySlug(a.storeId, 'sp-a')).toEqual([{ id: ids.a }]);
    expect(await bySlug(b.storeId, 'sp-b')).toEqual([{ id: ids.b }]);
    // One store never reads another's row, whatever the values say.
    expect(await bySlug(a.storeId, 'sp-b')).toEqual([]);
    expect(await bySlug(b.storeId, 'sp-a')).toEqual([]);
    expect(builds).toBe(1);
    for (const storeId of [0, -1, Number.NaN]) expect(() => bySlug(storeId, 'sp-a')).toThrow(/bad store id/);
  });
});

describe('vendor store scope', () => {
  it('admits only the owner of the store, with the store’s context', async () => {
    const url = `${a.base}/collections`;
    expect((await t.app.inject({ url, headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const other = await t.app.inject({ url, headers: b.headers });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('NOT_FOUND');
    const bad = await t.app.inject({ url: '/api/vendor/stores/abc/collections', headers: a.headers });
    expect(bad.statusCode).toBe(404);
  });

  it('gives no context to a vendor route registered outside it', async () => {
    const res = await t.app.inject({ url: `${a.base}/outside`, headers: a.headers });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(String(a.storeId));
  });
});
