import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { addToStore, createPerson, type TestPerson } from '../../test/staff-fixtures';

/** The owner's activity log narrowed to one person (issue 34's "filters by person"). */

let t: TestContext;
let owner: TestVendor;
let other: TestVendor;
let stock: TestPerson;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createVendor(t, { plan: 'premium' });
  other = await createVendor(t, { plan: 'premium' });
  stock = await createPerson(t, 'Emeka');
  await addToStore(t, owner.storeId, stock, 'stock');
  const product = await createProduct(t, owner);
  const rename = (headers: { authorization: string }, title: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${owner.base}/products/${product.id}`,
      headers,
      payload: { title },
    });
  expect((await rename(owner.headers, 'By the owner')).statusCode).toBe(200);
  expect((await rename(stock.headers, 'By Emeka')).statusCode).toBe(200);
  expect((await rename(stock.headers, 'By Emeka again')).statusCode).toBe(200);
});
afterAll(() => t.close());

const audit = (query: string, headers = owner.headers, base = owner.base) =>
  t.app.inject({ url: `${base}/audit${query}`, headers });

describe('the activity log by person', () => {
  it('shows everyone’s entries, or only the person asked for', async () => {
    const all = await audit('');
    expect(all.statusCode, all.body).toBe(200);
    const names = (all.json().entries as { actorName: string }[]).map((e) => e.actorName);
    expect(names.filter((n) => n.startsWith('Emeka'))).toHaveLength(2);
    expect(names.some((n) => !n.startsWith('Emeka'))).toBe(true);

    const his = await audit(`?actor=${stock.userId}`);
    expect(his.statusCode).toBe(200);
    const entries = his.json().entries as { actorName: string; actorRole: string; summary: string }[];
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.actorName.startsWith('Emeka') && e.actorRole === 'stock')).toBe(true);
    expect(entries[0]!.summary).toBe('Changed a product');

    const hers = await audit(`?actor=${owner.userId}`);
    expect((hers.json().entries as { actorRole: string }[]).every((e) => e.actorRole === 'owner')).toBe(true);
  });

  it('pages through one person’s entries', async () => {
    const first = await audit(`?actor=${stock.userId}&limit=1`);
    expect(first.json().entries).toHaveLength(1);
    const cursor = first.json().nextCursor as string;
    expect(cursor).toMatch(/^\d+$/);
    const second = await audit(`?actor=${stock.userId}&limit=1&cursor=${cursor}`);
    expect(second.json().entries).toHaveLength(1);
    expect(second.json().entries[0].id).toBeLessThan(first.json().entries[0].id);
    expect(second.json().nextCursor).toBeNull();
  });

  it('refuses an actor that is not a user id with a catalogue code', async () => {
    for (const bad of ['abc', '-3', '1.5']) {
      const res = await audit(`?actor=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps another store’s log from its owner and the member', async () => {
    expect((await audit(`?actor=${stock.userId}`, other.headers)).statusCode).toBe(404);
    const member = await audit(`?actor=${stock.userId}`, stock.headers);
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('STAFF_OWNER_ONLY');
    // Another store's own log has none of this store's entries for the person.
    const elsewhere = await audit(`?actor=${stock.userId}`, other.headers, other.base);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().entries).toEqual([]);
  });
});
