import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type StoreScope, scoped } from '../../platform/tenant';
import { bankAccounts, payouts } from './ledger.schema';

export type PayoutRow = typeof payouts.$inferSelect;

/** Saves the store's bank account for its currency, replacing the one there was. */
export async function upsertBankAccount(
  ctx: StoreScope,
  values: Omit<typeof bankAccounts.$inferInsert, 'storeId'>,
) {
  const [row] = await scoped(ctx)
    .insert(bankAccounts, values)
    .onConflictDoUpdate({
      target: [bankAccounts.storeId, bankAccounts.currency],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export function bankAccountsOfStore(ctx: StoreScope) {
  return scoped(ctx).select(bankAccounts);
}

export async function bankAccountFor(ctx: StoreScope, currency: string) {
  const [account] = await scoped(ctx).select(bankAccounts, eq(bankAccounts.currency, currency));
  return account ?? null;
}

export async function bankAccountById(ctx: StoreScope, id: number) {
  const [account] = await scoped(ctx).select(bankAccounts, eq(bankAccounts.id, id));
  return account ?? null;
}

export async function insertPayout(ctx: StoreScope, values: Omit<typeof payouts.$inferInsert, 'storeId'>) {
  const [row] = await scoped(ctx).insert(payouts, values).returning();
  return row!;
}

/** The payout with this reference, locked until the transaction ends (call it inside one). */
export async function lockPayoutByReference(db: DbOrTx, reference: string) {
  // tenant-scope: the provider's event (or the transfer job) names only the payout's unique reference.
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference)).for('update');
  return row ?? null;
}

export async function findPayout(db: DbOrTx, id: string) {
  // tenant-scope: a job names the payout by its unique id; the row tells the store.
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

export async function updatePayout(
  ctx: StoreScope,
  id: string,
  changes: Partial<Pick<PayoutRow, 'status' | 'completedAt' | 'failureReason' | 'providerTransferId'>>,
) {
  await scoped(ctx).update(payouts, changes, eq(payouts.id, id));
}

/** The store's latest payouts, newest first. */
export function payoutsOfStore(ctx: StoreScope) {
  return scoped(ctx).select(payouts).orderBy(desc(payouts.createdAt)).limit(100);
}

/** The latest payouts of every store (in this status, when given), newest first. */
export function payoutsOfAllStores(db: DbOrTx, status?: string) {
  // tenant-scope: the admins' payout list spans every store.
  const base = db.select().from(payouts);
  return (status ? base.where(eq(payouts.status, status)) : base).orderBy(desc(payouts.createdAt)).limit(200);
}

export function paidPayoutsOfStore(ctx: StoreScope) {
  return scoped(ctx).select(payouts, eq(payouts.status, 'paid'));
}
