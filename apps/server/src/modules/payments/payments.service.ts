import { randomBytes } from 'node:crypto';
import { formatMoney } from '@kasuwa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import type { RequestContext } from '../../platform/context';
import type { Db } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import {
  chargeFromFlutterwave,
  chargeFromPaystack,
  obj,
  PAYSTACK_CHANNELS,
  type PaymentProviders,
  ProviderError,
  str,
  type VerifiedCharge,
  verifyFlutterwaveWebhook,
  verifyPaystackSignature,
} from '../../platform/payments';
import { captureToEscrow } from '../ledger/escrow.service';
import { findOrderForPayment } from '../orders/orders.lookup.service';
import { transitionOrder } from '../orders/orders.service';
import { findStoreByDomain } from '../stores/stores.lookup.service';
import * as q from './payments.queries';

export interface PaymentsCtx {
  db: Db;
  config: Config;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

export const PAYMENT_METHODS = ['paystack', 'flutterwave', 'paga', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const PAYSTACK_CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD'];

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
  | 'second_payment';

export interface PaymentSettingEntry {
  method: 'paystack' | 'flutterwave' | 'paga' | 'bank_transfer';
  url: string;
  publicKey: string;
}

/** Spec 7.9: the methods a store's payment page offers. Public keys only; secrets never leave the server. */
export async function paymentSettingsForDomain(
  ctx: PaymentsCtx,
  domain: string,
): Promise<PaymentSettingEntry[]> {
  const sub = domain.trim().toLowerCase().split(':')[0]!.replace(`.${ctx.config.BASE_DOMAIN}`, '');
  const store = /^[a-z0-9-]{1,63}$/.test(sub) ? await findStoreByDomain(ctx.db, sub) : null;
  if (!store) throw errors.notFound('Store');
  const s = await q.settingsOf(ctx.db, store.id);
  const { paystack, flutterwave, paga } = ctx.providers;
  const list: PaymentSettingEntry[] = [];
  if (s.paga && paga.configured)
    list.push({ method: 'paga', url: paga.checkoutBase, publicKey: paga.publicKey });
  if (s.paystack && paystack.configured) {
    list.push({
      method: 'paystack',
      url: ctx.config.payments.sandbox
        ? `${ctx.config.publicUrl}/sandbox/paystack`
        : 'https://js.paystack.co/v1/inline.js',
      publicKey: paystack.publicKey,
    });
  }
  if (s.flutterwave && flutterwave.configured) {
    list.push({
      method: 'flutterwave',
      url: 'https://checkout.flutterwave.com/v3.js',
      publicKey: flutterwave.publicKey,
    });
  }
  if (s.bankTransfer && ctx.config.payments.bankTransfer)
    list.push({ method: 'bank_transfer', url: '', publicKey: '' });
  return list;
}

export async function updateStoreSettings(
  ctx: Pick<RequestContext, 'db'>,
  storeId: number,
  input: { paystack: boolean; paga: boolean; flutterwave: boolean; bankTransfer: boolean },
) {
  return q.upsertSettings(ctx.db, { storeId, ...input });
}

export function storeSettings(ctx: Pick<RequestContext, 'db'>, storeId: number) {
  return q.settingsOf(ctx.db, storeId);
}

export interface StartedPayment {
  reference: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  authorizationUrl?: string;
  accessCode?: string;
  checkoutUrl?: string;
  publicKey?: string;
  bankTransfer?: { bankName: string; accountNumber: string; accountName: string };
}

/** Starts a payment attempt for an order awaiting payment. The amount always comes from the order. */
export async function startPayment(
  ctx: PaymentsCtx,
  input: { orderId: string; method: PaymentMethod; channel?: string; email?: string },
): Promise<StartedPayment> {
  const order = await findOrderForPayment(ctx.db, input.orderId);
  if (!order) throw errors.notFound('Order');
  if (order.status !== 'pending_payment') {
    throw fail('ORDER_NOT_PAYABLE');
  }
  const settings = await q.settingsOf(ctx.db, order.storeId);
  const enabled = {
    paystack: settings.paystack,
    flutterwave: settings.flutterwave,
    paga: settings.paga,
    bank_transfer: settings.bankTransfer,
  };
  if (!enabled[input.method]) {
    throw fail('METHOD_NOT_AVAILABLE');
  }
  if (input.method === 'paystack' && !PAYSTACK_CURRENCIES.includes(order.currency)) {
    throw fail('CURRENCY_NOT_SUPPORTED', { method: 'card', currency: order.currency });
  }
  if (input.method === 'paga' && order.currency !== 'NGN') {
    throw fail('CURRENCY_NOT_SUPPORTED', { method: 'wallet' });
  }
  // Card providers want an email for their receipt; an order placed with a phone only brings one here.
  const email = order.email || input.email || '';
  if (!email && (input.method === 'paystack' || input.method === 'flutterwave')) {
    throw fail('EMAIL_REQUIRED');
  }
  const provider = input.method === 'bank_transfer' ? null : ctx.providers[input.method];
  if (provider && !provider.configured)
    throw errors.unavailable('This payment method is not available right now.');

  const attempt = await q.insertAttempt(ctx.db, {
    id: uuidv7(),
    reference: newReference(),
    storeId: order.storeId,
    orderId: order.id,
    provider: input.method,
    channel: input.channel ?? '',
    amount: order.total,
    currency: order.currency,
    email,
  });
  const base = {
    reference: attempt.reference,
    method: input.method,
    amount: order.total,
    currency: order.currency,
  };
  const callback = (p: string) => `${ctx.config.publicUrl}/api/payments/${p}/callback`;
  try {
    switch (input.method) {
      case 'paystack': {
        const init = await ctx.providers.paystack.initialize({
          email,
          amount: order.total,
          currency: order.currency,
          reference: attempt.reference,
          callbackUrl: callback('paystack'),
          channels: input.channel ? [input.channel] : PAYSTACK_CHANNELS,
          metadata: { order_id: order.id, order_number: order.number },
        });
        await q.updateAttempt(ctx.db, attempt.id, { authorizationUrl: init.authorizationUrl });
        return {
          ...base,
          authorizationUrl: init.authorizationUrl,
          accessCode: init.accessCode,
          publicKey: ctx.providers.paystack.publicKey,
        };
      }
      case 'flutterwave': {
        const { link } = await ctx.providers.flutterwave.createPayment({
          txRef: attempt.reference,
          amount: order.total,
          currency: order.currency,
          redirectUrl: callback('flutterwave'),
          customer: { email, name: order.customerName, phone: order.phone },
          title: `Order ${order.number}`,
        });
        await q.updateAttempt(ctx.db, attempt.id, { authorizationUrl: link });
        return { ...base, authorizationUrl: link };
      }
      case 'paga': {
        const checkoutUrl = ctx.providers.paga.checkoutUrl({
          amount: order.total,
          currency: order.currency,
          reference: attempt.reference,
          email,
          phone: order.phone,
          chargeUrl: callback('paga'),
          buttonLabel: 'Pay now',
        });
        await q.updateAttempt(ctx.db, attempt.id, { authorizationUrl: checkoutUrl });
        return { ...base, checkoutUrl, publicKey: ctx.providers.paga.publicKey };
      }
      case 'bank_transfer':
        return { ...base, bankTransfer: bankTransferAccount(ctx.config) };
    }
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err, reference: attempt.reference }, 'payment provider refused or unreachable');
    await q.updateAttempt(ctx.db, attempt.id, { status: 'failed', failureReason: err.message });
    throw errors.unavailable('The payment provider could not be reached. Please try again.');
  }
}

/** Where customers send bank transfers: the platform's collection account (config `BANK_TRANSFER_ACCOUNT`). */
export function bankTransferAccount(config: Config) {
  const account = config.payments.bankTransfer;
  if (!account) throw errors.unavailable('This payment method is not available right now.');
  return account;
}

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
  ctx: Pick<PaymentsCtx, 'db' | 'log'>,
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
    if (attempt.status === 'paid') return finish('already_paid');
    if (charge.status === 'pending') return finish('pending');
    if (charge.status === 'failed') {
      await q.updateAttempt(tx, attempt.id, { status: 'failed', failureReason: 'declined by the provider' });
      return finish('failed');
    }
    if (charge.currency !== attempt.currency) {
      return finish('currency_mismatch', `expected ${attempt.currency}, got ${charge.currency}`);
    }
    if (charge.amount !== attempt.amount) {
      return finish('amount_mismatch', `expected ${attempt.amount}, got ${charge.amount}`);
    }
    const other = await q.paidAttemptOfOrder(tx, attempt.storeId, attempt.orderId);
    if (other) {
      // The customer paid twice through two attempts; the second one is kept aside for a refund.
      await q.updateAttempt(tx, attempt.id, {
        status: 'needs_refund',
        providerTransactionId: charge.providerTransactionId || null,
      });
      return finish('second_payment', `order already paid by ${other.reference}`);
    }
    await q.updateAttempt(tx, attempt.id, {
      status: 'paid',
      paidAt: new Date(),
      providerTransactionId: charge.providerTransactionId || null,
    });
    await captureToEscrow(
      { db: tx },
      {
        orderId: attempt.orderId,
        storeId: attempt.storeId,
        amount: attempt.amount,
        currency: attempt.currency,
        paymentKey: attempt.reference,
      },
    );
    const order = await findOrderForPayment(tx, attempt.orderId);
    if (order?.status !== 'pending_payment') {
      // Paid after the reservation lapsed: the money did arrive, so it is kept safe in escrow (with the
      // attempt marked paid) and an administrator refunds it; the order keeps its status.
      ctx.log.warn(
        { reference: attempt.reference, orderId: attempt.orderId, status: order?.status },
        'payment for an order that is no longer payable',
      );
      return finish('order_not_payable', `order is ${order?.status ?? 'missing'}`);
    }
    // Any failure here rolls back the capture and the claimed event too, so the provider's retry (or
    // the next verification) finds nothing done and confirms it again.
    await transitionOrder({ db: tx, storeId: attempt.storeId }, attempt.orderId, 'pay', 'payment', {
      actorLabel: `payment:${provider}`,
      note: `Paid ${formatMoney(attempt.amount, attempt.currency)}, reference ${attempt.reference}`,
    });
    return finish('paid');
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
  if (attempt.status !== 'initialized')
    return { attempt, outcome: attempt.status === 'paid' ? 'already_paid' : attempt.status };
  let charge: VerifiedCharge | null = null;
  try {
    if (attempt.provider === 'paystack') charge = await ctx.providers.paystack.verify(reference);
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
  return { attempt: (await q.findAttempt(ctx.db, reference))!, outcome };
}

export async function getPayment(ctx: Pick<RequestContext, 'db'>, reference: string) {
  const attempt = /^KSW-[0-9a-f]{24}$/.test(reference) ? await q.findAttempt(ctx.db, reference) : null;
  if (!attempt) throw errors.notFound('Payment');
  return attempt;
}

/** An administrator saw the bank transfer arrive: it counts like any confirmed charge. */
export async function confirmBankTransfer(ctx: PaymentsCtx, reference: string, adminLabel: string) {
  const attempt = await getPayment(ctx, reference);
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

export type WebhookResult = { status: 200 | 401 | 400; outcome: string };

/** Paystack: the signature is checked over the raw bytes before anything is parsed or changed. */
export async function handlePaystackWebhook(
  ctx: PaymentsCtx,
  raw: Buffer,
  signature: string | undefined,
  sourceIp: string,
  handlers: TransferAndRefundHandlers,
): Promise<WebhookResult> {
  const secret = ctx.config.payments.paystack.secretKey;
  if (!verifyPaystackSignature(raw, signature, secret)) {
    await q.recordEvent(ctx.db, {
      provider: 'paystack',
      eventType: 'unknown',
      outcome: 'rejected_signature',
      sourceIp,
      detail: `${raw.length} bytes`,
    });
    return { status: 401, outcome: 'rejected_signature' };
  }
  const body = parseJson(raw);
  if (!body) return { status: 400, outcome: 'bad_json' };
  const event = str(body.event);
  const data = obj(body.data);
  if (event === 'charge.success') {
    const charge = chargeFromPaystack(data);
    if (!charge) {
      await q.recordEvent(ctx.db, { provider: 'paystack', eventType: event, outcome: 'malformed', sourceIp });
      return { status: 200, outcome: 'malformed' };
    }
    const outcome = await confirmCharge(ctx, 'paystack', charge, {
      eventKey: `paystack:${event}:${str(data.id) || charge.reference}`,
      eventType: event,
      signatureScheme: 'x-paystack-signature',
      sourceIp,
    });
    return { status: 200, outcome };
  }
  if (event.startsWith('transfer.')) {
    const outcome = await handlers.transfer(
      ctx,
      str(data.reference),
      event === 'transfer.success'
        ? 'success'
        : event === 'transfer.failed' || event === 'transfer.reversed'
          ? 'failed'
          : 'pending',
    );
    await q.recordEvent(ctx.db, {
      provider: 'paystack',
      eventType: event,
      reference: str(data.reference),
      outcome,
      sourceIp,
      signatureScheme: 'x-paystack-signature',
    });
    return { status: 200, outcome };
  }
  if (event.startsWith('refund.')) {
    const outcome = await handlers.refund(
      ctx,
      str(data.refund_reference),
      event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : 'pending',
    );
    await q.recordEvent(ctx.db, {
      provider: 'paystack',
      eventType: event,
      reference: str(data.transaction_reference),
      outcome,
      sourceIp,
      signatureScheme: 'x-paystack-signature',
    });
    return { status: 200, outcome };
  }
  await q.recordEvent(ctx.db, {
    provider: 'paystack',
    eventType: event,
    outcome: 'ignored',
    sourceIp,
    signatureScheme: 'x-paystack-signature',
  });
  return { status: 200, outcome: 'ignored' };
}

export interface TransferAndRefundHandlers {
  transfer(ctx: PaymentsCtx, reference: string, status: 'success' | 'failed' | 'pending'): Promise<string>;
  refund(
    ctx: PaymentsCtx,
    providerRefundId: string,
    status: 'processed' | 'failed' | 'pending',
  ): Promise<string>;
}

/**
 * Flutterwave: `verif-hash` does not bind the body, so an authentic-looking event is only a hint; the
 * charge is fetched again from the API before it counts (reference §2.6).
 */
export async function handleFlutterwaveWebhook(
  ctx: PaymentsCtx,
  raw: Buffer,
  headers: { verifHash?: string; signature?: string },
  sourceIp: string,
  handlers: TransferAndRefundHandlers,
): Promise<WebhookResult> {
  const scheme = verifyFlutterwaveWebhook(raw, headers, ctx.config.payments.flutterwave.webhookHash);
  if (!scheme) {
    await q.recordEvent(ctx.db, {
      provider: 'flutterwave',
      eventType: 'unknown',
      outcome: 'rejected_signature',
      sourceIp,
      detail: `${raw.length} bytes`,
    });
    return { status: 401, outcome: 'rejected_signature' };
  }
  const body = parseJson(raw);
  if (!body) return { status: 400, outcome: 'bad_json' };
  const event = str(body.event) || (body['event.type'] ? 'charge.completed' : '');
  const data = body.data ? obj(body.data) : body;
  if (event === 'charge.completed') {
    const hinted = chargeFromFlutterwave(data);
    const id = str(data.id);
    let charge: VerifiedCharge | null = null;
    try {
      charge = id ? await ctx.providers.flutterwave.verifyById(id) : null;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      // Not acknowledged: Flutterwave retries, and the reconcile path can verify later.
      return { status: 400, outcome: 'verify_unavailable' };
    }
    if (!charge || (hinted && hinted.reference !== charge.reference)) {
      await q.recordEvent(ctx.db, {
        provider: 'flutterwave',
        eventType: event,
        reference: hinted?.reference,
        outcome: 'unknown_reference',
        sourceIp,
        signatureScheme: scheme,
      });
      return { status: 200, outcome: 'unknown_reference' };
    }
    const outcome = await confirmCharge(ctx, 'flutterwave', charge, {
      eventKey: `flutterwave:${event}:${id}`,
      eventType: event,
      signatureScheme: scheme,
      sourceIp,
    });
    return { status: 200, outcome };
  }
  if (event === 'transfer.completed') {
    const status = str(data.status).toUpperCase();
    const outcome = await handlers.transfer(
      ctx,
      str(data.reference),
      status === 'SUCCESSFUL' ? 'success' : status === 'FAILED' ? 'failed' : 'pending',
    );
    await q.recordEvent(ctx.db, {
      provider: 'flutterwave',
      eventType: event,
      reference: str(data.reference),
      outcome,
      sourceIp,
      signatureScheme: scheme,
    });
    return { status: 200, outcome };
  }
  await q.recordEvent(ctx.db, {
    provider: 'flutterwave',
    eventType: event || 'unknown',
    outcome: 'ignored',
    sourceIp,
    signatureScheme: scheme,
  });
  return { status: 200, outcome: 'ignored' };
}

function parseJson(raw: Buffer): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(raw.toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
