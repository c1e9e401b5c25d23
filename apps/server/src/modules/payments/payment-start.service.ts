import { USSD_BANKS, type UssdBankId, ussdRoute } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config';
import { type AppError, errors, fail } from '../../platform/errors';
import { PAYSTACK_CHANNELS, ProviderError } from '../../platform/payments';
import { findOrderForPayment, type PayableOrder } from '../orders';
import * as q from './payments.queries';
import { newReference, type PaymentMethod, type PaymentsCtx } from './payments.service';
import { newTransferCode } from './transfer-code';
import { openTransferAccount, transferProviderFor } from './transfers.service';

const PAYSTACK_CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD'];

export interface StartedPayment {
  reference: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  authorizationUrl?: string;
  accessCode?: string;
  checkoutUrl?: string;
  publicKey?: string;
  bankTransfer?: {
    bankName: string;
    accountNumber: string;
    accountName: string;
    /** A one-off account closes then; absent for the shared account. */
    expiresAt?: string;
    /** The shared account's short reference to write on the transfer; absent for a one-off account. */
    code?: string;
  };
  ussd?: { code: string; bankName: string };
}

/**
 * Why a payment cannot start. Expected outcomes a shopper meets (the order was paid or cancelled
 * meanwhile, a method or currency the store does not take, a card without an e-mail), so they come back
 * as a value the caller decides about (the pay page shows the order as it now is or the form again, the
 * API answers with the catalogue error) instead of an exception matched by its code string.
 */
export type PaymentRefusal =
  | { kind: 'unknown_order' }
  | { kind: 'not_payable' }
  | { kind: 'method_unavailable' }
  | { kind: 'currency_unsupported'; method: 'card'; currency: string }
  | { kind: 'currency_unsupported'; method: 'wallet' | 'ussd' }
  | { kind: 'ussd_bank_unavailable' }
  | { kind: 'email_required' };

export type PaymentStart = { ok: true; payment: StartedPayment } | { ok: false; refusal: PaymentRefusal };

export interface PaymentInput {
  orderId: string;
  /** `ussd` is paid through whichever of the store's providers serves `ussdBank` (contracts ussdRoute). */
  method: PaymentMethod | 'ussd';
  channel?: string;
  ussdBank?: UssdBankId;
  email?: string;
  /**
   * Where the provider sends the browser back, given the new payment's reference: the storefront's pay
   * page passes its own return page, so a shopper stays in the store. Absent: the platform's callback,
   * which ends on the web app's result page. Only server code sets it (the API's body has no such field),
   * so a provider never redirects a customer to an address a request chose.
   */
  returnUrl?: (reference: string) => string;
}

/** The catalogue error that says a refusal to an API caller. */
export function paymentRefusalError(refusal: PaymentRefusal): AppError {
  switch (refusal.kind) {
    case 'unknown_order':
      return errors.notFound('Order');
    case 'not_payable':
      return fail('ORDER_NOT_PAYABLE');
    case 'method_unavailable':
      return fail('METHOD_NOT_AVAILABLE');
    case 'currency_unsupported':
      return refusal.method === 'card'
        ? fail('CURRENCY_NOT_SUPPORTED', { method: 'card', currency: refusal.currency })
        : fail('CURRENCY_NOT_SUPPORTED', { method: refusal.method });
    case 'ussd_bank_unavailable':
      return fail('USSD_BANK_NOT_AVAILABLE');
    case 'email_required':
      return fail('EMAIL_REQUIRED');
  }
}

/** `beginPayment` for API callers: a refusal is thrown as its catalogue error. */
export async function startPayment(ctx: PaymentsCtx, input: PaymentInput): Promise<StartedPayment> {
  const started = await beginPayment(ctx, input);
  if (!started.ok) throw paymentRefusalError(started.refusal);
  return started.payment;
}

/**
 * Starts a payment attempt for an order awaiting payment. The amount always comes from the order. A
 * provider that cannot be reached is an outage, not a refusal: it throws the catalogue's 503.
 */
export async function beginPayment(ctx: PaymentsCtx, input: PaymentInput): Promise<PaymentStart> {
  const refused = (refusal: PaymentRefusal): PaymentStart => ({ ok: false, refusal });
  const order = await findOrderForPayment(ctx, input.orderId);
  if (!order) return refused({ kind: 'unknown_order' });
  if (order.status !== 'pending_payment') return refused({ kind: 'not_payable' });
  const settings = await q.settingsOf({ db: ctx.db, storeId: order.storeId });
  const enabled = {
    paystack: settings.paystack,
    flutterwave: settings.flutterwave,
    paga: settings.paga,
    bank_transfer: settings.bankTransfer,
  };
  let method: PaymentMethod;
  let ussd: UssdStart | null = null;
  if (input.method === 'ussd') {
    const route = ussdRoute(input.ussdBank ?? '', enabled);
    if (!route) return refused({ kind: 'ussd_bank_unavailable' });
    // Both providers issue USSD codes for naira only (wave3-protocols §1.3, §2.3).
    if (order.currency !== 'NGN') return refused({ kind: 'currency_unsupported', method: 'ussd' });
    method = route.provider;
    ussd = { bankId: input.ussdBank!, bankCode: route.code, bankName: route.bankName };
  } else {
    method = input.method;
    if (!enabled[method]) return refused({ kind: 'method_unavailable' });
  }
  if (input.method === 'paystack' && !PAYSTACK_CURRENCIES.includes(order.currency)) {
    return refused({ kind: 'currency_unsupported', method: 'card', currency: order.currency });
  }
  if (input.method === 'paga' && order.currency !== 'NGN') {
    return refused({ kind: 'currency_unsupported', method: 'wallet' });
  }
  // Card providers want an email for their receipt; an order placed with a phone only brings one here.
  const email = order.email || input.email || '';
  if (!email && (method === 'paystack' || method === 'flutterwave')) {
    return refused({ kind: 'email_required' });
  }
  const provider = method === 'bank_transfer' ? null : ctx.providers[method];
  if (provider && !provider.configured)
    throw errors.unavailable('This payment method is not available right now.');
  if (input.method === 'bank_transfer')
    return { ok: true, payment: await startTransfer(ctx, order, settings, email) };

  const attempt = await q.insertAttempt(
    { db: ctx.db, storeId: order.storeId },
    {
      id: uuidv7(),
      reference: newReference(),
      orderId: order.id,
      provider: method,
      channel: ussd ? 'ussd' : (input.channel ?? ''),
      ussdBank: ussd?.bankId ?? null,
      amount: order.total,
      currency: order.currency,
      email,
    },
  );
  if (ussd) return { ok: true, payment: await openUssd(ctx, order, attempt, method, ussd, email) };
  return { ok: true, payment: await openWithProvider(ctx, order, attempt, { ...input, method }, email) };
}

interface UssdStart {
  bankId: UssdBankId;
  /** The provider's code for the bank: Paystack's short code or Flutterwave's CBN code. */
  bankCode: string;
  bankName: string;
}

/**
 * Asks the provider for the code the shopper dials. Nothing more happens here: the provider's event
 * (or a later verification) confirms the payment through `confirmCharge`, like any other.
 */
async function openUssd(
  ctx: PaymentsCtx,
  order: PayableOrder,
  attempt: q.AttemptRow,
  provider: PaymentMethod,
  bank: UssdStart,
  email: string,
): Promise<StartedPayment> {
  try {
    const code =
      provider === 'paystack'
        ? (
            await ctx.providers.paystack.chargeUssd({
              email,
              amount: order.total,
              reference: attempt.reference,
              bank: bank.bankCode,
              metadata: { order_id: order.id, order_number: order.number },
            })
          ).ussdCode
        : (
            await ctx.providers.flutterwave.chargeUssd({
              txRef: attempt.reference,
              amount: order.total,
              currency: order.currency,
              bank: bank.bankCode,
              email,
              fullname: order.customerName,
              phone: order.phone,
            })
          ).ussdCode;
    await q.updateAttempt(ctx.db, attempt.id, { ussdCode: code });
    return {
      reference: attempt.reference,
      method: provider,
      amount: order.total,
      currency: order.currency,
      ussd: { code, bankName: bank.bankName },
    };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err, reference: attempt.reference }, 'USSD charge refused or provider unreachable');
    await q.updateAttempt(ctx.db, attempt.id, { status: 'failed', failureReason: err.message });
    throw errors.unavailable('The payment provider could not be reached. Please try again.');
  }
}

/** The bank name of a USSD payment, for showing its code again. */
export function ussdBankName(bankId: string | null): string {
  return USSD_BANKS.find((b) => b.id === bankId)?.name ?? '';
}

/**
 * A bank transfer: an account for this payment only from the store's provider (no reference to type),
 * or, when no provider of the store offers one, the shared account with a short checked code.
 */
async function startTransfer(
  ctx: PaymentsCtx,
  order: PayableOrder,
  settings: { paystack: boolean; flutterwave: boolean },
  email: string,
): Promise<StartedPayment> {
  const provider = transferProviderFor(ctx, settings, order.currency);
  const reference = newReference();
  const shared = provider ? null : bankTransferAccount(ctx.config);
  const attempt = await q.insertAttempt(
    { db: ctx.db, storeId: order.storeId },
    {
      id: uuidv7(),
      reference,
      orderId: order.id,
      provider: provider ?? 'bank_transfer',
      channel: 'bank_transfer',
      amount: order.total,
      currency: order.currency,
      // The provider wants an e-mail for its customer; an order placed with a phone has none, and
      // Paystack's refused-transfer event is matched by it, so each such payment gets its own.
      email: email || `pay-${reference.slice(4, 16)}@${ctx.config.BASE_DOMAIN}`,
      ...(shared ? { shortCode: newTransferCode(), transferAccount: shared } : {}),
    },
  );
  const base = { reference, method: 'bank_transfer' as const, amount: order.total, currency: order.currency };
  if (!provider) return { ...base, bankTransfer: { ...shared!, code: attempt.shortCode! } };
  try {
    const account = await openTransferAccount(ctx, order, attempt, provider);
    return {
      ...base,
      bankTransfer: {
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        expiresAt: account.expiresAt.toISOString(),
      },
    };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    ctx.log.warn({ err, reference }, 'transfer account refused or unreachable');
    await q.updateAttempt(ctx.db, attempt.id, { status: 'failed', failureReason: err.message });
    throw errors.unavailable('The payment provider could not be reached. Please try again.');
  }
}

/** Hands the attempt to its provider: the page to pay on (or the account to transfer to). */
async function openWithProvider(
  ctx: PaymentsCtx,
  order: PayableOrder,
  attempt: q.AttemptRow,
  input: Pick<PaymentInput, 'channel' | 'returnUrl'> & { method: PaymentMethod },
  email: string,
): Promise<StartedPayment> {
  const base = {
    reference: attempt.reference,
    method: input.method,
    amount: order.total,
    currency: order.currency,
  };
  const callback = (p: string) =>
    input.returnUrl?.(attempt.reference) ?? `${ctx.config.publicUrl}/api/payments/${p}/callback`;
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
        throw new Error('bank transfers start in startTransfer');
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
