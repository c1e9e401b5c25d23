#!/usr/bin/env node
// Fails when a TypeScript file under apps/server/src, apps/web/src or packages/ is over 400 lines without saying why at
// its top (issue 12: sizes must be earned). Part of `npm run check`. The reason is a comment in the first
// eight lines that says "over 400 lines" ("Why this file is over 400 lines: …").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
// Written by a generator from the OpenAPI document (npm run openapi), never by hand.
const GENERATED = ['apps/web/src/api/schema.d.ts'];
const root = new URL('..', import.meta.url).pathname;
const tracked = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/server/src', 'apps/web/src', 'packages'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.includes('/node_modules/') && !GENERATED.includes(f));

const unexplained = [];
for (const file of tracked) {
  let text;
  try {
    text = readFileSync(`${root}${file}`, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines <= LIMIT) continue;
  const head = text.split('\n').slice(0, 8).join('\n');
  if (!/over 400 lines/i.test(head)) unexplained.push(`${file} (${lines} lines)`);
}

if (unexplained.length > 0) {
  console.error(
    `These files are over ${LIMIT} lines without a "Why this file is over 400 lines:" comment at the top; split them or say why:\n  ${unexplained.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`file sizes: ${tracked.length} files, none over ${LIMIT} lines without a reason`);
