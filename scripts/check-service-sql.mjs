#!/usr/bin/env node
// Fails when a server module's `*.service.ts` holds SQL: services hold the rules, `*.queries.ts` the
// statements (docs/architecture.md, Layers). Part of `npm run check`. Refused in a service:
// - a value import from drizzle-orm (query helpers, `sql`) or of a module's tables (`*.schema`);
//   `import type` stays allowed (a period passed on as `SQL`, a row type);
// - a statement started on a database handle or a scope (`db.select(`, `tx.insert(`,
//   `ctx.db.update(`, `scoped(ctx).delete(`, `….execute(`), or a `sql` template.
// A database transaction (`ctx.db.transaction(`) is a rule of the service and stays.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const modulesDir = join(root, 'apps/server/src/modules');

/**
 * Services that still hold SQL, each with the reason. Remove an entry when its statements move; the
 * check fails on an entry that is clean, so the list cannot go stale.
 */
const NOT_YET = new Map([]);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.service.ts') ? [join(dir, e.name)] : [],
  );
}

const valueImport =
  /^import\s+(?!type\b)([^;]*?)\s+from\s+'(drizzle-orm(?:\/[\w-]+)?|\.{1,2}\/[\w./-]*\.schema)';/gm;
const statement =
  /\b(?:db|tx|ctx\.db|tx\.db|scoped\([^()]*(?:\([^()]*\))?[^()]*\))\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\(/g;
const sqlTemplate = /\bsql(?:<[^>]*>)?`|\bsql\.(?:raw|join|param|placeholder)\(/g;

/** An import whose every name is marked `type` (`import { type A, type B } from …`) brings in no value. */
function onlyTypes(clause) {
  const braces = clause.match(/^\{([\s\S]*)\}$/);
  if (!braces) return false;
  return braces[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .every((s) => s.startsWith('type '));
}

const problems = [];
const clean = [];
for (const file of files(modulesDir)) {
  const rel = relative(modulesDir, file);
  const text = readFileSync(file, 'utf8');
  const lineOf = (i) => text.slice(0, i).split('\n').length;
  const found = [];
  for (const m of text.matchAll(valueImport)) {
    if (!onlyTypes(m[1].trim()))
      found.push(`${rel}:${lineOf(m.index)}: imports ${m[2]} (use a *.queries.ts)`);
  }
  for (const m of text.matchAll(statement)) found.push(`${rel}:${lineOf(m.index)}: statement \`${m[0]}\``);
  for (const m of text.matchAll(sqlTemplate))
    found.push(`${rel}:${lineOf(m.index)}: sql template \`${m[0]}\``);
  if (NOT_YET.has(rel)) {
    if (found.length === 0) clean.push(rel);
  } else problems.push(...found);
}
for (const rel of NOT_YET.keys()) {
  if (!files(modulesDir).some((f) => relative(modulesDir, f) === rel)) clean.push(rel);
}

if (problems.length || clean.length) {
  if (problems.length) {
    console.error(`Service SQL check: ${problems.length} statement(s) or import(s) of SQL in services\n`);
    for (const p of problems) console.error(`  ${p}`);
    console.error("\nMove the statement into a named function of the module's *.queries.ts.");
  }
  for (const rel of clean)
    console.error(`Service SQL check: ${rel} holds no SQL now (or is gone); remove it from NOT_YET.`);
  process.exit(1);
}
console.log(`Service SQL check: no SQL in services (not yet: ${[...NOT_YET.keys()].join(', ') || 'none'}).`);
