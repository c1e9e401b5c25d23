import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { enqueue, type JobDefinition } from '../../platform/jobs';
import { createProviders, type PaymentProviders, ProviderError } from '../../platform/payments';
import type { StoreScope } from '../../platform/tenant';
import { notifyVendor } from '../messaging';
import { holdForPayout, returnPayout, settlePayout } from './ledger.service';
import * as q from './payouts.queries';

export interface PayoutCtx {
  db: Db;
  config: Config;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

/** A payout context acting in one store (a vendor's, from the vendor store scope). */
export type StorePayoutCtx = PayoutCtx & { storeId: number };

/** Spec section 9: naira within 24 hours, foreign currency within 7 working days. */
export function payoutDeadline(currency: string, from: Date): Date {
  if (currency === 'NGN') return new Date(from.getTime() + 24 * 60 * 60 * 1000);
  const d = new Date(from);
  let working = 0;
  while (working < 7) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) working++;
  }
  return d;
}

export function listBanks(ctx: PayoutCtx) {
  return wrap(() => ctx.providers.paystack.listBanks('NGN'));
}

async function wrap<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProviderError)
      throw errors.unavailable('The payment provider could not be reached. Please try again.');
    throw err;
  }
}

/** Saves the store's bank account after the provider resolves the account name and registers a recipient. */
export async function saveBankAccount(
  ctx: StorePayoutCtx,
  input: { bankCode: string; accountNumber: string; currency: string },
) {
  const banks = await listBanks(ctx);
  const bank = banks.find((b) => b.code === input.bankCode);
  if (!bank) throw fail('UNKNOWN_BANK');
  const resolved = await wrap(() =>
    ctx.providers.paystack.resolveAccount(input.accountNumber, input.bankCode),
  );
  if (!resolved) {
    throw fail('ACCOUNT_NOT_RESOLVED');
  }
  const recipientCode = await wrap(() =>
    ctx.providers.paystack.createRecipient({
      name: resolved.accountName,
      accountNumber: input.accountNumber,
      bankCode: input.bankCode,
      currency: input.currency,
    }),
  );
  const values = {
    currency: input.currency,
    bankCode: input.bankCode,
    bankName: bank.name,
    accountNumber: input.accountNumber,
    accountName: resolved.accountName,
    provider: 'paystack',
    recipientCode,
  };
  return q.upsertBankAccount(ctx, values);
}

export function bankAccountsOf(ctx: StoreScope) {
  return q.bankAccountsOfStore(ctx);
}

/**
 * Takes the amount out of the available balance (refused when short, also under concurrent requests)
 * and queues the transfer; the job and the provider's event finish it.
 */
export async function requestPayout(ctx: StorePayoutCtx, input: { amount: number; currency: string }) {
  const { storeId } = ctx;
  const account = await q.bankAccountFor(ctx, input.currency);
  if (!account) throw fail('NO_BANK_ACCOUNT', { currency: input.currency });
  const id = uuidv7();
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    await holdForPayout(
      { db: tx },
      { payoutId: id, storeId, amount: input.amount, currency: input.currency },
    );
    const row = await q.insertPayout(
      { db: tx, storeId },
      {
        id,
        amount: input.amount,
        currency: input.currency,
        reference: `payout_${randomBytes(12).toString('hex')}`,
        provider: account.provider,
        bankAccountId: account.id,
        destination: `${account.bankName} ••••${account.accountNumber.slice(-4)}`,
        // The deadline is counted from the payout's own creation time, so both come from one clock.
        createdAt: now,
        expectedBy: payoutDeadline(input.currency, now),
      },
    );
    await enqueue(tx, payoutTransferJob, { payoutId: id }, { dedupeKey: `payout:${id}` });
    return row;
  });
}

/**
 * Settles a payout once: paid moves the money out, failed returns it to the available balance. The
 * ledger posting and the payout's status commit in one transaction; if either fails, neither does and
 * the payout stays `processing` for the job's retry or the provider's next event.
 */
export async function finishPayout(
  ctx: Pick<RequestContext, 'db'> & { config?: Pick<Config, 'publicUrl'> },
  reference: string,
  status: 'success' | 'failed' | 'pending',
  reason = '',
) {
  if (status === 'pending') return 'pending';
  return ctx.db.transaction(async (tx) => {
    const row = await q.lockPayoutByReference(tx, reference);
    if (!row) return 'unknown_payout';
    if (row.status !== 'processing') return 'already_final';
    const p = { payoutId: row.id, storeId: row.storeId, amount: row.amount, currency: row.currency };
    if (status === 'success') await settlePayout({ db: tx }, p);
    else await returnPayout({ db: tx }, p);
    await q.updatePayout({ db: tx, storeId: row.storeId }, row.id, {
      status: status === 'success' ? 'paid' : 'failed',
      completedAt: new Date(),
      failureReason: status === 'failed' ? reason || 'refused by the bank' : null,
    });
    const money = { amount: row.amount, currency: row.currency, reference: row.reference };
    await notifyVendor(
      { db: tx, config: ctx.config },
      row.storeId,
      status === 'success'
        ? { kind: 'payout_paid', ...money }
        : { kind: 'payout_failed', ...money, reason: reason || 'refused by the bank' },
    );
    return status === 'success' ? 'payout_paid' : 'payout_failed';
  });
}

export function payoutsOfStore(ctx: StoreScope) {
  return q.payoutsOfStore(ctx);
}

export function allPayouts(ctx: Pick<RequestContext, 'db'>, status?: string) {
  return q.payoutsOfAllStores(ctx.db, status);
}

/** Sums of completed payouts per currency (the "paid out" figure of the balance screen). */
export async function paidOutTotals(ctx: StoreScope): Promise<Map<string, number>> {
  const rows = await q.paidPayoutsOfStore(ctx);
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.currency, (totals.get(r.currency) ?? 0) + r.amount);
  return totals;
}

/**
 * Sends the transfer with the payout's own reference (the provider's idempotency key), so a retry never
 * pays twice. A transfer still pending is checked again later by retrying the job.
 */
export const payoutTransferJob: JobDefinition<{ payoutId: string }> = {
  type: 'payouts.transfer',
  queue: 'payouts',
  maxAttempts: 12,
  async handle({ payoutId }, env) {
    const { db, config, log } = env;
    const providers = createProviders(config.payments);
    const row = await q.findPayout(db, payoutId);
    if (row?.status !== 'processing') return { skipped: row?.status ?? 'missing' };
    const account = await q.bankAccountById({ db, storeId: row.storeId }, row.bankAccountId);
    if (!account)
      return { outcome: await finishPayout(env, row.reference, 'failed', 'bank account removed') };
    let result = row.providerTransferId ? await providers.paystack.verifyTransfer(row.reference) : null;
    if (!result) {
      try {
        result = await providers.paystack.transfer({
          amount: row.amount,
          currency: row.currency,
          recipient: account.recipientCode,
          reference: row.reference,
          reason: `Kasuwa payout ${row.id}`,
        });
      } catch (err) {
        // A refusal (not a network failure) is final: the money goes back to the balance.
        if (err instanceof ProviderError && err.status && err.status < 500) {
          return { outcome: await finishPayout(env, row.reference, 'failed', err.message) };
        }
        throw err;
      }
      await q.updatePayout({ db, storeId: row.storeId }, row.id, {
        providerTransferId: result.providerTransferId,
      });
    }
    const outcome = await finishPayout(env, row.reference, result.status);
    if (outcome === 'pending') {
      log.info({ payoutId }, 'transfer pending; checking again later');
      throw new Error('transfer still pending');
    }
    return { outcome };
  },
};
