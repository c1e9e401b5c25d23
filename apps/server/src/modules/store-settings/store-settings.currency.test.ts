import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t, { plan: 'enterprise' });
  b = await createVendor(t, { plan: 'enterprise' });
});
afterAll(() => t.close());

async function admin() {
  const token = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'super_admin', name: 'ops' });
  return { authorization: `Bearer ${token}` };
}

const patch = (v: TestVendor, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${v.base}/settings`, headers: v.headers, payload });
const settingsOf = async (v: TestVendor) =>
  (await t.app.inject({ url: `${v.base}/settings`, headers: v.headers })).json();
const setRate = async (base: string, quote: string, rate: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rates',
    headers: await admin(),
    payload: { base, quote, rate },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('enabled currencies of a store', () => {
  it('always holds the base currency and refuses a currency without an admin rate with a clear 422', async () => {
    expect((await settingsOf(a)).enabledCurrencies).toEqual(['NGN']);
    const refused = await patch(a, { enabledCurrencies: ['USD'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'EXCHANGE_RATE_MISSING',
      message: expect.stringContaining('no exchange rate between NGN and USD'),
    });
    expect((await settingsOf(a)).enabledCurrencies).toEqual(['NGN']);
    expect((await patch(a, { enabledCurrencies: ['XYZ'] })).statusCode).toBe(400);
    expect((await patch(a, { enabledCurrencies: 'USD' })).statusCode).toBe(400);
  });

  it('enables a currency once a rate exists in either direction, keeping the base first', async () => {
    await setRate('USD', 'NGN', '1550.25');
    const ok = await patch(a, { enabledCurrencies: ['USD'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().enabledCurrencies).toEqual(['NGN', 'USD']);
    // One missing rate refuses the whole change; nothing is half-applied.
    const partly = await patch(a, { enabledCurrencies: ['USD', 'GBP'], name: 'Renamed' });
    expect(partly.statusCode).toBe(422);
    expect(partly.json().error.message).toContain('GBP');
    expect(await settingsOf(a)).toMatchObject({ enabledCurrencies: ['NGN', 'USD'] });
    expect((await settingsOf(a)).name).not.toBe('Renamed');
    await setRate('NGN', 'GBP', '0.000512');
    expect((await patch(a, { enabledCurrencies: ['GBP', 'USD', 'GBP'] })).json().enabledCurrencies).toEqual([
      'NGN',
      'GBP',
      'USD',
    ]);
    // Listing the base itself changes nothing; an empty list leaves only the base.
    expect((await patch(a, { enabledCurrencies: ['NGN'] })).json().enabledCurrencies).toEqual(['NGN']);
  });

  it('checks the rates against a new base currency too, and keeps the base enabled', async () => {
    await patch(b, { enabledCurrencies: ['USD'] });
    const moved = await patch(b, { currency: 'GBP' });
    expect(moved.statusCode).toBe(422);
    // NGN↔GBP has a rate (set above); GBP↔USD has none yet.
    expect(moved.json().error.message).toContain('between GBP and USD');
    expect((await settingsOf(b)).currency).toBe('NGN');
    await setRate('GBP', 'USD', '1.27');
    const ok = await patch(b, { currency: 'GBP' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ currency: 'GBP', enabledCurrencies: ['GBP', 'NGN', 'USD'] });
  });

  it('never lets vendor B change vendor A’s currencies', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${a.base}/settings`,
      headers: b.headers,
      payload: { enabledCurrencies: ['USD'] },
    });
    expect([403, 404]).toContain(res.statusCode);
  });
});
