import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { jobDefinitions } from '../../jobs';
import { JobRunner } from '../../platform/jobs';
import { hostRefusal, isPublicAddress, postGuarded } from '../../platform/outbound-http';
import { createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { webhookEndpoints } from './webhooks.schema';

let server: Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    req.resume();
    req.on('end', () => res.writeHead(200).end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('the address guard', () => {
  it('lets only public unicast addresses through', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2001:db8::1',
      // The metadata address and loopback in every IPv6 form that embeds an IPv4 address:
      // IPv4-compatible (deprecated), IPv4-mapped, IPv4-translated, 6to4, Teredo, NAT64 (both prefixes).
      '::a9fe:a9fe',
      '::169.254.169.254',
      '::7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:100.64.0.1',
      '::ffff:0:a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378:8000:63bf:5601:5601',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a9fe:a9fe',
      // Reserved, benchmarking, discard-only and deprecated site-local ranges.
      '240.0.0.1',
      '198.18.0.1',
      '100::1',
      'fec0::1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '102.89.1.1', '41.58.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback literals and names that resolve to them, and sends nothing', async () => {
    const post = (url: string, resolve?: Parameters<typeof postGuarded>[0]['resolve']) =>
      postGuarded({ url, headers: {}, body: '{}', timeoutMs: 2000, allowPrivate: false, resolve });
    const before = hits;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://localhost:${port}/`,
    ]) {
      const result = await post(url);
      expect(result.kind, url).toBe('refused');
    }
    // A name whose DNS answer is loopback (as a rebinding attacker would arrange).
    const rebinding = await post(`http://hooks.attacker.test:${port}/`, async () => [
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(rebinding).toMatchObject({ kind: 'refused' });
    if (rebinding.kind === 'refused') expect(rebinding.error).toContain('resolves to 127.0.0.1');
    // One private address among public ones refuses the name.
    const mixed = await post(`http://mixed.attacker.test:${port}/`, async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]);
    expect(mixed.kind).toBe('refused');
    expect(hits).toBe(before);
    expect(await hostRefusal('localhost')).toContain('loopback');
    expect(await hostRefusal('169.254.169.254')).toContain('not a public address');
  });

  it('normalises host names and IPv6 literals before judging them', async () => {
    const post = (url: string) =>
      postGuarded({ url, headers: {}, body: '{}', timeoutMs: 2000, allowPrivate: false });
    const before = hits;
    // `localhost` and its subdomains are loopback by definition (RFC 6761), whatever DNS says: a
    // trailing dot or capitals must not turn them into a name the resolver does not know.
    for (const host of ['LOCALHOST.', 'localhost.', 'hooks.localhost', 'Hooks.LocalHost.']) {
      expect(await hostRefusal(host), host).toContain('loopback');
    }
    for (const host of ['[::a9fe:a9fe]', '[::ffff:a9fe:a9fe]', '169.254.169.254.']) {
      expect(await hostRefusal(host), host).toContain('not a public address');
    }
    for (const url of [
      `http://LOCALHOST.:${port}/`,
      `http://hooks.localhost:${port}/`,
      'https://[::a9fe:a9fe]/latest/meta-data',
      'https://[::169.254.169.254]/',
      'https://0xa9fea9fe/',
      'https://169.254.169.254./',
    ]) {
      const result = await post(url);
      expect(result.kind, url).toBe('refused');
    }
    expect(hits).toBe(before);
  });

  it('judges resolved addresses with the same classifier, at connect time too', async () => {
    for (const address of ['::a9fe:a9fe', '::ffff:7f00:1', '2002:7f00:1::1', '64:ff9b::a00:5']) {
      const result = await postGuarded({
        url: `http://hooks.attacker.test:${port}/`,
        headers: {},
        body: '{}',
        timeoutMs: 2000,
        allowPrivate: false,
        resolve: async () => [{ address, family: 6 }],
      });
      expect(result, address).toMatchObject({ kind: 'refused' });
      expect(
        await hostRefusal('hooks.attacker.test', async () => [{ address, family: 6 }]),
        address,
      ).toContain(`resolves to ${address}`);
    }
  });

  it('connects to the address it checked (no second lookup to rebind)', async () => {
    const before = hits;
    // hooks.pinned.test does not exist in any DNS: reaching the receiver proves the socket used our answer.
    let lookups = 0;
    const result = await postGuarded({
      url: `http://hooks.pinned.test:${port}/`,
      headers: {},
      body: '{}',
      timeoutMs: 2000,
      allowPrivate: true,
      resolve: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(result).toMatchObject({ kind: 'answered', status: 200, body: 'ok' });
    expect(lookups).toBe(1);
    expect(hits).toBe(before + 1);
  });
});

describe('configuration', () => {
  const base = {
    KASUWA_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    COOKIE_SECRET: 'y'.repeat(40),
    DATABASE_URL: 'postgres://kasuwa@db.internal/kasuwa',
    PUBLIC_URL: 'https://kasuwa.example',
  };
  it('refuses private receivers in production, allows them by default in development and test', () => {
    expect(loadConfig(base).webhooks).toMatchObject({ allowPrivateAddresses: false, requireHttps: true });
    expect(() => loadConfig({ ...base, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '1' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_ADDRESSES/,
    );
    expect(loadConfig({ KASUWA_ENV: 'test', DATA_DIR: '/tmp/kasuwa-cfg-test' }).webhooks).toMatchObject({
      allowPrivateAddresses: true,
      requireHttps: false,
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        KASUWA_ENV: 'development',
        DATA_DIR: '/tmp/kasuwa-cfg-test',
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: '0',
      }).webhooks.allowPrivateAddresses,
    ).toBe(false);
  });
});

describe('in production mode', () => {
  let t: TestContext;
  let v: TestVendor;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        KASUWA_ENV: 'production',
        // Only to satisfy the production checks: the harness hands the app its own test database.
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        PUBLIC_URL: 'https://kasuwa.example',
      },
    });
    v = await createVendor(t);
  });
  afterAll(() => t?.close());

  const add = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: `${v.base}/webhooks`,
      headers: v.headers,
      payload: { url, events: ['order.paid'] },
    });

  it('refuses http:// and private or loopback receivers when they are registered', async () => {
    for (const url of [
      `http://hooks.example.com/in`,
      `https://127.0.0.1:${port}/`,
      `https://[::1]/`,
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data',
      `https://localhost:${port}/`,
      'https://[::a9fe:a9fe]/latest/meta-data',
      'https://LOCALHOST./',
      'https://hooks.localhost/',
    ]) {
      const res = await add(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses at send time a name that has come to resolve to loopback, recording why', async () => {
    // Registered while its name looked public (here: a name that does not resolve, which is accepted),
    // then pointed at loopback, as a DNS change would. The guard at send time is what holds.
    const res = await add('https://hooks.kasuwa-webhooks.invalid/in');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: `https://localhost:${port}/in` })
      .where(eq(webhookEndpoints.id, id));
    const before = hits;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${v.base}/webhooks/${id}/test`,
      headers: v.headers,
    });
    expect(sent.statusCode).toBe(202);
    await new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, jobDefinitions).drain();
    const detail = await t.app.inject({
      url: `${v.base}/webhooks/${id}/deliveries/${sent.json().id}`,
      headers: v.headers,
    });
    expect(detail.json()).toMatchObject({ status: 'retrying', attempts: 1, lastStatusCode: null });
    // `localhost` is refused by name (RFC 6761) before any lookup; other names by their DNS answer.
    expect(detail.json().lastError).toMatch(/^Refused: localhost is a loopback name/);
    expect(hits).toBe(before);
  });
});
