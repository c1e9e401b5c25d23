import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/platform.schema';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
});
afterAll(() => t.close());

describe('inventory', () => {
  it('adjusts stock with a reason and keeps the history', async () => {
    const p = await createProduct(t, a, { title: 'Palm oil 5L', price: 1_200_000, stock: 8, sku: 'PO-5' });
    const v = p.variants[0]!;
    const url = `${a.base}/inventory/${v.id}/adjustments`;
    const add = await t.app.inject({
      method: 'POST',
      url,
      headers: a.headers,
      payload: { delta: 12, reason: 'restock', note: 'From Onitsha' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      stock: 20,
      adjustment: { delta: 12, reason: 'restock', note: 'From Onitsha', stockAfter: 20 },
    });
    const take = await t.app.inject({
      method: 'POST',
      url,
      headers: a.headers,
      payload: { delta: -5, reason: 'damaged' },
    });
    expect(take.json().stock).toBe(15);
    const history = await t.app.inject({ url, headers: a.headers });
    expect(history.json().items.map((h: { delta: number; reason: string }) => [h.delta, h.reason])).toEqual([
      [-5, 'damaged'],
      [12, 'restock'],
      [8, 'restock'],
    ]);
  });

  it('never goes below zero and refuses bad input', async () => {
    const p = await createProduct(t, a, { title: 'Garri', price: 100, stock: 2 });
    const url = `${a.base}/inventory/${p.variants[0]!.id}/adjustments`;
    const below = await t.app.inject({
      method: 'POST',
      url,
      headers: a.headers,
      payload: { delta: -3, reason: 'lost' },
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.code).toBe('STOCK_BELOW_ZERO');
    for (const payload of [
      { delta: 0, reason: 'restock' },
      { delta: 1, reason: 'order_reserved' },
      { delta: 1.5, reason: 'restock' },
      { reason: 'restock' },
    ]) {
      expect((await t.app.inject({ method: 'POST', url, headers: a.headers, payload })).statusCode).toBe(400);
    }
  });

  it('lists low stock and alerts the owner once when stock crosses the threshold', async () => {
    const p = await createProduct(t, a, { title: 'Ofada rice', price: 100, stock: 10, sku: 'OFADA' });
    const v = p.variants[0]!;
    const set = await t.app.inject({
      method: 'PUT',
      url: `${a.base}/inventory/${v.id}/threshold`,
      headers: a.headers,
      payload: { lowStockThreshold: 4 },
    });
    expect(set.statusCode).toBe(204);
    const url = `${a.base}/inventory/${v.id}/adjustments`;
    await t.app.inject({
      method: 'POST',
      url,
      headers: a.headers,
      payload: { delta: -6, reason: 'correction' },
    });
    await t.app.inject({
      method: 'POST',
      url,
      headers: a.headers,
      payload: { delta: -1, reason: 'correction' },
    });
    const alerts = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.template, 'low-stock-vendor'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe('Low stock: Ofada rice');
    expect(alerts[0]!.bodyText).toContain('down to 4');
    const low = await t.app.inject({ url: `${a.base}/inventory?lowStock=1`, headers: a.headers });
    expect(low.json().items.map((i: { sku: string }) => i.sku)).toContain('OFADA');
    expect(low.json().items.every((i: { low: boolean }) => i.low)).toBe(true);
  });

  it('keeps stores apart', async () => {
    const p = await createProduct(t, a, { title: 'Yam', price: 100, stock: 5 });
    const v = p.variants[0]!;
    const adjust = await t.app.inject({
      method: 'POST',
      url: `${b.base}/inventory/${v.id}/adjustments`,
      headers: b.headers,
      payload: { delta: -5, reason: 'lost' },
    });
    expect(adjust.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${b.base}/inventory/${v.id}/adjustments`, headers: b.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${b.base}/inventory/${v.id}/threshold`,
          headers: b.headers,
          payload: { lowStockThreshold: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${a.base}/inventory/${v.id}/adjustments`,
          headers: b.headers,
          payload: { delta: 1, reason: 'restock' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${b.base}/inventory`, headers: b.headers })).json().total).toBe(0);
    const mine = await t.app.inject({ url: `${a.base}/inventory/${v.id}/adjustments`, headers: a.headers });
    expect(mine.json().items).toHaveLength(1);
  });
});
