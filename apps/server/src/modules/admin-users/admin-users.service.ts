import type { Role } from '@kasuwa/contracts';
import type { DbOrTx } from '../../platform/db';
import { hashPassword } from '../../platform/passwords';
import * as queries from './admin-users.queries';

export interface AdminAccountInput {
  email: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates an administrator, or resets the password, role and status of an existing account with that
 * email. Used by the operator command and the first-start seed.
 */
export async function createOrResetAdmin(db: DbOrTx, input: AdminAccountInput) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await queries.findUserByEmail(db, email);
  if (existing) {
    const row = await queries.updateUser(db, existing.id, {
      passwordHash,
      role: input.role,
      status: 'active',
      ...(input.firstName ? { firstName: input.firstName } : {}),
      ...(input.lastName ? { lastName: input.lastName } : {}),
    });
    return { user: row!, created: false };
  }
  const user = await queries.insertUser(db, {
    email,
    username: email,
    passwordHash,
    role: input.role,
    firstName: input.firstName ?? 'Kasuwa',
    lastName: input.lastName ?? 'Admin',
    emailVerifiedAt: new Date(),
  });
  return { user, created: true };
}
