// Fails when the Drizzle schema has changed without a committed migration: runs `drizzle-kit generate`
// against a temporary copy of apps/server/drizzle and fails if it writes a file there. `drizzle-kit
// check` only checks the migrations agree with each other, not with the schema.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const committed = join(root, 'apps/server/drizzle');
const work = mkdtempSync(join(tmpdir(), 'kasuwa-migrations-'));
try {
  const out = join(work, 'drizzle');
  cpSync(committed, out, { recursive: true });
  const config = join(work, 'drizzle.config.mjs');
  writeFileSync(
    config,
    // drizzle-kit reads paths relative to its working directory (it prefixes absolute ones with ./).
    `export default ${JSON.stringify({ dialect: 'postgresql', schema: `${relative(work, root)}/apps/server/src/**/*.schema.ts`, out: './drizzle' })};\n`,
  );
  const before = new Set(readdirSync(out));
  const said = execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], {
    cwd: work,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const added = readdirSync(out).filter((f) => !before.has(f));
  // drizzle-kit prints some failures and still exits 0: only its own "nothing to do" counts as a pass.
  if (added.length === 0 && !/No schema changes/i.test(said)) {
    console.error(`check-migrations: drizzle-kit generate did not finish:\n${said}`);
    process.exit(1);
  }
  if (added.length > 0) {
    console.error(
      `check-migrations: the Drizzle schema has changes no committed migration holds (drizzle-kit would write ${added.join(', ')}).\nRun \`npm run db:generate\` and commit the migration.`,
    );
    process.exit(1);
  }
  console.log('check-migrations: every schema change has its migration');
} finally {
  rmSync(work, { recursive: true, force: true });
}
