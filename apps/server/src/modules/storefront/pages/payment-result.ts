import type { Page } from '@kasuwa/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config';
import { createProviders } from '../../../platform/payments';
import { storefrontUrl } from '../../../platform/storefront-url';
import { findOrderForTracking } from '../../orders';
import {
  displayTransferCode,
  findPayment,
  REFERENCE,
  transferView,
  ussdBankName,
  verifyOnReturn,
} from '../../payments';
import type { Resolved, StorefrontPage } from '../storefront.shared';
import { payPath, UNKNOWN_ORDER } from './tracking';

const UNKNOWN_PAYMENT = 'notFound.payment';

/** How often and how long a payment awaiting its provider's word is looked at again: two minutes. */
const REFRESH_SECONDS = 5;
const REFRESH_LIMIT = 24;

/**
 * A USSD payment waits on the shopper's phone, which takes minutes: the page looks again for ten of
 * them, less often, and every third look asks the provider itself (Paystack sends no event when a
 * USSD payment fails, so only asking tells the shopper to try again).
 */
const USSD_REFRESH_SECONDS = 10;
const USSD_REFRESH_LIMIT = 60;
const USSD_VERIFY_EVERY = 3;

const resultParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  reference: z.string().regex(REFERENCE),
});
/** Without JavaScript a transfer's page looks again this often, until a little after its account closes. */
const TRANSFER_REFRESH_SECONDS = 20;
const TRANSFER_GRACE_MS = 5 * 60_000;
// `check` counts the page's own reloads; a transfer's page reloads until its account closes (a day at
// most), so the bound is wide and only keeps the number sane.
const resultQuery = z.object({
  check: z.coerce.number().int().min(0).max(10_000).catch(0),
  asked: z.literal('1').optional().catch(undefined),
});
/** Flutterwave names its transaction on the way back; a hint for verifying by id, never trusted. */
const returnQuery = z.object({ transaction_id: z.string().max(30).optional().catch(undefined) });

const resultPath = (base: string, token: string, reference: string) =>
  `${base}/orders/${token}/payment/${reference}`;

/** A payment's page on the store (a USSD code and a bank transfer's account are shown there). */
export const paymentResultPath = resultPath;

type ResultState = Extract<Page, { kind: 'payment-result' }>['state'];

/** What became of a payment, as the result page and its status address say it. */
function stateOf(status: string, order: { status: string; paymentMode: string }): ResultState {
  if (status === 'paid') {
    if (order.status === 'cancelled') return 'lapsed';
    // The store was paid outside Kasuwa first: this payment is the second, and is refunded.
    return order.paymentMode === 'off_platform' ? 'duplicate' : 'received';
  }
  if (status === 'needs_refund') return 'duplicate';
  if (status === 'underpaid') return 'underpaid';
  if (status === 'returned') return 'returned';
  // Cancelled: the store recorded the order paid outside Kasuwa before this payment finished.
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return 'pending';
}

/**
 * Where a provider sends back a shopper who paid on the store's pay page: the store's own address from
 * the configuration (never the request's Host), in the addressing mode the shopper was using.
 */
export function paymentReturnUrl(
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
  r: Resolved,
  token: string,
  reference: string,
): string {
  const home = r.base
    ? `${config.publicUrl}${r.base}`
    : storefrontUrl(config, r.store.subdomain, r.store.customDomain);
  return `${resultPath(home, token, reference)}/return`;
}

/**
 * A storefront payment's way back. The provider returns the browser to `…/return`, which verifies the
 * payment with the provider exactly as the platform's callbacks do (payments.service verifyOnReturn:
 * amount checks and idempotency are that service's) and sends it on to the result page, which only
 * reads what the payment and its order now are. The order's tracking token in the address proves the
 * shopper's right to see it; a payment of another order, or of another store, is not found.
 */
export const paymentResultPage: StorefrontPage = (route, sf) => {
  const providers = createProviders(sf.config.payments);

  async function load(request: FastifyRequest, reply: FastifyReply, r: Resolved) {
    const params = resultParams.safeParse(request.params);
    if (!params.success) {
      const token = params.error.issues.some((i) => i.path[0] === 'token');
      return { shown: await sf.notFound(request, reply, r, token ? UNKNOWN_ORDER : UNKNOWN_PAYMENT) };
    }
    const order = await findOrderForTracking({ db: sf.db }, params.data.token);
    // Another store's order answers as an unknown one: the token says nothing about other stores.
    if (!order || order.storeId !== r.store.id) {
      return { shown: await sf.notFound(request, reply, r, UNKNOWN_ORDER) };
    }
    const attempt = await findPayment({ db: sf.db }, params.data.reference);
    if (!attempt || attempt.orderId !== order.id) {
      return { shown: await sf.notFound(request, reply, r, UNKNOWN_PAYMENT) };
    }
    return { order, attempt, ...params.data };
  }

  route('GET', '/orders/:token/payment/:reference', async (request, reply, r) => {
    const loaded = await load(request, reply, r);
    if ('shown' in loaded) return loaded.shown;
    const { order, token, reference } = loaded;
    let { attempt } = loaded;
    const query = resultQuery.parse(request.query ?? {});
    const check = query.check;
    const ussd = attempt.channel === 'ussd' && attempt.ussdCode;
    if (ussd && attempt.status === 'initialized' && check > 0 && check % USSD_VERIFY_EVERY === 0) {
      const ctx = { db: sf.db, config: sf.config, providers, log: request.log };
      await verifyOnReturn(ctx, reference);
      attempt = (await findPayment({ db: sf.db }, reference)) ?? attempt;
    }
    const state = stateOf(attempt.status, order);
    const here = resultPath(r.base, token, reference);
    const payable = order.status === 'pending_payment';
    const transfer = await transferView(sf.db, attempt);
    // A transfer waits as long as its account is open (the page's script asks every few seconds; without
    // it the page reloads itself); a USSD payment ten minutes; any other payment two.
    const waitsUntil = transfer?.expiresAt ? transfer.expiresAt.getTime() + TRANSFER_GRACE_MS : null;
    const refresh =
      state !== 'pending'
        ? null
        : transfer
          ? (waitsUntil ?? Number.POSITIVE_INFINITY) > Date.now()
            ? { url: `${here}?check=${check + 1}`, seconds: TRANSFER_REFRESH_SECONDS }
            : null
          : check < (ussd ? USSD_REFRESH_LIMIT : REFRESH_LIMIT)
            ? { url: `${here}?check=${check + 1}`, seconds: ussd ? USSD_REFRESH_SECONDS : REFRESH_SECONDS }
            : null;
    return sf.show(request, reply.header('referrer-policy', 'no-referrer'), r, {
      kind: 'payment-result',
      state,
      order,
      reference,
      amount: attempt.amount,
      currency: attempt.currency,
      trackingUrl: `${r.base}/track/${token}`,
      payUrl:
        payable &&
        (state === 'failed' || state === 'pending' || state === 'underpaid' || state === 'returned')
          ? payPath(r.base, token)
          : null,
      refresh,
      checkUrl: state === 'pending' ? `${here}/return` : null,
      asked: state === 'pending' && query.asked === '1',
      ...(ussd && state === 'pending'
        ? { ussd: { code: attempt.ussdCode!, bankName: ussdBankName(attempt.ussdBank) } }
        : {}),
      ...(transfer?.account
        ? {
            transfer: {
              ...transfer.account,
              expiresAt: transfer.expiresAt?.toISOString() ?? null,
              code: transfer.shortCode ? displayTransferCode(transfer.shortCode) : null,
              statusUrl: `${here}/status`,
              returns: transfer.returns.map((x) => ({
                id: x.id,
                reason: x.reason,
                amount: x.amount,
                refunded: x.status === 'refunded',
              })),
              rejectedAmount: transfer.rejectedAmount,
            },
          }
        : {}),
    });
  });

  // The transfer page's script asks here whether the money arrived, and reloads the page once it has.
  route('GET', '/orders/:token/payment/:reference/status', async (request, reply, r) => {
    const loaded = await load(request, reply, r);
    if ('shown' in loaded) return loaded.shown;
    return reply
      .header('cache-control', 'no-store')
      .send({ state: stateOf(loaded.attempt.status, loaded.order) });
  });

  route(
    'GET',
    '/orders/:token/payment/:reference/return',
    async (request, reply, r) => {
      const loaded = await load(request, reply, r);
      if ('shown' in loaded) return loaded.shown;
      const { token, reference } = loaded;
      const transactionId = returnQuery.parse(request.query ?? {}).transaction_id;
      await verifyOnReturn({ db: sf.db, config: sf.config, providers, log: request.log }, reference, {
        transactionId,
      });
      // The outcome is not carried along: the result page reads it, so reloading it verifies nothing.
      // A transfer's "I have paid": `asked` only lets the page, if still waiting, say nothing arrived yet.
      const asked = loaded.attempt.channel === 'bank_transfer' ? '?asked=1' : '';
      return reply.redirect(`${resultPath(r.base, token, reference)}${asked}`, 303);
    },
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
};
