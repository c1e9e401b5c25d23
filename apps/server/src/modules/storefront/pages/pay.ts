import { ussdBanksFor } from '@kasuwa/contracts';
import type { Page, PayMark, PayMethod } from '@kasuwa/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/errors';
import { createProviders } from '../../../platform/payments';
import { findOrderForTracking } from '../../orders';
import {
  beginPayment,
  type PaymentStart,
  paymentRefusalError,
  paymentSettingsForDomain,
} from '../../payments';
import { formBody, payForm, trackingParams } from '../storefront.forms';
import type { Resolved, StorefrontPage } from '../storefront.shared';
import { paymentResultPath, paymentReturnUrl } from './payment-result';
import { payPath, UNKNOWN_ORDER } from './tracking';

/** Card first: it is what most shoppers pay with; the first is the page's primary button. */
const METHOD_ORDER: PayMethod[] = ['paystack', 'flutterwave', 'paga', 'bank_transfer'];

/**
 * The storefront's payment page: the order's items and total in the store's theme, with the methods
 * the store's payment settings enable. Each method is a plain form posted here: card and wallet
 * providers get the same payment start the platform's payment API gives (payment-start.service
 * beginPayment) and the browser goes on to the provider's page; a bank transfer goes on to the
 * payment's page, which shows the account and waits for the money.
 */
export const payPage: StorefrontPage = (route, sf) => {
  const providers = createProviders(sf.config.payments);
  const ctx = (request: FastifyRequest) => ({ db: sf.db, config: sf.config, providers, log: request.log });

  async function load(request: FastifyRequest, reply: FastifyReply, r: Resolved) {
    const params = trackingParams.safeParse(request.params);
    if (!params.success) return { shown: await sf.notFound(request, reply, r, UNKNOWN_ORDER) };
    const order = await findOrderForTracking({ db: sf.db }, params.data.token);
    // Another store's order answers as an unknown one: the token says nothing about other stores.
    if (!order || order.storeId !== r.store.id) {
      return { shown: await sf.notFound(request, reply, r, UNKNOWN_ORDER) };
    }
    const enabled = new Set(
      (await paymentSettingsForDomain(ctx(request), r.store.subdomain)).map((m) => m.method),
    );
    const methods = METHOD_ORDER.filter((m) => enabled.has(m));
    const cards = enabled.has('paystack') || enabled.has('flutterwave');
    // Both providers issue USSD codes in naira only.
    const ussdBanks =
      order.currency === 'NGN'
        ? ussdBanksFor({ paystack: enabled.has('paystack'), flutterwave: enabled.has('flutterwave') })
        : [];
    const marks: PayMark[] = [
      ...(cards ? (['mastercard', 'visa', 'verve'] as const) : []),
      ...(cards || enabled.has('bank_transfer') ? (['bank'] as const) : []),
      ...(ussdBanks.length > 0 ? (['ussd'] as const) : []),
    ];
    const page: Extract<Page, { kind: 'pay' }> = {
      kind: 'pay',
      order,
      trackingUrl: `${r.base}/track/${params.data.token}`,
      action: payPath(r.base, params.data.token),
      methods,
      ussdBanks,
      marks,
    };
    return { page, token: params.data.token };
  }

  const show = (request: FastifyRequest, reply: FastifyReply, r: Resolved, page: Page, status = 200) =>
    sf.show(request, reply.header('referrer-policy', 'no-referrer'), r, page, { status });

  route('GET', '/orders/:token/pay', async (request, reply, r) => {
    const loaded = await load(request, reply, r);
    if ('shown' in loaded) return loaded.shown;
    return show(request, reply, r, loaded.page);
  });

  route(
    'POST',
    '/orders/:token/pay',
    async (request, reply, r) => {
      const loaded = await load(request, reply, r);
      if ('shown' in loaded) return loaded.shown;
      const { page, token } = loaded;
      const form = payForm.safeParse(formBody(request.body));
      const ussd = form.data?.method === 'ussd';
      if (
        !form.success ||
        (form.data.method === 'ussd' ? page.ussdBanks.length === 0 : !page.methods.includes(form.data.method))
      ) {
        const emailIssue = form.error?.issues.find((i) => i.path[0] === 'email');
        const error = emailIssue?.message ?? sf.wordsOf(request, r.store)('form.chooseMethod');
        return show(request, reply, r, { ...page, error }, 422);
      }
      const bank = form.data.bank;
      if (ussd && !page.ussdBanks.some((b) => b.id === bank)) {
        const error = sf.wordsOf(request, r.store)('form.chooseBank');
        return show(request, reply, r, { ...page, error, email: form.data.email }, 422);
      }
      let started: PaymentStart;
      try {
        started = await beginPayment(ctx(request), {
          orderId: page.order.id,
          method: form.data.method,
          ussdBank: bank,
          email: form.data.email,
          // Back to the store's own result page, not the web app's (which needs JavaScript).
          returnUrl: (reference) => paymentReturnUrl(sf.config, r, token, reference),
        });
      } catch (err) {
        // A provider that cannot be reached: the form again with the catalogue's words, nothing charged.
        if (err instanceof AppError && err.statusCode === 503) {
          const error = sf.sayError(request, r.store, err);
          return show(request, reply, r, { ...page, error, email: form.data.email }, 503);
        }
        throw err;
      }
      if (!started.ok) {
        // Paid or cancelled meanwhile: the page shows the order as it now is.
        if (started.refusal.kind === 'not_payable' || started.refusal.kind === 'unknown_order') {
          const again = await load(request, reply, r);
          return 'shown' in again ? again.shown : show(request, reply, r, again.page, 409);
        }
        const refusal = paymentRefusalError(started.refusal);
        const status = refusal.statusCode === 400 ? 422 : refusal.statusCode;
        return show(
          request,
          reply,
          r,
          { ...page, error: sf.sayError(request, r.store, refusal), email: form.data.email, ussdBank: bank },
          status,
        );
      }
      const { payment } = started;
      // A USSD code and a transfer's account are shown on the payment's own page, which can be reloaded
      // and waits for the provider's word.
      if (payment.ussd || payment.bankTransfer)
        return reply.redirect(paymentResultPath(r.base, token, payment.reference), 303);
      const next = payment.authorizationUrl ?? payment.checkoutUrl;
      if (!next) throw new Error(`Payment ${payment.reference} started without a page to pay on.`);
      return reply.redirect(next, 303);
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
};
