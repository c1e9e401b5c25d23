/**
 * Analytics bench (issue 19): one store with a million orders over two years (today's share included),
 * seeded inside the database with generate_series, its daily rollups built by the rollup job's own code,
 * then the vendor overview asked for in sequence and its latency printed against the budget.
 *   npm run bench:analytics                      (PGlite in memory; BENCH_ORDERS=100000 for a quick run)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:analytics
 * Settings: BENCH_ORDERS (1,000,000), BENCH_DAYS (730), BENCH_REQUESTS (50), PORT (0: any free port).
 */
import { readFileSync } from 'node:fs';
import { storeDay } from '@kasuwa/storefront';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { users } from '../../apps/server/src/modules/admin-users/admin-users.schema';
import { addDays, rollUpStaleDays } from '../../apps/server/src/modules/analytics/analytics.rollups';
import { stores } from '../../apps/server/src/modules/stores/stores.schema';
import { TokenService } from '../../apps/server/src/platform/auth';
import { openDatabase } from '../../apps/server/src/platform/db';
import { type Figures, figures, printTable } from './measure';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50);
const PRODUCTS = 40;
const BATCH = 100_000;
const budget = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')).analytics as {
  overviewP95Ms: number;
};

const config = loadConfig({ ...process.env, KASUWA_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { memory: true },
);
await database.migrate();
const { db } = database;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const tag = Date.now().toString(36);
const [user] = await db
  .insert(users)
  .values({
    username: `bench${tag}`,
    email: `bench-${tag}@example.com`,
    firstName: 'Bench',
    lastName: 'Vendor',
    role: 'user',
    plan: 'free',
  })
  .returning();
const [store] = await db
  .insert(stores)
  .values({
    userId: user!.id,
    name: 'Analytics bench',
    username: `analytics${tag}`,
    subdomain: `analytics-${tag}`,
    themeId: 1,
    status: 'active',
    currency: 'NGN',
    whatsapp: '',
  })
  .returning();
const storeId = store!.id;

const seeding = performance.now();
await db.execute(sql`
  insert into products (id, store_id, title, slug, description_html, status, price, sku, tags, options)
  select gen_random_uuid(), ${storeId}, 'Bench product ' || p, 'bench-product-' || p, '', 'active',
         150000 + p * 1000, '', array['bench'], '[]'::jsonb
  from generate_series(1, ${PRODUCTS}) p`);
// Order g was placed g/ORDERS of DAYS ago: the newest today, the oldest two years back. One line each,
// a product picked by the order number; the paid ones paid five minutes after placing. The analytics
// triggers are off while seeding (replica role): the days are marked stale in one statement below.
for (let lo = 1; lo <= ORDERS; lo += BATCH) {
  const hi = Math.min(ORDERS, lo + BATCH - 1);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with p as (
        select array_agg(id order by slug) as ids, array_agg(title order by slug) as titles
        from products where store_id = ${storeId}
      ), o as (
        insert into orders (id, store_id, status, currency, subtotal, total, email, phone, customer_name,
                            address, tracking_token_hash, created_at, updated_at)
        -- Time-ordered ids, as the app's UUIDv7: a day's orders sit together in the primary key.
        select (lpad(to_hex((extract(epoch from at) * 1000)::bigint), 12, '0') || '7'
                || substr(md5(g::text || '${sql.raw(tag)}'), 1, 3) || '8'
                || substr(md5(g::text || '${sql.raw(tag)}'), 4, 15))::uuid, ${storeId},
               case when g % 50 = 0 then 'pending_payment' when g % 50 = 1 then 'cancelled'
                    when g % 50 = 2 then 'refunded' when g % 10 = 3 then 'shipped'
                    when g % 10 = 4 then 'delivered' else 'completed' end,
               'NGN', 150000 + (g % ${PRODUCTS}) * 1000, 150000 + (g % ${PRODUCTS}) * 1000,
               'buyer@example.com', '+2348000000000', 'Bench buyer', '{}'::jsonb,
               'bench-${sql.raw(tag)}-' || g, at, at
        from (
          select g, now() - make_interval(secs => g::double precision / ${ORDERS} * ${DAYS} * 86400) as at
          from generate_series(${lo}::int, ${hi}::int) g
        ) s
        returning id, number, status, subtotal, created_at
      ), i as (
        insert into order_items (store_id, order_id, product_id, title, unit_price, quantity, line_total)
        select ${storeId}, o.id, p.ids[1 + o.number % ${PRODUCTS}], p.titles[1 + o.number % ${PRODUCTS}],
               o.subtotal, 1, o.subtotal
        from o, p
      )
      insert into order_events (store_id, order_id, from_status, to_status, actor, created_at)
      select ${storeId}, o.id, 'pending_payment', 'paid', 'payment', o.created_at + interval '5 minutes'
      from o where o.status not in ('pending_payment', 'cancelled')`);
  });
  process.stdout.write(`\rseeded ${hi.toLocaleString('en')} orders`);
}
await db.execute(sql`analyze orders`);
await db.execute(sql`analyze order_items`);
await db.execute(sql`analyze order_events`);
await db.execute(sql`
  insert into analytics_dirty_days (store_id, day)
  select store_id, (created_at at time zone 'Africa/Lagos')::date from orders where store_id = ${storeId}
  union
  select store_id, (created_at at time zone 'Africa/Lagos')::date from order_events
  where store_id = ${storeId} and to_status = 'paid'`);
console.log(`\nseeded in ${seconds(seeding)}`);

const building = performance.now();
const days = await rollUpStaleDays(db);
console.log(`rolled up ${days} store-days in ${seconds(building)}`);
await db.execute(sql`analyze`);

const app = await buildApp({
  config,
  database,
  tokens: new TokenService(config.jwtSecret),
  startedAt: Date.now(),
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const token = await new TokenService(config.jwtSecret).signAccess({
  sub: user!.id,
  aud: 'vendor',
  role: 'user',
  name: 'Bench Vendor',
});

/** REQUESTS requests one after another (a vendor opening the dashboard), after a warm-up. */
async function sequential(label: string, url: string, check: (body: string) => void): Promise<Figures> {
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  };
  check(await get());
  for (let i = 0; i < 5; i++) await get();
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await get();
    latencies.push(performance.now() - start);
  }
  return figures(label, Math.round(1000 / (latencies.reduce((a, b) => a + b, 0) / REQUESTS)), latencies, 0);
}

const overview = (label: string, query: string) =>
  sequential(label, `${origin}/api/vendor/stores/${storeId}/analytics/overview?${query}`, (body) => {
    // Every order of the store is in the status counts: the rollups cover the whole history.
    const counts = Object.values(
      (JSON.parse(body) as { ordersByStatus: Record<string, number> }).ordersByStatus,
    );
    const total = counts.reduce((n, c) => n + c, 0);
    if (total !== ORDERS) throw new Error(`${label}: the overview counts ${total} orders, not ${ORDERS}`);
  });

const today = storeDay(new Date());
const rows = [
  // One query and no figures: what this machine's load makes of any request, for comparison.
  await sequential('health (baseline)', `${origin}/health`, () => {}),
  await overview('overview today', 'range=today&interval=day'),
  await overview('overview 30 days', 'range=30d&interval=day'),
  await overview('overview 1 year', `range=custom&from=${addDays(today, -364)}&to=${today}&interval=month`),
];
await app.close();
await database.close();

console.log(
  `\nAnalytics bench on ${database.kind}: one store, ${ORDERS.toLocaleString('en')} orders over ${DAYS} days, ` +
    `${REQUESTS} requests in sequence per row\n`,
);
printTable(rows);
const worst = Math.max(...rows.slice(1).map((r) => r.p95));
const ok = worst <= budget.overviewP95Ms;
console.log(
  `\noverview p95 ${worst} ms (budget ≤ ${budget.overviewP95Ms} ms) ${ok ? 'within budget' : 'OVER BUDGET'}`,
);
process.exitCode = ok ? 0 : 1;
