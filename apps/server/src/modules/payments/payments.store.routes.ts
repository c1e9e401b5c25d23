import {
  disputeInputSchema,
  disputeSchema,
  paymentSettingsResponseSchema,
  paymentStatusSchema,
  startedPaymentSchema,
  startPaymentSchema,
} from '@kasuwa/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError, errors, fail } from '../../platform/errors';
import type { App, Module } from '../../platform/http';
import { authorizationFromPaystack, createProviders } from '../../platform/payments';
import { clientAddress, jsonLimits } from '../../platform/rate-limit';
import {
  applyPaidCharge,
  finishPlanRefund,
  notePlanTransferRejected,
  PLAN_REFUND_IN_FLIGHT,
} from '../billing';
import { finishPayout } from '../ledger';
import {
  confirmReceiptPage,
  confirmReceiptResultPage,
  errorText,
  localeOr,
  paymentErrorPage,
  paymentResultPage,
  t,
} from '../messages';
import { openDispute } from './disputes.service';
import { confirmReceipt } from './escrow-release.jobs';
import * as settings from './payment-settings.service';
import { startPayment } from './payment-start.service';
import type { AttemptRow } from './payments.queries';
import * as service from './payments.service';
import { finishRefund } from './refunds.service';
import {
  handleFlutterwaveWebhook,
  handlePaystackWebhook,
  PLAN_REFERENCE_PREFIX,
  REFUND_NOT_RECORDED_YET,
  type TransferAndRefundHandlers,
  type WebhookResult,
} from './webhooks.service';

export function toPaymentStatus(a: AttemptRow) {
  return {
    reference: a.reference,
    method: a.provider as service.PaymentMethod,
    status: a.status,
    amount: a.amount,
    currency: a.currency,
    orderId: a.orderId,
    paidAt: a.paidAt?.toISOString() ?? null,
  };
}

export function toDispute(d: {
  id: string;
  orderId: string;
  storeId: number;
  status: string;
  reason: string;
  resolution: string | null;
  resolutionNote: string | null;
  resolvedBy: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}) {
  return {
    ...d,
    status: d.status as 'open' | 'resolved',
    resolution: d.resolution as 'release' | 'refund' | null,
    createdAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
  };
}

const referenceParam = z.object({
  reference: z.string().regex(/^KSW-[0-9a-f]{24}$/, 'not a payment reference'),
});

/** Where the browser lands after a provider's hosted page: the web app's result view. */
const resultUrl = (reference: string, outcome: string) =>
  `/payment/result?reference=${encodeURIComponent(reference)}&outcome=${encodeURIComponent(outcome)}`;

export const paymentsStoreRoutes: Module = (app, deps) => {
  const { database, config } = deps;
  const providers = createProviders(config.payments);
  const ctx = (log: App['log']) => ({ db: database.db, config, providers, log });
  const tags = ['payments'];

  app.get(
    '/api/payment-settings',
    {
      schema: {
        tags,
        summary: "The payment methods a store's payment page offers (spec 7.9); public keys only",
        querystring: z.object({ domain: z.string().trim().min(1).max(253) }),
        response: { 200: paymentSettingsResponseSchema },
      },
    },
    async (request) => ({
      paymentSettings: await settings.paymentSettingsForDomain(ctx(request.log), request.query.domain),
    }),
  );

  // Counted per order at an address, so shoppers behind one carrier-grade NAT address (Nigerian mobile
  // networks) do not use up each other's attempts, with a far higher ceiling for the address alone.
  // After validation, since the order is in the body.
  const paymentLimits = jsonLimits(app, [
    { name: 'pay:address', max: 300, timeWindow: 60_000, key: clientAddress },
    {
      name: 'pay:order',
      max: 30,
      timeWindow: 60_000,
      key: (request) => `${clientAddress(request)}:${(request.body as { orderId: string }).orderId}`,
    },
  ]);
  app.post(
    '/api/payments',
    {
      preHandler: paymentLimits,
      schema: {
        tags,
        summary:
          'Start paying an order awaiting payment: Paystack, Flutterwave, the Paga wallet frame or a bank transfer',
        body: startPaymentSchema,
        response: { 201: startedPaymentSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await startPayment(ctx(request.log), request.body)),
  );

  app.get(
    '/api/payments/:reference',
    {
      schema: {
        tags,
        summary: 'The status of a payment',
        params: referenceParam,
        response: { 200: paymentStatusSchema },
      },
    },
    async (request) =>
      toPaymentStatus(await service.getPayment({ db: database.db }, request.params.reference)),
  );

  app.post(
    '/api/payments/:reference/verify',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Ask the provider whether the payment went through (server-side verification)',
        params: referenceParam,
        response: { 200: paymentStatusSchema.extend({ outcome: z.string() }) },
      },
    },
    async (request) => {
      const { attempt, outcome } = await service.verifyPayment(ctx(request.log), request.params.reference);
      return { ...toPaymentStatus(attempt), outcome };
    },
  );

  // Redirect flows that work without JavaScript: the provider sends the browser back here, we verify
  // server-side, and only then send it on to the result page.
  app.get(
    '/api/payments/paystack/callback',
    {
      schema: {
        tags,
        summary: 'Paystack redirect back',
        querystring: z.object({
          reference: z.string().max(100).default(''),
          trxref: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const reference = request.query.reference || request.query.trxref || '';
      return reply.redirect(await callbackOutcome(reference, {}, request.log), 303);
    },
  );
  app.get(
    '/api/payments/flutterwave/callback',
    {
      schema: {
        tags,
        summary: 'Flutterwave redirect back (the status in the query is never trusted)',
        querystring: z.object({
          tx_ref: z.string().max(100).default(''),
          transaction_id: z.string().max(30).optional(),
          status: z.string().max(30).optional(),
        }),
      },
    },
    async (request, reply) =>
      reply.redirect(
        await callbackOutcome(
          request.query.tx_ref,
          { transactionId: request.query.transaction_id },
          request.log,
        ),
        303,
      ),
  );
  app.get(
    '/api/payments/paga/callback',
    {
      schema: {
        tags,
        summary: 'Paga Checkout charge URL (inside the wallet frame)',
        querystring: z.object({ charge_reference: z.string().max(100).default('') }),
      },
    },
    async (request, reply) => {
      const target = await callbackOutcome(request.query.charge_reference, {}, request.log);
      const paid = target.includes('outcome=paid') || target.includes('outcome=already_paid');
      // This page shows inside the frame, in the order's language; the payment page polls and closes
      // the frame when paid.
      const locale = await service.paymentLocale(ctx(request.log), request.query.charge_reference);
      return reply.type('text/html').send(paymentResultPage(paid, target, locale));
    },
  );

  async function callbackOutcome(reference: string, hints: { transactionId?: string }, log: App['log']) {
    return resultUrl(reference, await service.verifyOnReturn(ctx(log), reference, hints));
  }

  app.post(
    '/api/disputes',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'A customer opens a dispute before the escrow is released (the tracking token is the proof)',
        body: disputeInputSchema,
        response: { 201: disputeSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          toDispute(await openDispute(ctx(request.log), request.body.trackingToken, request.body.reason)),
        ),
  );

  // The confirm-receipt link of the delivery email. GET only shows a button (mail scanners follow
  // links); the POST releases the escrow.
  // `lang` is the order's language, carried by the link so the page speaks it without a lookup.
  const tokenQuery = z.object({
    token: z.string().max(200).default(''),
    lang: z.string().max(10).default(''),
  });
  app.get(
    '/orders/confirm-receipt',
    { schema: { hide: true, querystring: tokenQuery } },
    async (request, reply) =>
      reply.type('text/html').send(confirmReceiptPage(request.query.token, localeOr(request.query.lang))),
  );
  app.register(async (child) => {
    if (!child.hasContentTypeParser('application/x-www-form-urlencoded')) {
      child.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }
    // The card button is a plain form: without JavaScript the browser posts here and is sent on to
    // the provider's hosted page; the provider sends it back to the callback above.
    child.post('/api/payments/redirect', { schema: { hide: true } }, async (request, reply) => {
      const parsed = startPaymentSchema.safeParse(request.body ?? {});
      if (!parsed.success || (parsed.data.method !== 'paystack' && parsed.data.method !== 'flutterwave')) {
        const orderId = (request.body as { orderId?: unknown } | undefined)?.orderId;
        const page = paymentErrorPage(null, await service.orderLocale(ctx(request.log), orderId));
        return reply.status(400).type('text/html').send(page);
      }
      // The page is the shopper's, in the language the order was placed in.
      const locale = await service.orderLocale(ctx(request.log), parsed.data.orderId);
      try {
        const started = await startPayment(ctx(request.log), parsed.data);
        return reply.redirect(started.authorizationUrl!, 303);
      } catch (err) {
        const message =
          err instanceof AppError
            ? errorText(err.code, err.params, locale)
            : t('page.payment.error_unknown', {}, locale);
        if (!(err instanceof AppError)) request.log.error({ err }, 'payment redirect failed');
        return reply
          .status(err instanceof AppError ? err.statusCode : 500)
          .type('text/html')
          .send(paymentErrorPage(message, locale));
      }
    });
    child.post('/orders/confirm-receipt', { schema: { hide: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const token = typeof body.token === 'string' ? body.token : '';
      const locale = localeOr(body.lang);
      let released: Awaited<ReturnType<typeof confirmReceipt>>;
      try {
        released = await confirmReceipt({ db: database.db, log: request.log }, token);
      } catch (err) {
        // Nothing moved (the release and the order's completion roll back together); say why.
        if (!(err instanceof AppError)) throw err;
        request.log.warn({ err }, 'confirm receipt refused');
        return reply
          .status(err.statusCode)
          .type('text/html')
          .send(
            confirmReceiptResultPage(
              { kind: 'refused', reason: errorText(err.code, err.params, locale) },
              locale,
            ),
          );
      }
      if (!released) {
        return reply
          .status(404)
          .type('text/html')
          .send(confirmReceiptResultPage({ kind: 'invalid' }, locale));
      }
      return reply.type('text/html').send(confirmReceiptResultPage({ kind: 'confirmed' }, locale));
    });
  });
};

/** A refused event is answered in the one error shape; the provider retries on anything but 200. */
function webhookAnswer(reply: FastifyReply, result: WebhookResult) {
  if (result.status === 200) return reply.send({ received: true, outcome: result.outcome });
  if (result.status === 503) throw errors.unavailable('The event came early; send it again.');
  throw result.status === 401
    ? fail('WEBHOOK_SIGNATURE_REJECTED')
    : fail('WEBHOOK_REFUSED', { outcome: result.outcome });
}

/** Webhooks keep the raw body: the signature is over the exact bytes, so nothing is parsed before it is checked. */
export const paymentsWebhookRoutes: Module = (app, deps) => {
  const { database, config } = deps;
  const providers = createProviders(config.payments);
  const handlers: TransferAndRefundHandlers = {
    transfer: (c, reference, status) => finishPayout(c, reference, status),
    // Plan references are refunded as card checks and second payments (billing); any other is an order's.
    refund: (c, id, status, transactionReference) =>
      transactionReference.startsWith(PLAN_REFERENCE_PREFIX)
        ? finishPlanRefund(c, id, status, transactionReference).then((outcome) =>
            // Answered 503 like an order's refund in the same state, so Paystack sends it again.
            outcome === PLAN_REFUND_IN_FLIGHT ? REFUND_NOT_RECORDED_YET : outcome,
          )
        : finishRefund(c, id, status, transactionReference),
    planCharge: (c, charge, data) => applyPaidCharge(c, charge, authorizationFromPaystack(data)),
    planTransferRejected: (c, email, amount) => notePlanTransferRejected(c, email, amount),
  };
  app.register(async (child) => {
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    child.post(
      '/api/payments/webhooks/paystack',
      { schema: { tags: ['payments'], summary: 'Paystack events (x-paystack-signature)' } },
      async (request, reply) => {
        const result = await handlePaystackWebhook(
          { db: database.db, config, providers, log: request.log },
          raw(request.body),
          header(request.headers['x-paystack-signature']),
          request.ip,
          handlers,
        );
        return webhookAnswer(reply, result);
      },
    );
    child.post(
      '/api/payments/webhooks/flutterwave',
      { schema: { tags: ['payments'], summary: 'Flutterwave events (verif-hash or flutterwave-signature)' } },
      async (request, reply) => {
        const result = await handleFlutterwaveWebhook(
          { db: database.db, config, providers, log: request.log },
          raw(request.body),
          {
            verifHash: header(request.headers['verif-hash']),
            signature: header(request.headers['flutterwave-signature']),
          },
          request.ip,
          handlers,
        );
        return webhookAnswer(reply, result);
      },
    );
  });
};
