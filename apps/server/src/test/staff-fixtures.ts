import { randomBytes } from 'node:crypto';
import type { StaffPermission, StaffRole } from '@kasuwa/contracts';
import { users } from '../modules/admin-users/admin-users.schema';
import { storeMembers } from '../modules/stores/store-members.schema';
import type { TestContext } from './harness';

export interface TestPerson {
  userId: number;
  name: string;
  email: string;
  headers: { authorization: string };
}

/** A confirmed vendor account with no store, and its access token. */
export async function createPerson(t: TestContext, firstName = 'Aisha'): Promise<TestPerson> {
  const tag = randomBytes(4).toString('hex');
  const email = `staff-${tag}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      username: email,
      email,
      firstName,
      lastName: `Staff ${tag}`,
      role: 'user',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const token = await t.tokens.signAccess({ sub: user!.id, aud: 'vendor', role: 'user', name: firstName });
  return {
    userId: user!.id,
    name: `${firstName} Staff ${tag}`,
    email,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** `person` made a member of the store with the role, as an accepted invitation would. */
export async function addToStore(
  t: TestContext,
  storeId: number,
  person: TestPerson,
  role: StaffRole,
  permissions: StaffPermission[] = [],
): Promise<number> {
  const [row] = await t.database.db
    .insert(storeMembers)
    .values({ storeId, userId: person.userId, role, permissions })
    .returning();
  return row!.id;
}
