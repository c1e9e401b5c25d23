import { randomBytes } from 'node:crypto';
import type { Role } from '@kasuwa/contracts';
import { insertUser } from '../modules/admin-users/admin-users.queries';
import { createStore } from '../modules/stores/stores.service';
import type { TestContext } from './harness';

/** Factories for back-office tests: real rows in the test database, tokens signed as the server signs them. */

const unique = () => randomBytes(4).toString('hex');

export async function makeUser(
  t: TestContext,
  overrides: Partial<{ role: Role; status: string; firstName: string; lastName: string; email: string }> = {},
) {
  const email = overrides.email ?? `u-${unique()}@example.com`;
  return insertUser(t.database.db, {
    email,
    username: email,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'Person',
    role: overrides.role ?? 'user',
    status: overrides.status ?? 'active',
  });
}

/** An account of the role and a Bearer header for it. */
export async function signIn(t: TestContext, role: Role, overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t, { ...overrides, role });
  const token = await t.tokens.signAccess({
    sub: user.id,
    aud: 'admin',
    role,
    name: `${user.firstName} ${user.lastName}`,
  });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

export async function makeStore(
  t: TestContext,
  overrides: Partial<{
    userId: number | null;
    username: string;
    subdomain: string;
    status: 'active' | 'inactive';
  }> = {},
) {
  const subdomain = overrides.subdomain ?? `shop-${unique()}`;
  return createStore(
    { db: t.database.db },
    {
      userId: overrides.userId ?? null,
      name: overrides.username ?? subdomain,
      username: overrides.username ?? subdomain,
      subdomain,
      description: 'A test store',
      status: overrides.status ?? 'active',
    },
  );
}
