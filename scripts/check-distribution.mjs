// Distribution by store: lists every tenant table (one with a `store_id` column) whose primary key,
// unique constraints or foreign keys would block distributing it by `store_id`, as Citus requires:
// - a primary key or unique constraint (or unique index) of a distributed table must include the
//   distribution column;
// - a foreign key between distributed tables must include the distribution column on both sides
//   (store_id referencing store_id, or `stores.id`, the distribution column of `stores` itself);
// - a foreign key to a reference table (one without store_id: users, plans, …) is fine, but a
//   reference table may not have a foreign key to a distributed table.
// Read from the schema the committed migrations build, in an in-memory PGlite. Prints; exits 0 unless
// run with --strict (then 1 when anything is listed). See docs/distribution.md.
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const root = resolve(import.meta.dirname, '..');
const strict = process.argv.includes('--strict');
const client = await PGlite.create({ extensions: { btree_gin, pg_trgm, unaccent } });
await migrate(drizzle({ client }), { migrationsFolder: resolve(root, 'apps/server/drizzle') });

const rows = async (text) => (await client.query(text)).rows;

const tables = await rows(`
  select c.oid::int as oid, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  order by c.relname`);
const columnsOf = new Map();
for (const r of await rows(`
  select a.attrelid::int as oid, a.attnum as num, a.attname as name
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped`)) {
  if (!columnsOf.has(r.oid)) columnsOf.set(r.oid, new Map());
  columnsOf.get(r.oid).set(r.num, r.name);
}
const nameOf = new Map(tables.map((t) => [t.oid, t.name]));
/** The distribution column of each tenant table: store_id, and `id` for the stores table itself. */
const distribution = new Map();
for (const t of tables) {
  const names = [...(columnsOf.get(t.oid)?.values() ?? [])];
  if (t.name === 'stores') distribution.set(t.oid, 'id');
  else if (names.includes('store_id')) distribution.set(t.oid, 'store_id');
}

// Unique indexes cover primary keys, unique constraints and unique indexes made without a constraint.
const uniques = await rows(`
  select i.indrelid::int as oid, ic.relname as name, i.indisprimary as primary,
         i.indkey::int2[] as keys, pg_get_indexdef(i.indexrelid) as def,
         coalesce(con.contype, '') as contype
  from pg_index i join pg_class ic on ic.oid = i.indexrelid
  left join pg_constraint con on con.conindid = i.indexrelid and con.contype in ('p', 'u')
  where i.indisunique`);
const foreignKeys = await rows(`
  select c.conname as name, c.conrelid::int as oid, c.confrelid::int as ref,
         c.conkey::int2[] as keys, c.confkey::int2[] as refkeys
  from pg_constraint c where c.contype = 'f'`);

const problems = new Map();
const add = (table, text) => {
  if (!problems.has(table)) problems.set(table, []);
  problems.get(table).push(text);
};
const cols = (oid, keys) => keys.map((k) => (k === 0 ? '(expression)' : columnsOf.get(oid)?.get(k)));

for (const u of uniques) {
  const column = distribution.get(u.oid);
  if (!column) continue;
  const keys = cols(u.oid, u.keys);
  if (keys.includes(column)) continue;
  const kind = u.primary ? 'primary key' : u.contype === 'u' ? 'unique constraint' : 'unique index';
  add(
    nameOf.get(u.oid),
    `${kind} ${u.name} (${keys.join(', ')}) lacks ${column}${/ WHERE /.test(u.def) ? ' (partial)' : ''}`,
  );
}
for (const f of foreignKeys) {
  const from = distribution.get(f.oid);
  const to = distribution.get(f.ref);
  const keys = cols(f.oid, f.keys);
  const refs = cols(f.ref, f.refkeys);
  const shown = `${f.name} (${keys.join(', ')}) → ${nameOf.get(f.ref)} (${refs.join(', ')})`;
  if (from && to) {
    const paired = keys.some((k, i) => k === from && refs[i] === to);
    if (!paired) add(nameOf.get(f.oid), `foreign key ${shown} does not pair ${from} with ${to}`);
  } else if (!from && to) {
    add(nameOf.get(f.oid), `reference table's foreign key ${shown} points at a distributed table`);
  }
}

// Citus refuses a row without a value in the distribution column.
for (const r of await rows(`
  select c.relname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and a.attname = 'store_id' and not a.attnotnull and c.relkind in ('r', 'p')`)) {
  add(r.name, 'store_id may be null (rows without a store)');
}

const tenant = [...distribution.keys()].map((oid) => nameOf.get(oid));
const others = tables.map((t) => t.name).filter((name) => !tenant.includes(name));
console.log(`check-distribution: ${tenant.length} tenant tables (distributed by store)`);
console.log(`check-distribution: ${others.length} reference tables: ${others.join(', ')}`);
if (problems.size === 0) {
  console.log('check-distribution: every tenant table can be distributed by store_id as it is');
} else {
  console.log(`check-distribution: ${problems.size} tables would block distribution by store_id:`);
  for (const [table, list] of [...problems].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${table}`);
    for (const line of list) console.log(`    - ${line}`);
  }
}
await client.close();
if (strict && problems.size > 0) process.exit(1);
