import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './platform/db';
import { buildSandboxServer } from './sandbox/sandbox.module';
import { createDatabase, ServerProcess, send, serverCommand } from './test/cluster';
import { freePorts } from './test/ports';

// Issue 29, "crash with work in flight": one server process (the compiled bundle, API and jobs) is
// SIGKILLed while shoppers check out and pay and the provider's webhooks are on their way; it restarts on
// the same database (PostgreSQL, or PGlite's data directory: the embedded database belongs to one process,
// so the same kind of process opens it again). The provider keeps retrying its webhooks and the shoppers
// come back from the payment page, so both try to apply each payment. Afterwards: every checkout that
// was answered with success is an order, no payment is applied twice, stock is conserved and the ledger
// balances. The database is read between runs of the server, when it is not running (PGlite allows one
// process at a time).

const PAYSTACK_SECRET = 'sk_test_kasuwa_sandbox_secret';
const SHOPPERS_AT_ONCE = 6;
const ACKNOWLEDGED_BEFORE_KILL = 20;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Shopper {
  orderToken: string;
  /** The provider took the money (its pay page answered). */
  paid: boolean;
  returnPath?: string;
}

/** The database of this run, as every server suite: TEST_DATABASE_URL's PostgreSQL, else PGlite on disk. */
const databases = [
  process.env.TEST_DATABASE_URL
    ? { name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL as string | undefined }
    : { name: 'PGlite (data directory)', url: undefined },
];

describe.each(databases)('a server killed with checkouts and webhooks in flight, on $name', ({ url }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-crash-'));
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let server: ServerProcess | undefined;
  let sandbox: Awaited<ReturnType<typeof buildSandboxServer>> | undefined;

  afterAll(async () => {
    await server?.kill();
    await sandbox?.app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs `read` on the database while no server runs on it. */
  async function inDatabase<T>(
    read: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
  ) {
    const db = await openDatabase(database ? { url: database.url, poolSize: 1 } : { dataDir });
    try {
      return await read(async (text) => {
        const result = (await db.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
        return result.rows;
      });
    } finally {
      await db.close();
    }
  }

  it('keeps every acknowledged order, applies each payment once, conserves stock and balances the ledger', async () => {
    if (url) database = await createDatabase(url, 'kasuwa_crash');
    const [port] = await freePorts(1);
    const base = `http://127.0.0.1:${port}`;
    // The provider outside the server, as Paystack is: it keeps its charges through the crash and retries
    // each webhook for about half a minute, as a provider's hours of retries would cover a restart.
    sandbox = await buildSandboxServer('test', {
      paystack: { secretKey: PAYSTACK_SECRET },
      flutterwave: { secretKey: 'FLWSECK_TEST-kasuwa-sandbox-X', webhookHash: 'kasuwa-sandbox-verif-hash' },
      paga: { publicKey: 'pk_paga_kasuwa_sandbox_public', secretKey: 'sk_paga_kasuwa_sandbox_secret' },
      webhooks: { paystack: `${base}/api/payments/webhooks/paystack` },
      webhookAttempts: 40,
    });
    const sandboxUrl = await sandbox.listen();
    server = new ServerProcess('server', serverCommand(), {
      ...(database ? { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '5' } : {}),
      DATA_DIR: dataDir,
      KASUWA_ENV: 'test',
      KASUWA_TEST_DATA: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      BASE_DOMAIN: 'localhost',
      JWT_SECRET: 'crash-test-jwt-secret-that-is-long-enough-00',
      COOKIE_SECRET: 'crash-test-cookie-secret-that-is-long-enough',
      PAYSTACK_BASE_URL: `${sandboxUrl}/paystack`,
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web-build'),
    });

    // First start migrates and seeds; then the stock before any sale is read with the server stopped.
    server.start();
    await server.healthy();
    await server.kill('SIGTERM');
    const variants = await inDatabase((query) =>
      query(`select v.id, v.stock from product_variants v join stores s on s.id = v.store_id
             join products p on p.id = v.product_id
             where s.subdomain = 'mamaput' and p.status = 'active' and v.stock >= 30 order by v.id`),
    );
    expect(variants.length, 'demo variants with stock').toBeGreaterThan(1);
    const initial = new Map(variants.map((v) => [String(v.id), Number(v.stock)]));
    const since = await inDatabase(async (query) => String((await query('select now()::text as at'))[0]!.at));

    server.start();
    await server.healthy();
    const shoppers: Shopper[] = [];
    let acknowledged = 0;
    let paidOnProvider = 0;
    let stop = false;
    let killed: Promise<void> | undefined;
    let n = 0;
    const store = (path: string, options: Parameters<typeof send>[1] = {}) =>
      send(`${base}/s/mamaput${path}`, { timeoutMs: 20_000, ...options });
    /** One shopper after another on one lane: cart, checkout, pay on the provider. Never throws. */
    const lane = async () => {
      while (!stop) {
        const i = n++;
        const headers = { 'x-forwarded-for': `10.29.${Math.floor(i / 200)}.${(i % 200) + 1}` };
        try {
          const ids = [...initial.keys()];
          const added = await store('/cart', {
            headers,
            form: { variantId: ids[i % ids.length]!, quantity: '1' },
          });
          if (added.status !== 303) continue;
          const placed = await store('/checkout', {
            headers: { ...headers, cookie: added.cookies },
            form: {
              phone: '08031234567',
              email: `crash${i}@example.com`,
              name: `Buyer ${i}`,
              line1: '5 Awolowo Road',
              city: 'Ikoyi',
              state: 'Lagos',
              country: 'Nigeria',
            },
          });
          // The checkout's success answer: a redirect to the order's tracking page.
          const token = /\/track\/([^/?]+)/.exec(placed.location)?.[1];
          if (placed.status !== 303 || !token) continue;
          const shopper: Shopper = { orderToken: token, paid: false };
          shoppers.push(shopper);
          acknowledged += 1;
          const started = await store(`/orders/${token}/pay`, {
            headers,
            form: { method: 'paystack', email: `crash${i}@example.com` },
          });
          if (started.status !== 303) continue;
          const paid = await send(`${started.location}/pay`, { method: 'POST' });
          if (paid.status !== 303) continue;
          // The provider took the money and is sending its webhook now.
          shopper.paid = true;
          paidOnProvider += 1;
          const back = new URL(paid.location);
          shopper.returnPath = `${back.pathname}${back.search}`;
          // Killed the moment a payment is answered, with its webhook leaving the provider.
          if (acknowledged >= ACKNOWLEDGED_BEFORE_KILL && !killed) killed = server!.kill('SIGKILL');
        } catch {
          // A request that died with the process: the shopper got no success answer for this step.
        }
      }
    };
    const lanes = Promise.all(Array.from({ length: SHOPPERS_AT_ONCE }, () => lane()));
    const until = Date.now() + 180_000;
    while (!killed) {
      if (Date.now() > until) throw new Error(`only ${acknowledged} checkouts answered:\n${server.output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const atKill = { acknowledged, paidOnProvider };
    await killed;
    stop = true;
    await lanes;

    // Back on the same database; the provider's retries and the shoppers' returns both confirm payments.
    server.start();
    await server.healthy();
    const returns = await Promise.all(
      shoppers
        .filter((s) => s.returnPath)
        .map((s) => send(`${base}${s.returnPath}`).then((r) => r.status, String)),
    );
    expect(returns.filter((status) => status !== 303 && status !== 200)).toEqual([]);
    await sandbox.state.idle();
    // The webhooks' jobs (e-mails, messages) have no bearing on the checks; let the last ones commit.
    await new Promise((r) => setTimeout(r, 1000));
    await server.kill('SIGTERM');

    const found = await inDatabase(async (query) => ({
      orders: await query(`select tracking_token_hash, status from orders where created_at >= '${since}'`),
      payments: await query(
        `select p.order_id, count(*)::int as paid from payment_attempts p join orders o on o.id = p.order_id
         where p.status = 'paid' group by p.order_id`,
      ),
      captures: await query(
        `select order_id, count(*)::int as n from ledger_transactions where kind = 'capture' group by order_id`,
      ),
      held: await query(
        `select i.variant_id, sum(i.quantity)::int as n from order_items i join orders o on o.id = i.order_id
         where o.created_at >= '${since}' and o.status <> 'cancelled' group by i.variant_id`,
      ),
      stock: await query(`select id, stock from product_variants`),
      unbalanced: await query(
        `select transaction_id, currency, sum(amount)::bigint as off from ledger_entries
         group by transaction_id, currency having sum(amount) <> 0`,
      ),
    }));

    // Every checkout answered with success is an order.
    const status = new Map(found.orders.map((o) => [String(o.tracking_token_hash), String(o.status)]));
    expect(shoppers.filter((s) => !status.has(hash(s.orderToken))).map((s) => s.orderToken)).toEqual([]);
    // Every payment the provider took is applied to its order, once: one paid attempt, one capture.
    const paid = shoppers.filter((s) => s.paid);
    expect(paid.filter((s) => status.get(hash(s.orderToken)) !== 'paid').map((s) => s.orderToken)).toEqual(
      [],
    );
    expect(found.payments.filter((p) => Number(p.paid) !== 1)).toEqual([]);
    expect(found.captures.filter((c) => Number(c.n) !== 1)).toEqual([]);
    expect(found.captures.length).toBe(found.payments.length);
    expect(found.payments.length).toBeGreaterThanOrEqual(paid.length);
    // Stock: what the orders hold plus what is left is what there was.
    const held = new Map(found.held.map((h) => [String(h.variant_id), Number(h.n)]));
    const left = new Map(found.stock.map((v) => [String(v.id), Number(v.stock)]));
    const drift = [...initial].filter(([id, before]) => (left.get(id) ?? 0) + (held.get(id) ?? 0) !== before);
    expect(drift).toEqual([]);
    expect(found.unbalanced).toEqual([]);
    console.log(
      `crash: killed after ${atKill.acknowledged} checkouts answered (${atKill.paidOnProvider} paid on the provider); ` +
        `${shoppers.length} answered in all, ${paid.length} paid, ${found.orders.length} orders in the database`,
    );
  }, 480_000);
});
