import { COMING_SOON_LIMITS, staffSeatsWords } from '@kasuwa/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { users } from '../admin-users/admin-users.schema';
import { applyPlanToStores } from '../stores/stores.plan.service';
import { stores } from '../stores/stores.schema';
import { entitlementsFor } from './entitlements.service';
import { PLAN_CATALOGUE } from './plans.service';

// Every route an entitlement concerns, for each plan: the refusal names the plan that unlocks it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.tokens.signAccess({ sub: 1, aud: 'admin', role: 'super_admin', name: 'ops' });
  const rate = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rates',
    headers: { authorization: `Bearer ${admin}` },
    payload: { base: 'USD', quote: 'NGN', rate: '1550.25' },
  });
  expect(rate.statusCode, rate.body).toBe(200);
});
afterAll(() => t.close());

const patch = (v: TestVendor, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${v.base}/settings`, headers: v.headers, payload });

const openStore = (v: TestVendor, subdomain: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vendor/stores',
    headers: v.headers,
    payload: { name: subdomain, subdomain, templateCategory: 'Fashion', themeId: 1 },
  });

async function uploadBanner(v: TestVendor) {
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#345' } })
    .png()
    .toBuffer();
  const boundary = '----kasuwaBanner';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${v.base}/settings/banner`,
    headers: { ...v.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('entitlementsFor', () => {
  it('reads every limit from the catalogue and gives Free to a lapsed or unknown plan', () => {
    for (const plan of PLAN_CATALOGUE) {
      expect(entitlementsFor({ plan: plan.code })).toMatchObject({ plan: plan.code, ...plan.limits });
    }
    expect(entitlementsFor({ plan: 'premium', status: 'grace' }).customisation).toBe(true);
    expect(entitlementsFor({ plan: 'premium', status: 'cancelled' }).plan).toBe('free');
    expect(entitlementsFor({ plan: 'platinum' }).plan).toBe('free');
    expect(PLAN_CATALOGUE.every((p) => p.maxStores === p.limits.maxStores)).toBe(true);
  });
});

describe('staff seats and custom domains: sold on paid plans, built', () => {
  it('sells staff seats as working: Free none, Premium 3, Enterprise 10; nothing is coming soon', async () => {
    expect(COMING_SOON_LIMITS).toEqual([]);
    expect(PLAN_CATALOGUE.map((p) => [p.code, p.limits.staffSeats])).toEqual([
      ['free', 0],
      ['premium', 3],
      ['enterprise', 10],
    ]);
    for (const plan of PLAN_CATALOGUE) {
      expect(plan.limits.customDomain).toBe(plan.monthlyPrice > 0);
      for (const line of plan.features.filter((f) => /staff/i.test(f))) {
        expect(line, plan.code).not.toMatch(/coming soon/);
      }
      if (plan.monthlyPrice > 0) expect(plan.features).toContain(staffSeatsWords(plan.limits.staffSeats));
    }
    expect(staffSeatsWords(3)).toBe('3 staff seats');
    // The public plan list, which the pricing page and /subscription render, says the same.
    const res = await t.app.inject({ url: '/api/plans' });
    expect(res.statusCode, res.body).toBe(200);
    const premium = res.json().plans.find((p: { code: string }) => p.code === 'premium');
    expect(premium.features).toEqual(expect.arrayContaining(['Custom domain', '3 staff seats']));
  });
});

describe('store limit per plan', () => {
  it('Free: one store, then 403 naming Premium', async () => {
    const v = await createVendor(t, { plan: 'free' });
    const res = await openStore(v, `free-${v.userId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'STORE_LIMIT_REACHED',
      message: expect.stringContaining('Upgrade to Premium'),
      details: { plan: 'free', limit: 1, requiredPlan: 'premium' },
    });
  });

  it('Premium: five stores, the sixth names Enterprise', async () => {
    const v = await createVendor(t, { plan: 'premium' });
    for (let i = 2; i <= 5; i++) expect((await openStore(v, `prem-${v.userId}-${i}`)).statusCode).toBe(201);
    const sixth = await openStore(v, `prem-${v.userId}-6`);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.details).toMatchObject({ limit: 5, requiredPlan: 'enterprise' });
  });

  it('Enterprise: no limit', async () => {
    const v = await createVendor(t, { plan: 'enterprise' });
    for (let i = 2; i <= 7; i++) expect((await openStore(v, `ent-${v.userId}-${i}`)).statusCode).toBe(201);
  });
});

describe('customisation (colours, banner)', () => {
  it('Free: new colours and a banner are refused with PLAN_REQUIRED naming Premium; the logo and other fields are not', async () => {
    const v = await createVendor(t, { plan: 'free' });
    const res = await patch(v, { primaryColor: '#112233' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Custom colours and banner is not included in your Free plan. Upgrade to Premium to use it.',
      details: { feature: 'customisation', plan: 'free', requiredPlan: 'premium' },
    });
    const banner = await uploadBanner(v);
    expect(banner.statusCode).toBe(403);
    expect(banner.json().error.details.requiredPlan).toBe('premium');
    // A form that sends the colours back unchanged still saves its other fields.
    const current = (await t.app.inject({ url: `${v.base}/settings`, headers: v.headers })).json();
    const same = await patch(v, { name: 'Renamed', primaryColor: current.primaryColor });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().name).toBe('Renamed');
  });

  it.each(['premium', 'enterprise'])('%s: colours and banner are allowed', async (plan) => {
    const v = await createVendor(t, { plan });
    const res = await patch(v, { primaryColor: '#112233', accentColor: '#445566' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ primaryColor: '#112233', accentColor: '#445566' });
    const banner = await uploadBanner(v);
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.json().bannerUrl).toBeTruthy();
  });
});

describe('multi-currency', () => {
  it.each(['free', 'premium'])('%s: USD is refused naming Enterprise, NGN changes are not', async (plan) => {
    const v = await createVendor(t, { plan });
    for (const payload of [{ enabledCurrencies: ['USD'] }, { currency: 'USD' }]) {
      const res = await patch(v, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'PLAN_REQUIRED',
        details: { feature: 'multiCurrency', requiredPlan: 'enterprise' },
      });
    }
    expect((await patch(v, { enabledCurrencies: [] })).statusCode).toBe(200);
  });

  it('Enterprise: USD is allowed', async () => {
    const v = await createVendor(t, { plan: 'enterprise' });
    const res = await patch(v, { enabledCurrencies: ['USD'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enabledCurrencies).toEqual(['NGN', 'USD']);
  });

  it('a downgrade stops offering other currencies to customers, and an upgrade brings them back', async () => {
    const v = await createVendor(t, { plan: 'enterprise' });
    expect((await patch(v, { enabledCurrencies: ['USD'] })).statusCode).toBe(200);
    const host = `${v.subdomain}.localhost:3000`;
    const choose = () => t.app.inject({ url: '/currency?currency=USD&return=%2F', headers: { host } });
    expect((await choose()).headers['set-cookie']).toBeDefined();

    const movePlan = async (plan: string) => {
      await t.database.db.update(users).set({ plan }).where(eq(users.id, v.userId));
      await applyPlanToStores({ db: t.database.db }, v.userId, entitlementsFor({ plan }));
    };
    await movePlan('premium');
    expect((await choose()).headers['set-cookie']).toBeUndefined();
    // Nothing is deleted: the vendor's choice is kept for an upgrade.
    const settings = await t.app.inject({ url: `${v.base}/settings`, headers: v.headers });
    expect(settings.json().enabledCurrencies).toEqual(['NGN', 'USD']);
    await movePlan('enterprise');
    expect((await choose()).headers['set-cookie']).toBeDefined();
  });

  it('a store that already sells in USD may drop it on any plan', async () => {
    const v = await createVendor(t, { plan: 'free', currency: 'USD' });
    expect((await patch(v, { name: 'Still USD' })).statusCode).toBe(200);
    expect((await patch(v, { currency: 'NGN' })).statusCode).toBe(200);
  });
});

describe('a store beyond the plan limit', () => {
  it('takes no new products but keeps its storefront up, with the theme colours when customisation is off', async () => {
    const v = await createVendor(t, { plan: 'premium' });
    await patch(v, { primaryColor: '#abcdef' });
    const product = await createProduct(t, v);
    await t.database.db
      .update(stores)
      .set({ planReadOnly: true, planCustomisationOff: true })
      .where(eq(stores.id, v.storeId));
    const res = await t.app.inject({
      method: 'POST',
      url: `${v.base}/products`,
      headers: v.headers,
      payload: { title: 'Another', status: 'active', price: 1000, variants: [] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STORE_READ_ONLY');
    const host = `${v.subdomain}.localhost:3000`;
    const page = await t.app.inject({ url: '/', headers: { host, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('#abcdef');
    expect(page.body).toContain('#1f7a4d');

    // A shopper may still fill a cart, but the order is refused on the store's own page, never a 500.
    const form = 'application/x-www-form-urlencoded';
    const added = await t.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { host, 'content-type': form },
      payload: new URLSearchParams({ variantId: product.variants[0]!.id, quantity: '1' }).toString(),
    });
    const set = added.headers['set-cookie'];
    const cookie = String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/checkout',
      headers: { host, 'content-type': form, cookie },
      payload: new URLSearchParams({
        email: 'buyer@example.com',
        phone: '08031234567',
        name: 'Chioma Buyer',
        line1: '12 Allen Avenue',
        city: 'Ikeja',
        state: 'Lagos',
        country: 'Nigeria',
      }).toString(),
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.headers['content-type']).toContain('text/html');
    expect(placed.body).toContain('This store is not taking new orders at the moment.');
  });
});
