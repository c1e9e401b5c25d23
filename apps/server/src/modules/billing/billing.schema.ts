import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
 * One row per vendor account that ever paid for a plan. `users.plan` holds the plan entitlements are
 * read from; this row holds how it is paid: interval, period, renewal state and the saved card.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: integer('user_id').primaryKey(),
    plan: text('plan').notNull(),
    /** monthly | annual */
    interval: text('interval').notNull(),
    /** active | grace (a renewal failed; retried daily) | cancelled (back on Free) */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A move to a smaller plan or a shorter interval, applied at the next renewal. */
    pendingPlan: text('pending_plan'),
    pendingInterval: text('pending_interval'),
    /** Paystack's reusable authorization of the card that paid last; renewals charge it. */
    authorizationCode: text('authorization_code'),
    cardLast4: text('card_last4'),
    /** `YYYY-MM`, the saved card's expiry as Paystack gave it; null when it did not. */
    cardExpires: text('card_expires'),
    /**
     * The renewal date (a period end) the vendor was last told its card expires before, so the warning
     * goes once a period (Kasuwa's own `subscription.expiring_cards`).
     */
    cardExpiryWarnedFor: timestamp('card_expiry_warned_for', { withTimezone: true }),
    /**
     * The vendor pays renewals from this store's available NGN balance (the saved card when it is short);
     * null renews on the saved card. Set by the last payment method the vendor chose.
     */
    renewFromStoreId: integer('renew_from_store_id'),
    billingEmail: text('billing_email').notNull(),
    billingName: text('billing_name').notNull().default(''),
    /** When the renewal sweep next tries to charge (period end, then once a day in grace). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /**
     * A plan paid without a card or balance to renew from is reminded 7, 3 and 1 days before its end
     * (billing.reminders.service): the period end the last reminder was for, and how many days before.
     */
    renewalRemindedFor: timestamp('renewal_reminded_for', { withTimezone: true }),
    renewalRemindedDays: integer('renewal_reminded_days'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Every attempt to take money for a plan: first payments, upgrades and renewals, paid or not, and the
 * card checks that verify a replacement card.
 */
export const billingCharges = pgTable(
  'billing_charges',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The provider reference; the idempotency key of its confirmation and of its ledger posting. */
    reference: text('reference').notNull(),
    /** subscribe | upgrade | renewal | card_check (verifies a replacement card; refunded at once) */
    kind: text('kind').notNull(),
    plan: text('plan').notNull(),
    interval: text('interval').notNull(),
    /** What was charged; `credit` is the unused part of the old plan taken off an upgrade. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    credit: bigint('credit', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    /**
     * pending | paid | failed; a card check then goes refunding (asked) → refunded (accepted).
     * refund_due: paid, but for a purchase another payment had already applied (paid twice); never
     * applied, never revenue, and refunded like a card check (refund_due → refunding → refunded).
     */
    status: text('status').notNull().default('pending'),
    /** The provider's id of a refund (a card check's or a second payment's), to match its `refund.*` events. */
    providerRefundId: text('provider_refund_id'),
    /**
     * What the subscription was when this checkout was quoted (`quoteBasis`): the payment is applied only
     * while it still is, so a second payment of the same purchase is refunded. Null before issue 29.
     */
    quotedFrom: text('quoted_from'),
    /** The provider's page of an open checkout, handed out again to a second checkout of the same purchase. */
    authorizationUrl: text('authorization_url'),
    /** paystack (a card, transfer or USSD) | balance (a store's available Kasuwa balance, `balance_store_id`) */
    provider: text('provider').notNull().default('paystack'),
    /** card | bank_transfer (a one-off account, `transfer_account`) | ussd (`ussd_code`); balance payments say card. */
    channel: text('channel').notNull().default('card'),
    /** The one-off account of a transfer (bank, number, name) and when it closes. */
    transferAccount: jsonb('transfer_account').$type<{
      bankName: string;
      accountNumber: string;
      accountName: string;
    }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ussdCode: text('ussd_code'),
    ussdBank: text('ussd_bank'),
    /**
     * The provider's id of the transaction that paid it: a transfer confirmed again under another id is a
     * second transfer into the account, not a replay.
     */
    providerTransactionId: text('provider_transaction_id'),
    /**
     * The last transfer of the wrong amount Paystack refused into this account and sent back itself
     * (`bank.transfer.rejected`): never ours, only shown so the vendor sends the exact amount.
     */
    rejectedAmount: bigint('rejected_amount', { mode: 'number' }),
    balanceStoreId: integer('balance_store_id'),
    /** Step 2 of the payment page: who the bill is for (renewals copy the subscription's). */
    billingName: text('billing_name').notNull().default(''),
    billingEmail: text('billing_email').notNull().default(''),
    failureReason: text('failure_reason'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_charges_reference_key').on(t.reference),
    index('billing_charges_user_idx').on(t.userId, t.createdAt),
    // The sweep's list of card checks still to refund: few rows, whatever the table grows to.
    index('billing_charges_card_check_refund_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'card_check' and ${t.status} = 'paid'`),
    // The same for second payments still to give back.
    index('billing_charges_refund_due_idx').on(t.createdAt).where(sql`${t.status} = 'refund_due'`),
    check('billing_charges_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Money of a plan transfer that is not kept for the plan (docs/billing.md, "Transfers and USSD"): short
 * (whole), over (the excess), twice or for a purchase already made (whole). Owed to the vendor in the
 * ledger (`plan_overpayments`) until Paystack accepts its refund: pending → refunding → refunded. One row
 * per provider transaction and reason, so a replayed event adds nothing.
 */
export const planTransferReturns = pgTable(
  'plan_transfer_returns',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    chargeId: uuid('charge_id').notNull(),
    userId: integer('user_id').notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    /** underpaid | overpaid | late | duplicate */
    reason: text('reason').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** pending | refunding | refunded */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_transfer_returns_key').on(t.key),
    index('plan_transfer_returns_charge_idx').on(t.chargeId),
    index('plan_transfer_returns_status_idx').on(t.status, t.createdAt),
    check('plan_transfer_returns_positive', sql`${t.amount} > 0`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanTransferReturnRow = typeof planTransferReturns.$inferSelect;
export type BillingChargeRow = typeof billingCharges.$inferSelect;
export type NewBillingCharge = typeof billingCharges.$inferInsert;
