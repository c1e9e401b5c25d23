import { rmSync } from 'node:fs';
import { DEMO_ADMIN_ACCOUNTS } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { findUserByEmail } from './modules/admin-users/admin-users.queries';
import { listStores } from './modules/stores/stores.service';
import { verifyPassword } from './platform/passwords';
import { seed } from './seed';
import { createTestApp, openTestDatabase, testConfig } from './test/harness';

describe('test-data mode (KASUWA_TEST_DATA, spec 7.12)', () => {
  it('seeds the demo admin accounts and sample stores and users, idempotently', async () => {
    const config = testConfig({ KASUWA_TEST_DATA: '1', KASUWA_SEED: '0' });
    const { database, drop } = await openTestDatabase();
    await seed(database, config);
    await seed(database, config);
    for (const account of DEMO_ADMIN_ACCOUNTS) {
      const row = await findUserByEmail(database.db, account.email);
      expect(row).toMatchObject({ role: account.role, username: account.username, status: 'active' });
      expect(await verifyPassword(row!.passwordHash, account.password)).toBe(true);
    }
    const { stores, pagination } = await listStores(
      { db: database.db },
      { page: 1, limit: 100, search: undefined, status: undefined, user: undefined },
    );
    expect(pagination.totalStores).toBe(12);
    expect(stores.filter((s) => s.status === 'inactive').map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(stores.every((s) => s.user !== null)).toBe(true);
    await drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('seeds nothing of it when the flag is off', async () => {
    const config = testConfig({ KASUWA_SEED: '0' });
    const { database, drop } = await openTestDatabase();
    await seed(database, config);
    expect(await findUserByEmail(database.db, DEMO_ADMIN_ACCOUNTS[0]!.email)).toBeUndefined();
    await drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        KASUWA_ENV: 'production',
        KASUWA_TEST_DATA: '1',
        JWT_SECRET: 'x'.repeat(32),
        COOKIE_SECRET: 'y'.repeat(32),
        DATABASE_URL: 'postgres://localhost/kasuwa',
        PUBLIC_URL: 'https://kasuwa.example',
      }),
    ).toThrow(ConfigError);
  });

  it('lets the demo super admin sign in, and tells the web that test data is on', async () => {
    const t = await createTestApp({ env: { KASUWA_TEST_DATA: '1' } });
    await seed(t.database, t.config);
    const env = await t.app.inject({ method: 'GET', url: '/api/admin/environment' });
    expect(env.json()).toEqual({ environment: 'Test', testData: true });
    const demo = DEMO_ADMIN_ACCOUNTS[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: demo.username, password: demo.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('super_admin');
    await t.close();
  }, 120_000); // boots an app and seeds the demo data (argon2 hashes, images): slow under load
});
