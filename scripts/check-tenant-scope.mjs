#!/usr/bin/env node
// Fails when a server module reaches a store-owned table without `scoped(ctx)` (platform/tenant.ts), the
// helper that adds `store_id = ctx.storeId` from the request context. Part of `npm run check`; the why
// is in docs/decisions/0001-request-context-and-tenant-scoping.md.
//
// Store-owned tables are found from the Drizzle schemas (a `storeId:` column). In every module file
// (tests aside) a statement that names one in from/join/insert/update/delete must also use `scoped(`,
// and a hand-written `eq(….storeId, …)` is refused outright. A statement that must cross stores (an
// admin count over many stores, a theme deployment's results across stores) says so with a comment
// `tenant-scope: <reason>` inside the statement or on the line above it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const modulesDir = join(root, 'apps/server/src/modules');

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const all = files(modulesDir).concat(files(join(root, 'apps/server/src/platform')));
const storeTables = new Set();
for (const file of all.filter((f) => f.endsWith('.schema.ts'))) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/export const (\w+) = pgTable\(([\s\S]*?)\n\);?\n/g)) {
    if (/\bstoreId:/.test(m[2])) storeTables.add(m[1]);
  }
}

const tableList = [...storeTables].join('|');
const touches = new RegExp(
  `\\.(from|innerJoin|leftJoin|rightJoin|insert|update|delete)\\(\\s*(${tableList})\\b`,
  'g',
);
const handWritten = /\beq\(\s*(?:[\w.]+\.storeId|ctx\.storeId)\s*,/g;

/** The statement around `index`: from the previous `;` or function body start to the next `;`. */
function statementAt(text, index) {
  const start = Math.max(text.lastIndexOf(';', index), text.lastIndexOf(') {\n', index), 0);
  const end = text.indexOf(';', index);
  // Include the line above the statement for a `// tenant-scope:` note.
  const lineAbove = text.lastIndexOf('\n', text.lastIndexOf('\n', start) - 1);
  return text.slice(Math.max(lineAbove, 0), end === -1 ? text.length : end);
}

const problems = [];
for (const file of all) {
  const rel = relative(modulesDir, file);
  if (file.includes('/platform/') || file.endsWith('.test.ts') || file.endsWith('.schema.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const lineOf = (i) => text.slice(0, i).split('\n').length;
  for (const m of text.matchAll(handWritten)) {
    if (!statementAt(text, m.index).includes('tenant-scope:'))
      problems.push(
        `${rel}:${lineOf(m.index)}: hand-written store condition \`${m[0]}\`; use scoped(ctx).where(table, …)`,
      );
  }
  for (const m of text.matchAll(touches)) {
    const stmt = statementAt(text, m.index);
    if (!stmt.includes('scoped(') && !stmt.includes('tenant-scope:'))
      problems.push(
        `${rel}:${lineOf(m.index)}: \`${m[0]}\` on store-owned table ${m[2]} without scoped(ctx)`,
      );
  }
}

if (problems.length) {
  console.error(`Tenant scope check: ${problems.length} unscoped statement(s) on store-owned tables\n`);
  for (const p of problems) console.error(`  ${p}`);
  console.error(
    '\nUse scoped(ctx) from platform/tenant.ts, or mark a deliberate cross-store statement with a',
  );
  console.error('`// tenant-scope: <reason>` comment.');
  process.exit(1);
}
console.log(`Tenant scope check: ${storeTables.size} store-owned tables, every statement on them scoped.`);
