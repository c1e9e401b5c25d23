import { randomBytes } from 'node:crypto';
import type { ProductInput } from '@kasuwa/contracts';
import { users } from '../modules/admin-users/admin-users.schema';
import { stores } from '../modules/stores/stores.schema';
import type { TestContext } from './harness';

export interface TestVendor {
  userId: number;
  storeId: number;
  subdomain: string;
  headers: { authorization: string };
  base: string;
}

/** A vendor (a `users` row with role `user`) owning one store, and a vendor access token. */
export async function createVendor(
  t: TestContext,
  overrides: {
    themeId?: number;
    status?: string;
    currency?: string;
    whatsapp?: string;
    plan?: string;
  } = {},
): Promise<TestVendor> {
  const tag = randomBytes(4).toString('hex');
  const [user] = await t.database.db
    .insert(users)
    .values({
      username: `v${tag}`,
      email: `vendor-${tag}@example.com`,
      firstName: 'Ada',
      lastName: `Vendor ${tag}`,
      role: 'user',
      plan: overrides.plan ?? 'free',
    })
    .returning();
  const subdomain = `shop-${tag}`;
  const [store] = await t.database.db
    .insert(stores)
    .values({
      userId: user!.id,
      name: `Shop ${tag}`,
      username: `shop${tag}`,
      subdomain,
      themeId: overrides.themeId ?? 1,
      status: overrides.status ?? 'active',
      currency: overrides.currency ?? 'NGN',
      whatsapp: overrides.whatsapp ?? '',
    })
    .returning();
  const token = await t.tokens.signAccess({ sub: user!.id, aud: 'vendor', role: 'user', name: `Ada ${tag}` });
  return {
    userId: user!.id,
    storeId: store!.id,
    subdomain,
    headers: { authorization: `Bearer ${token}` },
    base: `/api/vendor/stores/${store!.id}`,
  };
}

export const tshirt: ProductInput = {
  title: 'Adire T-shirt',
  description: '<p>Hand-dyed <strong>cotton</strong>.</p><script>alert(1)</script>',
  status: 'active',
  price: 1_500_000,
  tags: ['cotton', 'adire'],
  options: [
    { name: 'Size', values: ['M', 'L'] },
    { name: 'Colour', values: ['Indigo'] },
  ],
  variants: [
    { options: { Size: 'M', Colour: 'Indigo' }, price: 1_500_000, sku: 'ADR-M', stock: 10 },
    { options: { Size: 'L', Colour: 'Indigo' }, price: 1_650_000, sku: 'ADR-L', stock: 3 },
  ],
};

export async function createProduct(t: TestContext, vendor: TestVendor, input: ProductInput = tshirt) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${vendor.base}/products`,
    headers: vendor.headers,
    payload: input,
  });
  if (res.statusCode !== 201) throw new Error(`create product failed: ${res.statusCode} ${res.body}`);
  return res.json() as import('@kasuwa/contracts').Product;
}

export const customer = {
  email: 'buyer@example.com',
  phone: '+2348012345678',
  name: 'Chioma Buyer',
  address: { line1: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' },
  note: '',
};
