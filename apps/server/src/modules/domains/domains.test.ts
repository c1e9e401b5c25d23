import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor, type TestVendor } from '../../test/commerce';
import { startDnsServer } from '../../test/dns-server';
import { createTestApp, type TestContext } from '../../test/harness';
import { users } from '../admin-users/admin-users.schema';
import { entitlementsFor } from '../plans';
import { applyPlanToStores } from '../stores';
import { domainsRecheckJob } from './domains.jobs';

const TARGET = 'domains.kasuwa.test';
let t: TestContext;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let premium: TestVendor;
let other: TestVendor;
let free: TestVendor;

beforeAll(async () => {
  dns = await startDnsServer();
  dns.zone.set(TARGET, { A: ['127.0.0.1'] });
  t = await createTestApp({
    env: { DNS_SERVERS: dns.address, CUSTOM_DOMAIN_TARGET: TARGET, CUSTOM_DOMAIN_IPS: '127.0.0.1' },
  });
  premium = await createVendor(t, { plan: 'premium' });
  other = await createVendor(t, { plan: 'premium' });
  free = await createVendor(t);
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const put = (v: TestVendor, domain: unknown) =>
  t.app.inject({ method: 'PUT', url: `${v.base}/domain`, headers: v.headers, payload: { domain } });
const check = (v: TestVendor) =>
  t.app.inject({ method: 'POST', url: `${v.base}/domain/check`, headers: v.headers });
const ask = (domain: string) =>
  t.app.inject({ url: `/internal/tls-ask?domain=${encodeURIComponent(domain)}` });
const page = (host: string, url = '/') => t.app.inject({ url, headers: { host, accept: 'text/html' } });

/** Host routing follows a store change a moment after its commit (the served domains are re-read). */
async function eventually(assertion: () => Promise<void>) {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      return await assertion();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function publish(domain: string, token: string, routing: 'cname' | 'a' = 'cname') {
  dns.zone.set(`_kasuwa-challenge.${domain}`, { TXT: [token] });
  dns.zone.set(domain, routing === 'cname' ? { CNAME: TARGET } : { A: ['127.0.0.1'] });
}

describe('custom domains', () => {
  it('is a paid-plan feature, for the store owner only, and refuses what is not a domain of hers', async () => {
    const refused = await put(free, 'www.freeshop.ng');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PLAN_REQUIRED');
    expect((await t.app.inject({ url: `${premium.base}/domain` })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `${premium.base}/domain`,
      headers: other.headers,
      payload: { domain: 'www.x.ng' },
    });
    expect(foreign.statusCode).toBe(404);
    const none = await t.app.inject({ url: `${premium.base}/domain`, headers: premium.headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('DOMAIN_NOT_SET');
    for (const bad of [
      'shop',
      '127.0.0.1',
      'shop.localhost',
      'a..b.ng',
      'kasuwa.notatld',
      'sp ace.ng',
      '[::1]',
    ]) {
      const res = await put(premium, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().error.code, bad).toBe('DOMAIN_INVALID');
    }
    for (const bad of [42, '', 'x'.repeat(300), null]) expect((await put(premium, bad)).statusCode).toBe(400);
  });

  it('shows the records to create, verifies them, serves the store there and redirects the subdomain', async () => {
    const added = await put(premium, 'https://WWW.Adire-Lagos.NG/');
    expect(added.statusCode, added.body).toBe(200);
    const domain = added.json();
    expect(domain).toMatchObject({
      domain: 'www.adire-lagos.ng',
      kind: 'subdomain',
      status: 'pending',
      served: false,
    });
    const [txt, cname] = domain.records;
    expect(txt).toMatchObject({
      type: 'TXT',
      name: '_kasuwa-challenge.www.adire-lagos.ng',
      state: 'missing',
    });
    expect(txt.value).toMatch(/^kasuwa-verify=[0-9a-f]{32}$/);
    expect(cname).toMatchObject({
      type: 'CNAME',
      name: 'www.adire-lagos.ng',
      value: TARGET,
      state: 'missing',
    });
    expect((await ask('www.adire-lagos.ng')).statusCode).toBe(404);

    // A wrong TXT value is told apart from a missing one.
    dns.zone.set('_kasuwa-challenge.www.adire-lagos.ng', { TXT: ['kasuwa-verify=typo'] });
    const wrong = (await check(premium)).json();
    expect(wrong.records[0]).toMatchObject({ state: 'wrong', found: ['kasuwa-verify=typo'] });
    expect(wrong.status).toBe('pending');

    publish('www.adire-lagos.ng', txt.value);
    const verified = (await check(premium)).json();
    expect(verified).toMatchObject({ status: 'verified', served: true, url: 'https://www.adire-lagos.ng' });
    expect(verified.records.map((r: { state: string }) => r.state)).toEqual(['ok', 'ok']);
    expect((await ask('www.adire-lagos.ng')).statusCode).toBe(200);
    expect((await ask('WWW.ADIRE-LAGOS.NG.')).statusCode).toBe(200);

    await eventually(async () => {
      const home = await page('www.adire-lagos.ng');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('https://www.adire-lagos.ng/');
    });
    const sub = await page(`${premium.subdomain}.localhost:3000`, '/products?sort=new');
    expect(sub.statusCode).toBe(301);
    expect(sub.headers.location).toBe('https://www.adire-lagos.ng/products?sort=new');
    const path = await page('localhost:3000', `/s/${premium.subdomain}/cart`);
    expect(path.statusCode).toBe(301);
    expect(path.headers.location).toBe('https://www.adire-lagos.ng/cart');
    const settings = await t.app.inject({
      url: `/api/vendor/stores/${premium.storeId}/settings`,
      headers: premium.headers,
    });
    if (settings.statusCode === 200) expect(settings.json().storefrontUrl).toBe('https://www.adire-lagos.ng');

    // A domain belongs to one store.
    const taken = await put(other, 'www.adire-lagos.ng');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('DOMAIN_TAKEN');
    // Another store's vendor cannot read it, and an unknown host is not a store.
    expect((await t.app.inject({ url: `${premium.base}/domain`, headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await page('www.not-a-store.ng')).body).not.toContain(premium.subdomain);
  });

  it('keeps a verified domain through a DNS outage, and takes it off when its records go', async () => {
    dns.state.down = true;
    const outage = (await check(premium)).json();
    dns.state.down = false;
    expect(outage).toMatchObject({ status: 'verified', served: true });
    expect(outage.lastCheckError).toMatch(/could not be reached/);

    dns.zone.delete('_kasuwa-challenge.www.adire-lagos.ng');
    const gone = (await check(premium)).json();
    expect(gone).toMatchObject({ status: 'failing', served: false, lastCheckError: null });
    expect((await ask('www.adire-lagos.ng')).statusCode).toBe(404);
    await eventually(async () => {
      expect((await page(`${premium.subdomain}.localhost:3000`)).statusCode).toBe(200);
      expect((await page('www.adire-lagos.ng')).body).not.toContain('https://www.adire-lagos.ng/');
    });
  });

  it('re-checks every domain daily: a domain put right comes back', async () => {
    const token = (await t.app.inject({ url: `${premium.base}/domain`, headers: premium.headers })).json()
      .records[0].value;
    publish('www.adire-lagos.ng', token);
    const log = { warn: () => {}, info: () => {}, error: () => {} };
    const result = await domainsRecheckJob.handle({}, { db: t.database.db, config: t.config, log } as never, {
      id: 1,
      attempts: 1,
      maxAttempts: 1,
    });
    expect(result).toEqual({ checked: 1 });
    expect((await ask('www.adire-lagos.ng')).statusCode).toBe(200);
  });

  it('stops serving the domain on a downgrade and serves it again on an upgrade', async () => {
    const downgrade = async (plan: string) => {
      await t.database.db.update(users).set({ plan }).where(eq(users.id, premium.userId));
      await applyPlanToStores({ db: t.database.db }, premium.userId, entitlementsFor({ plan }));
    };
    await downgrade('free');
    expect((await ask('www.adire-lagos.ng')).statusCode).toBe(404);
    await eventually(async () => {
      expect((await page(`${premium.subdomain}.localhost:3000`)).statusCode).toBe(200);
    });
    const view = (await t.app.inject({ url: `${premium.base}/domain`, headers: premium.headers })).json();
    expect(view).toMatchObject({ status: 'verified', served: false });
    await downgrade('premium');
    expect((await ask('www.adire-lagos.ng')).statusCode).toBe(200);
    await eventually(async () => {
      expect((await page(`${premium.subdomain}.localhost:3000`)).statusCode).toBe(301);
    });
  });

  it('verifies an apex domain by its A record, and disconnects a domain', async () => {
    const added = (await put(other, 'adire-ibadan.com.ng')).json();
    expect(added.kind).toBe('apex');
    expect(added.records.map((r: { type: string }) => r.type)).toEqual(['TXT', 'A']);
    publish('adire-ibadan.com.ng', added.records[0].value, 'a');
    expect((await check(other)).json()).toMatchObject({ status: 'verified', served: true });
    // An A record pointing elsewhere is wrong, not missing.
    dns.zone.set('adire-ibadan.com.ng', { A: ['192.0.2.7'] });
    const moved = (await check(other)).json();
    expect(moved.records[1]).toMatchObject({ state: 'wrong', found: ['192.0.2.7'] });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${other.base}/domain`,
      headers: other.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${other.base}/domain`, headers: other.headers })).json()
        .error.code,
    ).toBe('DOMAIN_NOT_SET');
    expect((await ask('adire-ibadan.com.ng')).statusCode).toBe(404);
    expect((await ask('')).statusCode).toBe(404);
  });
});
