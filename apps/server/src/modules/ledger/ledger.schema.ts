import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One account per (kind, store, currency). Store kinds belong to a vendor; platform kinds use store 0.
 * Balances are never stored: they are the sum of the account's entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().default(0),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_key').on(t.storeId, t.kind, t.currency)],
);

/** A movement of money. `key` makes posting idempotent: the same cause never posts twice. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id').notNull().default(0),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    orderId: uuid('order_id'),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.key),
    index('ledger_transactions_store_idx').on(t.storeId, t.createdAt),
    index('ledger_transactions_order_idx').on(t.orderId),
  ],
);

/** Signed amounts in minor units; a transaction's entries sum to zero per currency. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    storeId: integer('store_id').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_tx_idx').on(t.transactionId),
    index('ledger_entries_store_idx').on(t.storeId),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The money of one paid order while it waits for delivery: captured, refunded so far, and whether it
 * was released to the vendor. Locked FOR UPDATE by every change, so racing refunds and releases queue.
 */
export const escrowHolds = pgTable(
  'escrow_holds',
  {
    orderId: uuid('order_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    currency: text('currency').notNull(),
    captured: bigint('captured', { mode: 'number' }).notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    released: bigint('released', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    /** held → released | refunded; `frozen` while a dispute is open. */
    status: text('status').notNull().default('held'),
    /** Set once the order is delivered: the escrow releases itself after this moment. */
    releaseAfter: timestamp('release_after', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('escrow_holds_store_idx').on(t.storeId, t.status),
    index('escrow_holds_due_idx').on(t.status, t.releaseAfter),
    uniqueIndex('escrow_holds_confirm_key').on(t.confirmTokenHash),
    check('escrow_holds_within_capture', sql`${t.refunded} + ${t.released} + ${t.fee} <= ${t.captured}`),
  ],
);

/** Where a store's payouts go. One active account per store and currency; the name comes from the provider. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    currency: text('currency').notNull().default('NGN'),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    provider: text('provider').notNull(),
    recipientCode: text('recipient_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_accounts_store_currency_key').on(t.storeId, t.currency)],
);

/** A transfer of a vendor's available balance to their bank, through the provider's transfer API. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** processing → paid | failed. */
    status: text('status').notNull().default('processing'),
    /** The provider's idempotency key: retries reuse it, so a payout never pays twice. */
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    destination: text('destination').notNull(),
    providerTransferId: text('provider_transfer_id'),
    failureReason: text('failure_reason'),
    expectedBy: timestamp('expected_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    index('payouts_store_idx').on(t.storeId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_positive', sql`${t.amount} > 0`),
  ],
);
