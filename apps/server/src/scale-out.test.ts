import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxServer } from './sandbox/sandbox.module';
import {
  type Answer,
  createDatabase,
  type Haproxy,
  haproxyPath,
  ServerProcess,
  send,
  serverCommand,
  startHaproxy,
} from './test/cluster';
import { freePorts } from './test/ports';

// Issue 20, "scale-out tested, not assumed": two API processes behind HAProxy and one worker process,
// all on one PostgreSQL database and one Redis, as production runs them (the compiled bundle). Shoppers
// check out and pay through the proxy while the worker is killed and restarted and one API process is
// killed; then no order that was confirmed, no job and no session is lost, a product changed through
// one process is no longer served from the other's page cache nor its Storefront API answer cache, and
// rate limits hold across processes.

const HAPROXY = haproxyPath();
const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.REDIS_URL;
const missing = [
  !DATABASE && 'TEST_DATABASE_URL',
  !REDIS && 'REDIS_URL',
  !HAPROXY && 'haproxy (apt-get install haproxy, or HAPROXY_PATH)',
].filter(Boolean);

const PAYSTACK_SECRET = 'sk_test_kasuwa_sandbox_secret';
const DEMO_VENDOR = { email: 'vendor@kasuwa.local', password: 'kasuwa-demo' };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Shop {
  orderToken: string;
  paid: boolean;
  back?: number | string;
}

describe.skipIf(missing.length > 0)(
  `scale-out: 2 API processes behind HAProxy and a worker${missing.length ? ` (skipped: needs ${missing.join(', ')})` : ''}`,
  () => {
    let database: Awaited<ReturnType<typeof createDatabase>>;
    let api1: ServerProcess;
    let api2: ServerProcess;
    let worker: ServerProcess;
    let proxy: Haproxy;
    let sandbox: Awaited<ReturnType<typeof buildSandboxServer>>;
    let sql: pg.Client;
    const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-scale-'));
    let storeHost = '';
    const shops: Shop[] = [];
    const answered: string[] = [];

    beforeAll(async () => {
      database = await createDatabase(DATABASE!);
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      const [p1, p2, proxyPort] = await freePorts(3);
      const proxyUrl = `http://127.0.0.1:${proxyPort}`;
      // The payment provider lives outside the cluster, as Paystack does: its in-memory charges must not
      // depend on which API process a shopper reached, and its webhooks come in through the proxy.
      sandbox = await buildSandboxServer('test', {
        paystack: { secretKey: PAYSTACK_SECRET },
        flutterwave: { secretKey: 'FLWSECK_TEST-kasuwa-sandbox-X', webhookHash: 'kasuwa-sandbox-verif-hash' },
        paga: { publicKey: 'pk_paga_kasuwa_sandbox_public', secretKey: 'sk_paga_kasuwa_sandbox_secret' },
        webhooks: { paystack: `${proxyUrl}/api/payments/webhooks/paystack` },
      });
      const sandboxUrl = await sandbox.listen();

      const command = serverCommand();
      const env = {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '5',
        REDIS_URL: REDIS!,
        BULLMQ_PREFIX: `scale${process.pid}`,
        // Shared by every process, as uploads and the demo admin file are in production (or S3).
        DATA_DIR: dataDir,
        KASUWA_ENV: 'test',
        KASUWA_TEST_DATA: '1',
        HOST: '127.0.0.1',
        PUBLIC_URL: proxyUrl,
        BASE_DOMAIN: 'localhost',
        JWT_SECRET: 'scale-out-jwt-secret-that-is-long-enough-0',
        COOKIE_SECRET: 'scale-out-cookie-secret-that-is-long-enough',
        // HAProxy speaks for the client in X-Forwarded-For; each shopper below has an address of its own.
        TRUST_PROXY: 'loopback',
        PAYSTACK_BASE_URL: `${sandboxUrl}/paystack`,
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dataDir, 'no-web-build'),
      };
      api1 = new ServerProcess('api1', command, { ...env, KASUWA_ROLES: 'api', PORT: String(p1) });
      api2 = new ServerProcess('api2', command, { ...env, KASUWA_ROLES: 'api', PORT: String(p2) });
      worker = new ServerProcess('worker', command, { ...env, KASUWA_ROLES: 'worker', PORT: '0' });
      // All three at once on an empty database: one migrates and seeds, the others wait their turn.
      for (const p of [api1, api2, worker]) p.start();
      await Promise.all([api1.healthy(), api2.healthy(), worker.started()]);
      proxy = await startHaproxy(HAPROXY!, dataDir, [p1, p2], proxyPort);
      storeHost = `mamaput.localhost:${proxy.port}`;
    }, 240_000);

    afterAll(async () => {
      await Promise.all([api1, api2, worker].map((p) => p?.kill()));
      await proxy?.stop();
      await sandbox?.app.close();
      await sql?.end();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const viaProxy = (path: string, options: Parameters<typeof send>[1] = {}) =>
      send(`${proxy.url}${path}`, { host: storeHost, ...options });

    it('seeded the demo data once though three processes started together', async () => {
      const { rows } = await sql.query(
        "select count(*)::int as n from stores where subdomain in ('mamaput', 'adirelagos', 'gidigadgets')",
      );
      expect(rows[0].n).toBe(3);
      const products = await sql.query(
        "select count(*)::int as n from products p join stores s on s.id = p.store_id where s.subdomain = 'mamaput'",
      );
      expect(products.rows[0].n).toBe(6);
    });

    it('keeps every confirmed order, payment, job and session while the worker and an API process die', async () => {
      // The variants on sale, from the store's pages (through the proxy).
      const home = await viaProxy('/');
      expect(home.status, home.body.slice(0, 300)).toBe(200);
      const productPaths = [
        ...new Set([...home.body.matchAll(/href="(\/products\/[^"]+)"/g)].map((m) => m[1]!)),
      ];
      const variants: string[] = [];
      for (const path of productPaths) {
        const page = await viaProxy(path);
        const id = /name="variantId" value="([^"]+)"/.exec(page.body)?.[1];
        if (id) variants.push(id);
      }
      expect(variants.length).toBeGreaterThan(2);

      // A vendor session begun before the trouble.
      const login = await send(`${proxy.url}/api/auth/login`, { json: DEMO_VENDOR });
      expect(login.status, login.body).toBe(200);
      let refreshCookie = login.cookies;

      let n = 0;
      /** One shopper: cart, checkout, pay on the provider, back to the store. Never throws. */
      const shop = async (): Promise<void> => {
        const i = n++;
        const headers = { 'x-forwarded-for': `10.20.${Math.floor(i / 200)}.${(i % 200) + 1}` };
        try {
          const added = await viaProxy('/cart', {
            headers,
            form: { variantId: variants[i % variants.length]!, quantity: '1' },
          });
          if (added.status !== 303) return;
          const placed = await viaProxy('/checkout', {
            headers: { ...headers, cookie: added.cookies },
            form: {
              phone: '08031234567',
              email: `buyer${i}@example.com`,
              name: `Buyer ${i}`,
              line1: '5 Awolowo Road',
              city: 'Ikoyi',
              state: 'Lagos',
              country: 'Nigeria',
            },
          });
          if (placed.status !== 303 || !placed.location.includes('/track/')) return;
          const orderToken = /\/track\/([^/?]+)/.exec(placed.location)![1]!;
          answered.push(orderToken);
          const entry: Shop = { orderToken, paid: false };
          shops.push(entry);
          const started = await viaProxy(`/orders/${orderToken}/pay`, {
            headers,
            form: { method: 'paystack', email: `buyer${i}@example.com` },
          });
          if (started.status !== 303) return;
          const paid = await send(`${started.location}/pay`, { method: 'POST' });
          if (paid.status !== 303) return;
          entry.paid = true;
          // Back to the store, as the browser would be sent (the webhook also confirms it).
          const back = new URL(paid.location);
          // A return lost with a dying process shows the shopper a proxy error page, and they reload.
          for (let attempt = 0; attempt < 5; attempt++) {
            entry.back = await viaProxy(`${back.pathname}${back.search}`, { headers })
              .then((r) => r.status)
              .catch((e) => String(e));
            if (entry.back === 303 || entry.back === 200) break;
            await new Promise((r) => setTimeout(r, 500));
          }
        } catch {
          // A request that died with its process: the shopper got no success answer for this step.
        }
      };
      const wave = (count: number) => Promise.all(Array.from({ length: count }, () => shop()));
      const refresh = async (): Promise<Answer> => {
        const res = await send(`${proxy.url}/api/auth/refresh`, {
          method: 'POST',
          headers: { cookie: refreshCookie },
        });
        if (res.status === 200) refreshCookie = res.cookies;
        return res;
      };

      await wave(4);
      expect((await refresh()).status).toBe(200);

      // The worker dies mid-run and stays away while orders keep coming.
      await worker.kill('SIGKILL');
      await wave(4);
      expect((await refresh()).status).toBe(200);

      // One API process dies with requests in flight: HAProxy's checks take it out, retries send new
      // connections to the other.
      const during = wave(6);
      await new Promise((r) => setTimeout(r, 150));
      await api1.kill('SIGKILL');
      await during;
      await wave(4);
      expect((await refresh()).status).toBe(200);

      // The worker returns; then the API process.
      worker.start();
      await worker.started();
      api1.start();
      await api1.healthy();
      await new Promise((r) => setTimeout(r, 1000));
      await wave(2);

      // Every checkout that was answered with success is an order in the database.
      expect(answered.length).toBeGreaterThanOrEqual(10);
      const statuses = async () => {
        const { rows } = await sql.query('select tracking_token_hash, status from orders');
        return new Map(rows.map((r) => [r.tracking_token_hash as string, r.status as string]));
      };
      const known = await statuses();
      expect(answered.filter((t) => !known.has(hash(t)))).toEqual([]);

      // Every payment the provider took is confirmed on its order (webhook or return, through the proxy).
      const paid = shops.filter((s) => s.paid);
      expect(paid.length).toBeGreaterThanOrEqual(8);
      await expect
        .poll(
          async () => {
            const status = await statuses();
            return paid.filter((s) => status.get(hash(s.orderToken)) !== 'paid');
          },
          { timeout: 30_000, interval: 300 },
        )
        .toEqual([]);

      // Every job due (the order and payment e-mails and messages) ran once the worker was back.
      await expect
        .poll(
          async () => {
            const { rows } = await sql.query(
              "select id, type, status, last_error from jobs where run_at <= now() and status <> 'completed'",
            );
            return rows;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toEqual([]);
      const done = await sql.query("select count(*)::int as n from jobs where status = 'completed'");
      expect(done.rows[0].n).toBeGreaterThanOrEqual(paid.length);
      console.log(
        `scale-out: ${n} shoppers, ${answered.length} orders answered, ${paid.length} paid, ${done.rows[0].n} jobs completed`,
      );

      // The vendor session keeps working on whichever process answers (refresh tokens live in the
      // database); each answer below may come from either process.
      for (let k = 0; k < 4; k++) {
        const res = await refresh();
        expect(res.status, res.body).toBe(200);
        const me = await send(`${proxy.url}/api/auth/me`, {
          headers: { authorization: `Bearer ${JSON.parse(res.body).token}` },
        });
        expect(me.status, me.body).toBe(200);
      }
    }, 240_000);

    it('a product changed through one API process stops being served by the other within a second', async () => {
      const login = await send(`http://127.0.0.1:${api1.port}/api/auth/login`, {
        json: DEMO_VENDOR,
        headers: { 'x-forwarded-for': '10.30.0.1' },
      });
      expect(login.status, login.body).toBe(200);
      const auth = { authorization: `Bearer ${JSON.parse(login.body).token}` };
      const stores = JSON.parse(
        (await send(`http://127.0.0.1:${api1.port}/api/vendor/stores`, { headers: auth })).body,
      );
      const store = (Array.isArray(stores) ? stores : (stores.stores ?? stores.items)).find(
        (s: { subdomain: string }) => s.subdomain === 'mamaput',
      );
      const { rows } = await sql.query(
        "select id, slug from products where store_id = $1 and status = 'active' order by id limit 1",
        [store.id],
      );
      const product = rows[0]!;
      const onApi2 = () =>
        send(`http://127.0.0.1:${api2.port}/products/${product.slug}`, {
          host: `mamaput.localhost:${proxy.port}`,
        });
      // The Storefront API's answer, kept by process 2 under the store's cache version (issue 35).
      const apiOnApi2 = async () => {
        const res = await send(`http://127.0.0.1:${api2.port}/api/storefront/graphql`, {
          json: {
            query: 'query($s: String!, $slug: String!) { product(store: $s, slug: $slug) { title } }',
            variables: { s: 'mamaput', slug: product.slug },
          },
          headers: { 'x-forwarded-for': '10.30.0.2' },
        });
        expect(res.status, res.body).toBe(200);
        return JSON.parse(res.body).data.product.title as string;
      };
      // Served twice by process 2, so its page cache holds the page and its answer cache the answer.
      expect((await onApi2()).status).toBe(200);
      expect((await onApi2()).status).toBe(200);
      const before = await apiOnApi2();
      expect(await apiOnApi2()).toBe(before);

      const title = `Changed through api1 ${Date.now()}`;
      const changed = await send(
        `http://127.0.0.1:${api1.port}/api/vendor/stores/${store.id}/products/${product.id}`,
        {
          method: 'PATCH',
          headers: auth,
          json: { title },
        },
      );
      expect(changed.status, changed.body).toBe(200);
      const at = Date.now();
      await expect
        .poll(async () => (await onApi2()).body.includes(title), { timeout: 1000, interval: 50 })
        .toBe(true);
      await expect.poll(apiOnApi2, { timeout: 1000, interval: 50 }).toBe(title);
      expect(Date.now() - at).toBeLessThan(1000);
    });

    it('rate limits are shared: a limit reached on one process holds on the other', async () => {
      // Vendor sign-in allows 10 requests in 5 minutes per address (@fastify/rate-limit, counted in Redis).
      // One address, alternating processes, a different unknown e-mail each time so the per-account
      // lockout (5 failures, kept in the database) is not what answers.
      let k = 0;
      const attempt = (port: number, address = '10.40.0.1') =>
        send(`http://127.0.0.1:${port}/api/auth/login`, {
          json: { email: `nobody-${k++}@example.com`, password: 'wrong-password-1' },
          headers: { 'x-forwarded-for': address },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? api2.port! : api1.port!)).status);
      expect(statuses).toEqual(Array(10).fill(401));
      // Each process alone has seen 5: only a shared counter refuses the 11th, on either process.
      const refused = await attempt(api1.port!);
      expect(refused.status).toBe(429);
      expect(refused.body).toContain('Too many login attempts');
      expect((await attempt(api2.port!)).status).toBe(429);
      // Another address is not held up.
      expect((await attempt(api2.port!, '10.40.0.2')).status).toBe(401);
    });
  },
);

describe.skipIf(!HAPROXY)('the cluster helpers (HAProxy)', () => {
  it('ports chosen together are distinct, and HAProxy is not taken as started when another server holds its port', async () => {
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);

    // What broke a CI run: the proxy's port was also an API process's, HAProxy could not bind it, and
    // the API process's own /health answer was read as the proxy being ready.
    const [taken, backend] = ports;
    const impostor = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => impostor.listen(taken, '127.0.0.1', r));
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-haproxy-'));
    try {
      await expect(startHaproxy(HAPROXY!, dir, [backend], taken)).rejects.toThrow(/haproxy exited/);
    } finally {
      impostor.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
