import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { findAccountByEmail } from './modules/admin-users';
import { createOrResetAdmin } from './modules/admin-users/admin-users.service';
import { DEMO_VENDOR, seedDemoStorefronts } from './modules/catalog/catalog.demo';
import { enableEveryProvider } from './modules/payments';
import { seedPlans } from './modules/plans/plans.service';
import { listStoresOfUser } from './modules/stores';
import { seedThemes } from './modules/themes/themes.service';
import type { DbContext } from './platform/context';
import type { Database } from './platform/db';
import { platformMeta } from './platform/platform.schema';
import { seedTestData } from './test-data';

export interface DemoAdmin {
  email: string;
  password: string;
}

export interface SeedResult {
  seededNow: boolean;
  demoAdmin: DemoAdmin | null;
}

/** Demo data of a module, run once on the first start of an installation. */
export type DemoSeeder = (ctx: DbContext, config: Config) => Promise<void>;
const demoSeeders: DemoSeeder[] = [seedDemoStorefronts, seedDemoPaymentProviders];

/** The demo vendor's stores take every provider, so a demo shows all the ways to pay. */
async function seedDemoPaymentProviders({ db }: DbContext): Promise<void> {
  const vendor = await findAccountByEmail({ db }, DEMO_VENDOR.email);
  if (!vendor) return;
  const stores = await listStoresOfUser({ db }, vendor.id);
  await enableEveryProvider(
    { db },
    stores.map((s) => s.id),
  );
}

const SEED_KEY = 'demo_seed';

/** The generated demo admin sign-in, kept in DATA_DIR so every start can print it. */
function demoAdminCredentials(dataDir: string): DemoAdmin {
  const file = resolve(dataDir, 'demo-admin.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const creds = { email: 'admin@kasuwa.local', password: randomBytes(9).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(creds, null, 2), { mode: 0o600 });
  return creds;
}

export async function seed(database: Database, config: Config): Promise<SeedResult> {
  const { db } = database;
  await seedPlans(database);
  await seedThemes(database);
  // config.ts refuses test data in production; the check here keeps that true for any caller.
  if (config.KASUWA_TEST_DATA && config.KASUWA_ENV !== 'production') await seedTestData(db);
  if (!config.KASUWA_SEED || config.KASUWA_ENV === 'production') return { seededNow: false, demoAdmin: null };

  const demoAdmin = demoAdminCredentials(config.dataDir);
  const [done] = await db.select().from(platformMeta).where(eq(platformMeta.key, SEED_KEY));
  if (done) return { seededNow: false, demoAdmin };

  await createOrResetAdmin(database, {
    ...demoAdmin,
    role: 'super_admin',
    firstName: 'Demo',
    lastName: 'Admin',
  });
  for (const seeder of demoSeeders) await seeder(database, config);
  await db
    .insert(platformMeta)
    .values({ key: SEED_KEY, value: { at: new Date().toISOString(), version: config.version } })
    .onConflictDoNothing();
  return { seededNow: true, demoAdmin };
}
