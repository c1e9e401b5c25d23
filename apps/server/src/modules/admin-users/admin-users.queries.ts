import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, likePattern } from '../../platform/db';
import { users } from './admin-users.schema';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The row, locked until the transaction ends. */
export async function lockUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

// ---------------------------------------------------------------- back office (spec 2.16, 7.1)

export interface UserFilter {
  search?: string;
  status?: string;
  role?: string;
}

function userWhere(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(users.username, pattern),
      )!,
    );
  }
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listUsersPage(db: DbOrTx, filter: UserFilter, limit: number, offset: number) {
  const condition = userWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(condition).orderBy(asc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export function findUsersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.id, ids));
}

/** Accounts whose email or username is the identifier, email matches first. */
export function findLoginCandidates(db: DbOrTx, identifier: string) {
  const value = identifier.trim().toLowerCase();
  return db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${value}`, sql`lower(${users.username}) = ${value}`))
    .orderBy(sql`lower(${users.email}) = ${value} desc`, asc(users.id))
    .limit(5);
}

export async function usernameTaken(db: DbOrTx, username: string, exceptId?: number): Promise<boolean> {
  const value = username.trim().toLowerCase();
  const conditions = [sql`lower(${users.username}) = ${value}`];
  if (exceptId) conditions.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function deleteUser(db: DbOrTx, id: number) {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

export function recentUsers(db: DbOrTx, limit: number) {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
}
