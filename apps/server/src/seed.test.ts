import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from './modules/admin-users/admin-users.queries';
import { openDatabase } from './platform/db';
import { verifyPassword } from './platform/passwords';
import { seed } from './seed';
import { openTestDatabase, testConfig } from './test/harness';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// Seeding renders the demo stores' images with sharp: seconds on a quiet machine, more on a busy CI host.
describe('first-start seed', { timeout: 120_000 }, () => {
  it('creates a demo super admin with a generated password once, and keeps it', async () => {
    const config = testConfig();
    dirs.push(config.dataDir);
    const { database, drop } = await openTestDatabase();
    const first = await seed(database, config);
    const again = await seed(database, config);
    expect(first.seededNow).toBe(true);
    expect(again.seededNow).toBe(false);
    expect(again.demoAdmin).toEqual(first.demoAdmin);
    const stored = JSON.parse(readFileSync(join(config.dataDir, 'demo-admin.json'), 'utf8'));
    expect(stored.password).toHaveLength(12);
    const admin = await findUserByEmail(database.db, stored.email);
    expect(admin?.role).toBe('super_admin');
    expect(await verifyPassword(admin!.passwordHash, stored.password)).toBe(true);
    await drop();
  });

  it('seeds nothing but reference data in production', async () => {
    const config = { ...testConfig(), KASUWA_ENV: 'production' as const };
    dirs.push(config.dataDir);
    const { database, drop } = await openTestDatabase();
    expect(await seed(database, config)).toEqual({ seededNow: false, demoAdmin: null });
    await drop();
  });

  it('writes only the plans and themes that differ from the catalogue', async () => {
    const config = { ...testConfig(), KASUWA_ENV: 'production' as const };
    dirs.push(config.dataDir);
    const { database, drop } = await openTestDatabase();
    const { db } = database;
    await seed(database, config);
    await db.execute(sql`update plans set name = 'Renamed', features = '[]' where code = 'free'`);
    await db.execute(sql`update themes set updated_at = '2020-01-01' where true`);
    await seed(database, config);
    const plans = await db.execute(sql`select code, name, jsonb_array_length(features) as n from plans`);
    const free = (plans as unknown as { rows: { code: string; name: string; n: number }[] }).rows.find(
      (p) => p.code === 'free',
    );
    expect(free?.name).not.toBe('Renamed');
    expect(free?.n).toBeGreaterThan(0);
    // An unchanged theme is not written again, so its updated_at stays.
    const themes = await db.execute(
      sql`select count(*)::int as n from themes where updated_at > '2020-01-01'`,
    );
    expect((themes as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await drop();
  });

  it('keeps data across a restart of the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-restart-'));
    dirs.push(dataDir);
    const config = testConfig({ DATA_DIR: dataDir });
    let database = await openDatabase({ dataDir });
    await database.migrate();
    const { demoAdmin } = await seed(database, config);
    await database.close();
    database = await openDatabase({ dataDir });
    await database.migrate();
    expect((await seed(database, config)).seededNow).toBe(false);
    expect(await findUserByEmail(database.db, demoAdmin!.email)).toBeDefined();
    await database.close();
  });
});

describe('npm run admin', { timeout: 120_000 }, () => {
  const cli = (args: string[], dataDir: string) =>
    run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
    });

  it('creates an administrator, then resets the same account', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-cli-'));
    dirs.push(dataDir);
    if (process.env.TEST_DATABASE_URL) return; // the CLI writes to the database it is pointed at
    const args = [
      'create',
      '--email',
      'Ops@Example.com',
      '--password',
      'first-pass',
      '--role',
      'super_admin',
    ];
    expect((await cli(args, dataDir)).stdout).toMatch(/Created super_admin ops@example\.com/);
    const reset = [
      'create',
      '--email',
      'ops@example.com',
      '--password',
      'second-pass',
      '--role',
      'support_admin',
    ];
    expect((await cli(reset, dataDir)).stdout).toMatch(/Reset support_admin ops@example\.com/);
    const database = await openDatabase({ dataDir });
    const user = await findUserByEmail(database.db, 'ops@example.com');
    expect(await verifyPassword(user!.passwordHash, 'second-pass')).toBe(true);
    expect(await verifyPassword(user!.passwordHash, 'first-pass')).toBe(false);
    await database.close();
  });

  it('refuses bad arguments with a clear message and exit code 2', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-cli-'));
    dirs.push(dataDir);
    const err = await cli(
      ['create', '--email', 'nope', '--password', '123', '--role', 'user'],
      dataDir,
    ).catch((e) => e);
    expect(err.code).toBe(2);
    expect(err.stderr).toContain('--email must be a valid email address');
    expect(err.stderr).toContain('--password must be at least 6 characters');
    expect(err.stderr).toContain('--role must be one of the admin roles');
  });
});
