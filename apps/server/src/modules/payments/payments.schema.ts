import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One try at paying an order through one provider. The reference is ours, random and unique, and is
 * what the provider echoes back; the provider's own transaction id is unique too, so one charge can
 * never pay twice.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    provider: text('provider').notNull(),
    channel: text('channel').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    /**
     * initialized → paid | failed | needs_refund | underpaid | returned. Never moves back from paid.
     * `underpaid` and `returned` are transfers whose whole amount goes back (`transfer_returns`).
     */
    status: text('status').notNull().default('initialized'),
    providerTransactionId: text('provider_transaction_id'),
    authorizationUrl: text('authorization_url'),
    failureReason: text('failure_reason'),
    /** A USSD payment (channel `ussd`): the code the shopper dials and the bank it is for (USSD_BANKS id). */
    ussdCode: text('ussd_code'),
    ussdBank: text('ussd_bank'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A transfer's account for this payment only (the provider's), or the shared fallback account. */
    transferAccount: jsonb('transfer_account').$type<TransferAccount>(),
    /** When the provider closes that account; a transfer after it is late (docs/payments.md). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The shared-account fallback's short, checked reference the shopper writes on her transfer. */
    shortCode: text('short_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference_key').on(t.reference),
    uniqueIndex('payment_attempts_short_code_key').on(t.shortCode),
    uniqueIndex('payment_attempts_provider_tx_key').on(t.provider, t.providerTransactionId),
    // At most one successful payment per order, whatever the provider.
    uniqueIndex('payment_attempts_paid_order_key').on(t.storeId, t.orderId).where(sql`${t.status} = 'paid'`),
    index('payment_attempts_store_idx').on(t.storeId, t.createdAt),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

/**
 * Every webhook and verification outcome, authentic or not. `eventKey` (`provider:event:id`) is set
 * only for authentic events we act on, and is unique: a replay finds it taken and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key'),
    eventType: text('event_type').notNull().default(''),
    reference: text('reference'),
    outcome: text('outcome').notNull(),
    detail: text('detail').notNull().default(''),
    signatureScheme: text('signature_scheme'),
    sourceIp: text('source_ip'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_event_key').on(t.eventKey),
    index('payment_events_reference_idx').on(t.reference),
    index('payment_events_outcome_idx').on(t.outcome, t.receivedAt),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending → processed | failed. */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    restock: boolean('restock').notNull().default(false),
    /** Set when one line of the order was refunded (its `order_items.id`). */
    orderItemId: bigint('order_item_id', { mode: 'number' }),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_store_order_idx').on(t.storeId, t.orderId)],
);

export interface TransferAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * Transfer money that is not kept for its order (underpaid, the excess of an overpayment, a late
 * transfer for a cancelled order, a second transfer): owed back to the shopper from the moment it
 * arrives (ledger `transfer_returns`) until the provider accepts its refund. One row per arrival and
 * reason; `key` (provider transaction id and reason) makes a replayed event add nothing.
 */
export const transferReturns = pgTable(
  'transfer_returns',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's transaction the money came in with: what its refund names. */
    providerTransactionId: text('provider_transaction_id').notNull(),
    reason: text('reason').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending → refunding (claimed for the provider's call) → refunded; back to pending if refused. */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transfer_returns_key').on(t.key),
    index('transfer_returns_attempt_idx').on(t.attemptId),
    index('transfer_returns_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Which providers a store takes payments through (at least one of Paystack, Flutterwave and Paga, kept
 * by the settings service) and whether the shared-account bank transfer is offered. A store without a
 * row has Paystack, Paga and bank transfer on (payments.queries settingsOf).
 */
export const storePaymentSettings = pgTable('store_payment_settings', {
  storeId: integer('store_id').primaryKey(),
  paystack: boolean('paystack').notNull().default(true),
  paga: boolean('paga').notNull().default(true),
  flutterwave: boolean('flutterwave').notNull().default(false),
  bankTransfer: boolean('bank_transfer').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Terms, Dispute Resolution: a customer's dispute over an order; the escrow stays frozen while open. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    orderId: uuid('order_id').notNull(),
    status: text('status').notNull().default('open'),
    reason: text('reason').notNull(),
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('disputes_store_idx').on(t.storeId, t.createdAt),
    index('disputes_status_idx').on(t.status, t.createdAt),
    // One open dispute per order at a time.
    uniqueIndex('disputes_open_order_key').on(t.storeId, t.orderId).where(sql`${t.status} = 'open'`),
  ],
);
