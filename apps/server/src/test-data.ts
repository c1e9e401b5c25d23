import { DEMO_ADMIN_ACCOUNTS } from '@kasuwa/contracts';
import { findUserByEmail, insertUser } from './modules/admin-users/admin-users.queries';
import { createOrResetAdmin } from './modules/admin-users/admin-users.service';
import { enableEveryProvider } from './modules/payments';
import { createStore, isSubdomainAvailable } from './modules/stores/stores.service';
import type { Db } from './platform/db';

/**
 * Test-data mode (KASUWA_TEST_DATA=1, spec 7.12; refused in production by config.ts): on every start
 * the demo back-office accounts get their published demo passwords again, and sample vendors and
 * stores are added when missing. Running it twice changes nothing.
 */

const SAMPLE_VENDORS = [
  {
    firstName: 'Ngozi',
    lastName: 'Adeyemi',
    email: 'ngozi.adeyemi@example.com',
    city: 'Lagos',
    state: 'Lagos',
  },
  { firstName: 'Emeka', lastName: 'Obi', email: 'emeka.obi@example.com', city: 'Enugu', state: 'Enugu' },
  { firstName: 'Fatima', lastName: 'Sani', email: 'fatima.sani@example.com', city: 'Kano', state: 'Kano' },
  {
    firstName: 'Yetunde',
    lastName: 'Afolabi',
    email: 'yetunde.afolabi@example.com',
    city: 'Ibadan',
    state: 'Oyo',
  },
  {
    firstName: 'Chiamaka',
    lastName: 'Nwosu',
    email: 'chiamaka.nwosu@example.com',
    city: 'Owerri',
    state: 'Imo',
  },
  { firstName: 'Ibrahim', lastName: 'Musa', email: 'ibrahim.musa@example.com', city: 'Abuja', state: 'FCT' },
  {
    firstName: 'Efosa',
    lastName: 'Igbinedion',
    email: 'efosa.igbinedion@example.com',
    city: 'Benin City',
    state: 'Edo',
  },
  {
    firstName: 'Halima',
    lastName: 'Garba',
    email: 'halima.garba@example.com',
    city: 'Kaduna',
    state: 'Kaduna',
  },
] as const;

/** Twelve stores: the first five inactive (as the spec's samples), the rest active; owners by vendor index. */
const SAMPLE_STORES = [
  { subdomain: 'ada-fabrics', username: 'adafabrics', description: 'Ankara and aso-oke fabrics', owner: 0 },
  {
    subdomain: 'emeka-gadgets',
    username: 'emekagadgets',
    description: 'Phones, chargers and accessories',
    owner: 1,
  },
  { subdomain: 'kano-spices', username: 'kanospices', description: 'Spices and grains from Kano', owner: 2 },
  {
    subdomain: 'yetty-bakes',
    username: 'yettybakes',
    description: 'Cakes and small chops to order',
    owner: 3,
  },
  {
    subdomain: 'amaka-beauty',
    username: 'amakabeauty',
    description: 'Shea butter and natural hair care',
    owner: 4,
  },
  { subdomain: 'abuja-furniture', username: 'abujafurniture', description: 'Handmade furniture', owner: 5 },
  { subdomain: 'benin-bronze', username: 'beninbronze', description: 'Bronze art and crafts', owner: 6 },
  { subdomain: 'kaduna-farms', username: 'kadunafarms', description: 'Fresh farm produce', owner: 7 },
  { subdomain: 'lagos-kicks', username: 'lagoskicks', description: 'Sneakers and streetwear', owner: 0 },
  { subdomain: 'naija-books', username: 'naijabooks', description: 'New and used books', owner: 1 },
  { subdomain: 'enugu-tools', username: 'enugutools', description: 'Tools and equipment', owner: 1 },
  { subdomain: 'sahel-jewels', username: 'saheljewels', description: 'Beads and jewellery', owner: 2 },
] as const;

export async function seedTestData(db: Db): Promise<void> {
  for (const account of DEMO_ADMIN_ACCOUNTS) {
    await createOrResetAdmin(
      { db },
      {
        email: account.email,
        username: account.username,
        password: account.password,
        role: account.role,
        firstName: account.firstName,
        lastName: account.lastName,
      },
    );
  }
  const vendorIds: number[] = [];
  for (const vendor of SAMPLE_VENDORS) {
    const existing = await findUserByEmail(db, vendor.email);
    const row =
      existing ??
      (await insertUser(db, {
        ...vendor,
        username: vendor.email,
        role: 'user',
        phone: '0803 000 0000',
        emailVerifiedAt: new Date(),
      }));
    vendorIds.push(row.id);
  }
  for (const [i, store] of SAMPLE_STORES.entries()) {
    if (!(await isSubdomainAvailable({ db }, store.subdomain)).available) continue;
    const created = await createStore(
      { db },
      {
        userId: vendorIds[store.owner] ?? null,
        name: store.username,
        username: store.username,
        subdomain: store.subdomain,
        description: store.description,
        themeId: (i % 3) + 1,
        status: i < 5 ? 'inactive' : 'active',
      },
    );
    await enableEveryProvider({ db }, [created.id]);
  }
}
