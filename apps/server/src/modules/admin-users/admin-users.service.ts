import {
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserPatch,
  pageInfo,
  type Role,
} from '@kasuwa/contracts';
import { revokeAllForUser } from '../../platform/auth';
import type { ActorContext, DbContext } from '../../platform/context';
import { errors, fail } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { isUniqueViolation } from '../../platform/pg-errors';
import { inTransaction } from '../../platform/tenant';
import { recordAudit } from '../audit';
import { type Locale, localeOr } from '../messages';
import * as queries from './admin-users.queries';
import type { NewUserRow, UserRow } from './admin-users.schema';

export type { UserRow };

export interface AdminAccountInput {
  email: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
  /** Defaults to the email. */
  username?: string;
}

/**
 * Creates an administrator, or resets the password, role and status of an existing account with that
 * email. Used by the operator command and the first-start seed.
 */
export async function createOrResetAdmin({ db }: DbContext, input: AdminAccountInput) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await queries.findUserByEmail(db, email);
  if (existing) {
    const row = await queries.updateUser(db, existing.id, {
      passwordHash,
      role: input.role,
      status: 'active',
      ...(input.username ? { username: input.username } : {}),
      ...(input.firstName ? { firstName: input.firstName } : {}),
      ...(input.lastName ? { lastName: input.lastName } : {}),
    });
    return { user: row!, created: false };
  }
  const user = await queries.insertUser(db, {
    email,
    username: input.username ?? email,
    passwordHash,
    role: input.role,
    firstName: input.firstName ?? 'Kasuwa',
    lastName: input.lastName ?? 'Admin',
    emailVerifiedAt: new Date(),
  });
  return { user, created: true };
}

// ---------------------------------------------------------------- back office (spec 2.16, 2.17, 7.1)

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    notes: row.notes,
    plan: row.plan,
  };
}

/** The row as the audit log keeps it: the API shape, never the password hash. */
const snapshot = (row: UserRow) => toAdminUser(row);

export async function listUsers(ctx: DbContext, query: AdminUserListQuery) {
  const { rows, total } = await queries.listUsersPage(
    ctx.db,
    { search: query.search, status: query.status, role: query.role },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    users: rows.map(toAdminUser),
    pagination: { ...pageInfo(query.page, query.limit, total), totalUsers: total },
  };
}

/** Any account by id, for other modules (the admin guard, store owners); undefined when there is none. */
export function getAccount(ctx: DbContext, id: number): Promise<UserRow | undefined> {
  return queries.findUserById(ctx.db, id);
}

/** The language an account's mail is written in (users.locale; en-NG for an unknown account). */
export async function accountLocale(ctx: DbContext, id: number): Promise<Locale> {
  return localeOr((await getAccount(ctx, id))?.locale);
}

// The account records auth works on when a vendor signs up, signs in or resets a password (and the
// demo store's owner): without the admin rules (audit, permissions) of the functions below.

export function findAccountByEmail(ctx: DbContext, email: string): Promise<UserRow | undefined> {
  return queries.findUserByEmail(ctx.db, email);
}

export function insertAccount(ctx: DbContext, values: NewUserRow): Promise<UserRow> {
  return queries.insertUser(ctx.db, values);
}

export function updateAccount(
  ctx: DbContext,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  return queries.updateUser(ctx.db, id, values);
}

/**
 * The account, locked until the caller's transaction ends: serialises what another module decides per
 * account (stores counts a vendor's stores against the plan limit under it).
 */
export function lockAccount(ctx: DbContext, id: number): Promise<UserRow | undefined> {
  return queries.lockUserById(ctx.db, id);
}

export async function getUser(ctx: DbContext, id: number): Promise<AdminUser> {
  const row = await queries.findUserById(ctx.db, id);
  if (!row) throw errors.notFound('User');
  return toAdminUser(row);
}

export async function getUsersByIds(ctx: DbContext, ids: number[]): Promise<UserRow[]> {
  return queries.findUsersByIds(ctx.db, [...new Set(ids)]);
}

export function findLoginCandidates(ctx: DbContext, identifier: string) {
  return queries.findLoginCandidates(ctx.db, identifier);
}

export async function recordLogin(ctx: DbContext, id: number): Promise<void> {
  await queries.updateUser(ctx.db, id, { lastLoginAt: new Date() });
}

export function countUsers(ctx: DbContext): Promise<number> {
  return queries.countUsers(ctx.db);
}

export function recentUsers(ctx: DbContext, limit: number): Promise<UserRow[]> {
  return queries.recentUsers(ctx.db, limit);
}

const emailTaken = () => fail('EMAIL_TAKEN', { by: 'admin' });
const usernameTaken = () => fail('USERNAME_TAKEN');

async function assertFree(
  tx: DbContext,
  email: string | undefined,
  username: string | undefined,
  id?: number,
) {
  if (email) {
    const holder = await queries.findUserByEmail(tx.db, email);
    if (holder && holder.id !== id) throw emailTaken();
  }
  if (username && (await queries.usernameTaken(tx.db, username, id))) throw usernameTaken();
}

function uniqueViolation(err: unknown): never {
  if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
  throw err;
}

/** A user created in the back office; the server assigns the id and the dates. */
export async function createUser(ctx: ActorContext, input: AdminUserCreate): Promise<AdminUser> {
  const username = input.username || input.email;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return inTransaction(ctx, async (tx) => {
    await assertFree(tx, input.email, username);
    const { password: _password, ...fields } = input;
    const row = await queries
      .insertUser(tx.db, { ...fields, username, passwordHash, emailVerifiedAt: new Date() })
      .catch(uniqueViolation);
    await recordAudit(tx, {
      action: 'user.create',
      entityType: 'user',
      entityId: row.id,
      after: snapshot(row),
    });
    return toAdminUser(row);
  });
}

/** PUT and PATCH: changes the given fields. An admin cannot change their own role or status, nor delete themselves. */
export async function updateUser(ctx: ActorContext, id: number, patch: AdminUserPatch): Promise<AdminUser> {
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
  return inTransaction(ctx, async (tx) => {
    const before = await queries.findUserById(tx.db, id);
    if (!before) throw errors.notFound('User');
    const { password: _password, ...fields } = patch;
    if (ctx.actor?.id === id) {
      if (
        (fields.role && fields.role !== before.role) ||
        (fields.status && fields.status !== before.status)
      ) {
        throw fail('SELF_CHANGE');
      }
    }
    // A username is kept unless it is given; one that followed the email follows it on.
    if (fields.email && !fields.username && before.username.toLowerCase() === before.email.toLowerCase()) {
      fields.username = fields.email;
    }
    await assertFree(tx, fields.email, fields.username, id);
    const after = await queries
      .updateUser(tx.db, id, { ...fields, ...(passwordHash ? { passwordHash } : {}) })
      .catch(uniqueViolation);
    if (!after) throw errors.notFound('User');
    const signedOut =
      passwordHash !== undefined ||
      after.status !== 'active' ||
      after.role !== before.role ||
      after.email !== before.email;
    if (signedOut) await revokeAllForUser(tx.db, id);
    await recordAudit(tx, {
      action: 'user.update',
      entityType: 'user',
      entityId: id,
      before: snapshot(before),
      after: { ...snapshot(after), ...(passwordHash ? { passwordChanged: true } : {}) },
    });
    return toAdminUser(after);
  });
}

export async function deleteUser(ctx: ActorContext, id: number): Promise<void> {
  if (ctx.actor?.id === id) {
    throw fail('SELF_DELETE');
  }
  await inTransaction(ctx, async (tx) => {
    const row = await queries.deleteUser(tx.db, id);
    if (!row) throw errors.notFound('User');
    await revokeAllForUser(tx.db, id);
    await recordAudit(tx, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      before: snapshot(row),
    });
  });
}

/** The plan an account's entitlements are read from; billing changes it with the subscription. */
export async function setAccountPlan(ctx: DbContext, id: number, plan: string): Promise<void> {
  await queries.updateUser(ctx.db, id, { plan });
}
