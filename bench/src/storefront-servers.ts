/**
 * Child process of the storefront bench: the full Kasuwa app with 1,000 active stores of 100 products
 * each (two variants per product, no images), seeded with a few set-based INSERTs, and the bare
 * Fastify `/api/plans` route of the foundation bench as the baseline.
 */

// The server's own V8 heap settings before anything allocates, as its entry (main.ts) applies them: the
// memory figures of the benches are then the deployed server's.
import '../../apps/server/src/platform/v8-heap';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import { asc, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { plans } from '../../apps/server/src/modules/plans/plans.schema';
import { stores } from '../../apps/server/src/modules/stores/stores.schema';
import { TokenService } from '../../apps/server/src/platform/auth';
import { openDatabase } from '../../apps/server/src/platform/db';
import { seed } from '../../apps/server/src/seed';
import { searchCatalogue } from './search-catalogue';

/** `search` runs only the search scenario: no product-page stores are seeded. */
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';
const STORES = ONLY_SEARCH ? 0 : Number(process.env.BENCH_STORES ?? 1000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100);

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { memory: true },
);
await database.migrate();
await seed(database, config);

const started = Date.now();
const { db } = database;
// Stores, then products and variants generated inside the database: three statements per batch of
// 100 stores (10,000 products), instead of one round trip per row.
await db.execute(sql`
  insert into stores (name, username, subdomain, description, theme_id, status, currency, whatsapp)
  select 'Bench store ' || g, 'bench' || g, 'bench-' || g,
         'Everyday goods from bench store ' || g || ', delivered across Lagos.',
         1 + g % 3, 'active', 'NGN', '+23480' || lpad(g::text, 8, '0')
  from generate_series(1, ${STORES}) g
  on conflict do nothing`);
const benchStores = await db
  .select({ id: stores.id, subdomain: stores.subdomain })
  .from(stores)
  .where(like(stores.subdomain, 'bench-%'))
  .orderBy(asc(stores.id));
const ids = benchStores.map((r) => r.id);
for (let i = 0; i < ids.length; i += 100) {
  const batch = ids.slice(i, i + 100);
  const list = sql.join(
    batch.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into products (id, store_id, title, slug, description_html, status, price, sku, tags, options)
    select gen_random_uuid(), s.id, 'Bench product ' || p, 'bench-product-' || p,
           '<p>Hand-made <strong>bench product ' || p || '</strong>, sold by the piece. Cotton and dye from Abeokuta.</p>',
           'active', 150000 + p * 1000, '', array['bench', 'cotton'],
           '[{"name":"Size","values":["M","L"]}]'::jsonb
    from (select unnest(array[${list}]::int[]) as id) s, generate_series(1, ${PRODUCTS}) p
    on conflict do nothing`);
  await db.execute(sql`
    insert into product_variants (id, store_id, product_id, title, options, price, sku, stock, position)
    select gen_random_uuid(), pr.store_id, pr.id, v.size, jsonb_build_object('Size', v.size),
           pr.price + v.extra, '', 5 + v.position, v.position
    from products pr
    cross join (values ('M', 0, 0), ('L', 50000, 1)) as v(size, extra, position)
    where pr.store_id = any(array[${list}]::int[])
      and not exists (select 1 from product_variants x where x.product_id = pr.id)`);
  // Statistics as the tables grow: PGlite runs no autovacuum, and a planner that takes them for empty
  // checks `not exists` row by row (the seed then took over 25 minutes there).
  await db.execute(sql`analyze products, product_variants`);
}
const seededIn = Date.now() - started;

// The search scenario's store: the catalogue of search-catalogue.ts, two variants a product, written
// like the others (the search rows come from the triggers, as for any product).
const searchStarted = Date.now();
await db.execute(sql`
  insert into stores (name, username, subdomain, description, theme_id, status, currency, whatsapp)
  values ('Search bench', 'searchbench', 'search-bench', 'A catalogue to search.', 1, 'active', 'NGN', '+2348099999999')
  on conflict do nothing`);
const [searchStore] = await db
  .select({ id: stores.id, subdomain: stores.subdomain })
  .from(stores)
  .where(like(stores.subdomain, 'search-bench'));
await db.execute(sql`
  insert into products (id, store_id, title, slug, description_html, status, price, sku, tags, options)
  select gen_random_uuid(), ${searchStore!.id}, e ->> 'title', e ->> 'slug',
         '<p>Made by hand in Abeokuta, sold by the piece and delivered across Lagos.</p>', 'active',
         150000 + (e ->> 'n')::int * 100, '', array(select json_array_elements_text(e -> 'tags')),
         '[{"name":"Size","values":["M","L"]}]'::jsonb
  from json_array_elements(${JSON.stringify(searchCatalogue.map((p, n) => ({ ...p, n })))}::json) e
  on conflict do nothing`);
await db.execute(sql`
  insert into product_variants (id, store_id, product_id, title, options, price, sku, stock, position)
  select gen_random_uuid(), pr.store_id, pr.id, v.size, jsonb_build_object('Size', v.size),
         pr.price + v.extra, '', 5 + v.position, v.position
  from products pr
  cross join (values ('M', 0, 0), ('L', 50000, 1)) as v(size, extra, position)
  where pr.store_id = ${searchStore!.id}
    and not exists (select 1 from product_variants x where x.product_id = pr.id)`);
// Statistics as PostgreSQL's autovacuum would have gathered by now: without them the planner takes
// every table for a few rows (PGlite runs no autovacuum).
await db.execute(sql`analyze`);
const searchSeededIn = Date.now() - searchStarted;

// How each product page was answered (the page cache's `x-kasuwa-cache` header), so the parent can
// tell a warm run that really was served from the cache.
const answered: Record<string, number> = {};
// Garbage-collection pauses of the server's thread (the embedded PGlite runs on it too): how many, how
// long in all, the longest, so a run's tail latency can be told apart from queueing behind statements.
const gc = { count: 0, totalMs: 0, maxMs: 0, over10Ms: 0, majorMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    if (entry.duration > 10) gc.over10Ms++;
    // Mark-compact (full) collections, as against scavenges of the young generation.
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
    if (kind & (constants.NODE_PERFORMANCE_GC_MAJOR | constants.NODE_PERFORMANCE_GC_INCREMENTAL))
      gc.majorMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });
const app = await buildApp(
  { config, database, tokens: new TokenService(config.jwtSecret), startedAt: Date.now() },
  {
    extend: (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        const state = String(reply.getHeader('x-kasuwa-cache') ?? 'uncached');
        answered[state] = (answered[state] ?? 0) + 1;
      });
    },
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
bare.get('/api/plans', async () => ({
  plans: await database.db.select().from(plans).orderBy(asc(plans.sortOrder)),
}));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (s: typeof bare.server) => {
  const a = s.address();
  return typeof a === 'object' && a ? a.port : 0;
};
const subdomains = benchStores.map((r) => r.subdomain);
process.send?.({
  kasuwa: port(app.server),
  bare: port(bare.server),
  database: database.kind,
  subdomains,
  products: PRODUCTS,
  seededIn,
  searchSubdomain: searchStore!.subdomain,
  searchSeededIn,
});
process.on('message', (message) => {
  if (message === 'answered')
    process.send?.({ answered: { ...answered }, cpu: process.cpuUsage(), gc: { ...gc } });
  // This process's own CPU time and memory: steady figures on a shared machine (bench:storefront-api).
  // BENCH_HEAP_SNAPSHOT=dir: what the server's heap holds, written where the parent asks (after its runs).
  if (message === 'heap-snapshot' && process.env.BENCH_HEAP_SNAPSHOT)
    process.send?.({
      snapshot: writeHeapSnapshot(join(process.env.BENCH_HEAP_SNAPSHOT, `server-${Date.now()}.heapsnapshot`)),
    });
  if (message === 'usage')
    process.send?.({ usage: { cpu: process.cpuUsage(), memory: process.memoryUsage() } });
});
process.on('disconnect', async () => {
  await app.close();
  await bare.close();
  await database.close();
  process.exit(0);
});
