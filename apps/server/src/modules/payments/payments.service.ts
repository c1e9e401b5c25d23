import { randomBytes } from 'node:crypto';
import { formatMoney } from '@kasuwa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { enqueue } from '../../platform/jobs';
import { type PaymentProviders, ProviderError, type VerifiedCharge } from '../../platform/payments';
import { issueReceiptForPayment } from '../invoices';
import { captureToEscrow } from '../ledger';
import { type Locale, localeOr } from '../messages';
import { notifyVendor } from '../messaging';
import { findOrderForPayment, transitionOrder } from '../orders';
import { queueOrderPush } from '../push';
import { refundPaidOutside } from './paid-outside.service';
import * as q from './payments.queries';
import { isTransferCode, normaliseTransferCode } from './transfer-code';
import {
  attemptByShortCode,
  keepForReturn,
  settleTransferReturns,
  transferArrival,
} from './transfers.service';

export interface PaymentsCtx {
  db: Db;
  config: Config;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

export const PAYMENT_METHODS = ['paystack', 'flutterwave', 'paga', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The shape of every payment reference (`newReference`). */
export const REFERENCE = /^KSW-[0-9a-f]{24}$/;

/** 96 random bits: unguessable, unique by index, and within Paystack's reference alphabet. */
export function newReference(): string {
  return `KSW-${randomBytes(12).toString('hex')}`;
}

export type ConfirmOutcome =
  | 'paid'
  | 'already_paid'
  | 'duplicate'
  | 'unknown_reference'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'reference_mismatch'
  | 'failed'
  | 'pending'
  | 'order_not_payable'
  | 'second_payment'
  | 'underpaid'
  | 'overpaid'
  | 'late_returned'
  | 'duplicate_returned'
  | 'already_returned';

/** Outcomes that leave money owed back to the shopper: its refund is asked once the outcome is committed. */
export const RETURN_OUTCOMES: readonly ConfirmOutcome[] = [
  'underpaid',
  'overpaid',
  'late_returned',
  'duplicate_returned',
];

interface EventSource {
  /** `provider:event:id` for webhooks; absent for verifications (which are idempotent by attempt status). */
  eventKey?: string;
  eventType: string;
  signatureScheme?: string;
  sourceIp?: string;
}

/**
 * The one place a charge becomes a payment. In one transaction: claim the event key (a replay stops
 * here), lock the attempt, check reference, amount and currency against what the order asked for,
 * then mark paid, move the money into escrow and the order to `paid`. Every outcome is recorded.
 */
export async function confirmCharge(
  ctx: Pick<PaymentsCtx, 'db' | 'log' | 'config'>,
  provider: PaymentMethod,
  charge: VerifiedCharge,
  source: EventSource,
): Promise<ConfirmOutcome> {
  return ctx.db.transaction(async (tx) => {
    const event = {
      provider,
      eventType: source.eventType,
      reference: charge.reference,
      signatureScheme: source.signatureScheme,
      sourceIp: source.sourceIp,
    };
    let eventId: number | null = null;
    if (source.eventKey) {
      const claimed = await q.claimEvent(tx, { ...event, eventKey: source.eventKey, outcome: 'processing' });
      if (!claimed) {
        await q.recordEvent(tx, { ...event, outcome: 'duplicate', detail: source.eventKey });
        return 'duplicate';
      }
      eventId = claimed.id;
    }
    const finish = async (outcome: ConfirmOutcome, detail = '') => {
      if (eventId !== null) await q.setEventOutcome(tx, eventId, outcome, detail);
      else await q.recordEvent(tx, { ...event, outcome, detail });
      return outcome;
    };

    const attempt = await q.lockAttempt(tx, charge.reference);
    if (!attempt || attempt.provider !== provider) return finish('unknown_reference');
    const transfer = attempt.channel === 'bank_transfer' && attempt.provider !== 'bank_transfer';
    if (transfer && charge.status === 'success' && charge.currency === attempt.currency) {
      const other = await transferArrival(tx, attempt, charge);
      if (other) return finish(other.outcome, other.detail);
    }
    if (attempt.status === 'paid') return finish('already_paid');
    if (charge.status === 'pending') return finish('pending');
    if (charge.status === 'failed') {
      await q.updateAttempt(tx, attempt.id, { status: 'failed', failureReason: 'declined by the provider' });
      return finish('failed');
    }
    if (charge.currency !== attempt.currency) {
      return finish('currency_mismatch', `expected ${attempt.currency}, got ${charge.currency}`);
    }
    if (charge.amount !== attempt.amount && !(transfer && charge.amount > attempt.amount)) {
      return finish('amount_mismatch', `expected ${attempt.amount}, got ${charge.amount}`);
    }
    // The customer paid twice through two attempts; the second one is kept aside for a refund. Two
    // attempts confirmed at once both pass the first check; the escrow's capture tells the later one.
    const keepAside = async (detail: string) => {
      await q.updateAttempt(tx, attempt.id, {
        status: 'needs_refund',
        providerTransactionId: charge.providerTransactionId || null,
      });
      return finish('second_payment', detail);
    };
    const other = await q.paidAttemptOfOrder({ db: tx, storeId: attempt.storeId }, attempt.orderId);
    if (other) return keepAside(`order already paid by ${other.reference}`);
    const captured = await captureToEscrow(
      { db: tx },
      {
        orderId: attempt.orderId,
        storeId: attempt.storeId,
        amount: attempt.amount,
        currency: attempt.currency,
        paymentKey: attempt.reference,
      },
    );
    if (captured === 'order_already_captured') {
      if (!transfer) return keepAside('order already captured by another payment');
      await keepForReturn(tx, attempt, charge, 'duplicate', charge.amount);
      await q.updateAttempt(tx, attempt.id, { status: 'returned', failureReason: 'order paid another way' });
      return finish('duplicate_returned', 'order already captured by another payment');
    }
    // An overpaid transfer pays the order; what came above its total goes back.
    if (transfer && charge.amount > attempt.amount) {
      await keepForReturn(tx, attempt, charge, 'overpaid', charge.amount - attempt.amount);
    }
    await q.updateAttempt(tx, attempt.id, {
      status: 'paid',
      paidAt: new Date(),
      providerTransactionId: charge.providerTransactionId || null,
    });
    const order = await findOrderForPayment({ db: tx }, attempt.orderId);
    if (order?.status !== 'pending_payment') {
      // Paid after the reservation lapsed: the money did arrive, so it is kept safe in escrow (with the
      // attempt marked paid) and refunded; the order keeps its status. The customer still gets a
      // receipt for money received, which the refund's credit note will name.
      ctx.log.warn(
        { reference: attempt.reference, orderId: attempt.orderId, status: order?.status },
        'payment for an order that is no longer payable',
      );
      if (order) {
        await issueReceiptForPayment({ db: tx, publicUrl: ctx.config.publicUrl }, attempt, { lapsed: true });
      }
      // The vendor was paid outside Kasuwa meanwhile: this money goes back at once (never kept twice).
      if (order?.paymentMode === 'off_platform') {
        await enqueue(
          tx,
          refundPaidOutside,
          { orderId: attempt.orderId, storeId: attempt.storeId },
          { dedupeKey: `refund-paid-outside:${attempt.reference}` },
        );
      }
      return finish('order_not_payable', `order is ${order?.status ?? 'missing'}`);
    }
    // Any failure here rolls back the capture and the claimed event too, so the provider's retry (or
    // the next verification) finds nothing done and confirms it again.
    await transitionOrder({ db: tx, storeId: attempt.storeId }, attempt.orderId, 'pay', 'payment', {
      actorLabel: `payment:${provider}`,
      note: `Paid ${formatMoney(attempt.amount, attempt.currency)}, reference ${attempt.reference}`,
    });
    await issueReceiptForPayment({ db: tx, publicUrl: ctx.config.publicUrl }, attempt);
    await notifyVendor({ db: tx, config: ctx.config }, attempt.storeId, {
      kind: 'order_paid',
      orderNumber: order.number,
      amount: attempt.amount,
      currency: attempt.currency,
      reference: attempt.reference,
    });
    // The owner's phones and computers that allow it, beside the SMS and e-mail above.
    await queueOrderPush({ db: tx }, attempt.storeId, {
      orderId: attempt.orderId,
      orderNumber: order.number,
      amount: attempt.amount,
      currency: attempt.currency,
      kind: 'paid',
    });
    return finish(transfer && charge.amount > attempt.amount ? 'overpaid' : 'paid');
  });
}

/** Server-side verification with the provider (redirect callbacks, the page's "I have paid", polling). */
export async function verifyPayment(
  ctx: PaymentsCtx,
  reference: string,
  hints: { transactionId?: string } = {},
) {
  const attempt = await q.findAttempt(ctx.db, reference);
  if (!attempt) throw errors.notFound('Payment');
  // A cancelled attempt (its order was paid outside Kasuwa) is still asked about: money that reached the
  // provider is confirmed, then refunded (paid-outside.service).
  if (attempt.status !== 'initialized' && attempt.status !== 'cancelled')
    return { attempt, outcome: attempt.status === 'paid' ? 'already_paid' : attempt.status };
  let charge: VerifiedCharge | null = null;
  try {
    if (attempt.provider === 'paystack' && attempt.channel === 'bank_transfer') {
      // A transfer charge is checked first (reference §1.4); only a success is verified in full.
      const checked = await ctx.providers.paystack.checkCharge(reference);
      charge = checked ? await ctx.providers.paystack.verify(reference) : null;
    } else if (attempt.provider === 'paystack') charge = await ctx.providers.paystack.verify(reference);
    else if (attempt.provider === 'flutterwave') {
      charge = hints.transactionId
        ? await ctx.providers.flutterwave.verifyById(hints.transactionId)
        : await ctx.providers.flutterwave.verifyByReference(reference);
    } else if (attempt.provider === 'paga') {
      charge = await ctx.providers.paga.verify({
        reference,
        amount: attempt.amount,
        currency: attempt.currency,
      });
    }
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    throw errors.unavailable('The payment provider could not be reached. Please try again.');
  }
  if (!charge) return { attempt, outcome: 'pending' as const };
  if (charge.reference !== reference) {
    await q.recordEvent(ctx.db, {
      provider: attempt.provider,
      eventType: 'verify',
      reference,
      outcome: 'reference_mismatch',
      detail: charge.reference,
    });
    return { attempt, outcome: 'reference_mismatch' as const };
  }
  const outcome = await confirmCharge(ctx, attempt.provider as PaymentMethod, charge, {
    eventType: 'verify',
  });
  if (RETURN_OUTCOMES.includes(outcome)) await settleReturnsQuietly(ctx, attempt.id);
  return { attempt: (await q.findAttempt(ctx.db, reference))!, outcome };
}

/**
 * A browser back from a provider's page (its redirect or charge URL): the payment is verified with the
 * provider, never taken from the query. Always answers an outcome, so the browser is always sent on to
 * a result page: a reference that is not ours says so, and a provider that cannot be reached leaves the
 * payment pending for its webhook or the next look.
 */
export async function verifyOnReturn(
  ctx: PaymentsCtx,
  reference: string,
  hints: { transactionId?: string } = {},
): Promise<string> {
  if (!REFERENCE.test(reference)) return 'unknown_reference';
  try {
    return (await verifyPayment(ctx, reference, hints)).outcome;
  } catch (err) {
    ctx.log.warn({ err, reference }, 'payment return could not verify');
    return 'pending';
  }
}

/**
 * The shopper's language of the order a payment is for (the page around the provider's frame and its
 * result speak it); en-NG for a reference that is not ours.
 */
export async function paymentLocale(ctx: Pick<RequestContext, 'db'>, reference: string): Promise<Locale> {
  const attempt = await findPayment(ctx, reference);
  return orderLocale(ctx, attempt?.orderId);
}

/** The language an order was placed in (orders.locale); en-NG for none (or an id that is not one). */
export async function orderLocale(ctx: Pick<RequestContext, 'db'>, orderId: unknown): Promise<Locale> {
  const known = typeof orderId === 'string' && ORDER_ID.test(orderId);
  const order = known ? await findOrderForPayment(ctx, orderId) : null;
  return localeOr(order?.locale);
}
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A payment by its reference; null for one that is not ours (or not a reference at all). */
export async function findPayment(ctx: Pick<RequestContext, 'db'>, reference: string) {
  return REFERENCE.test(reference) ? await q.findAttempt(ctx.db, reference) : null;
}

export async function getPayment(ctx: Pick<RequestContext, 'db'>, reference: string) {
  const attempt = await findPayment(ctx, reference);
  if (!attempt) throw errors.notFound('Payment');
  return attempt;
}

/**
 * An administrator saw a transfer into the shared account arrive, with the payment's reference or the
 * short code the shopper wrote on it: it counts like any confirmed charge. A code that fails its check
 * character is a typo, refused before anything is looked up.
 */
export async function confirmBankTransfer(ctx: PaymentsCtx, referenceOrCode: string, adminLabel: string) {
  let attempt: q.AttemptRow;
  if (REFERENCE.test(referenceOrCode)) attempt = await getPayment(ctx, referenceOrCode);
  else {
    const code = normaliseTransferCode(referenceOrCode);
    if (!isTransferCode(code)) throw fail('TRANSFER_CODE_MISTYPED');
    attempt = await attemptByShortCode(ctx.db, code);
  }
  const reference = attempt.reference;
  if (attempt.provider !== 'bank_transfer') throw fail('NOT_BANK_TRANSFER');
  const outcome = await confirmCharge(
    ctx,
    'bank_transfer',
    {
      status: 'success',
      reference,
      amount: attempt.amount,
      currency: attempt.currency,
      providerTransactionId: `manual:${reference}`,
    },
    { eventType: `confirmed by ${adminLabel}` },
  );
  return outcome;
}

/**
 * Refunds what a transfer left owed, right after the outcome committed. A provider that cannot refund
 * now leaves the return pending for the next run (settleTransferReturns); the payment's outcome stands.
 */
export async function settleReturnsQuietly(ctx: PaymentsCtx, attemptId?: string) {
  try {
    await settleTransferReturns(ctx, attemptId);
  } catch (err) {
    ctx.log.error({ err, attemptId }, 'transfer returns could not be settled now');
  }
}
