import {
  CARD_CHANGE_OUTCOMES,
  cardChangeStartSchema,
  keepStoresSchema,
  planPaymentStatusSchema,
  renewalMethodSchema,
  subscriptionCheckoutResponseSchema,
  subscriptionCheckoutSchema,
  subscriptionConfirmSchema,
  subscriptionOverviewSchema,
  subscriptionQuoteSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { createProviders } from '../../platform/payments';
import { assertOwnStore, payFromBalance, setRenewalMethod } from './billing.balance.service';
import { startCardChange } from './billing.card.service';
import {
  applyPaidCharge,
  confirmCardChange,
  confirmCheckout,
  startCheckout,
} from './billing.checkout.service';
import { type BillingCtx, quoteFor } from './billing.plan.service';
import { setCancelAtPeriodEnd } from './billing.renewal.service';
import * as billing from './billing.service';
import { checkPlanPayment, planPaymentStatus, startManualCheckout } from './billing.transfer.service';

/** The signed-in vendor's own plan (spec 2.2 `subscription`, 2.7 payment page): account-level, not per store. */
export const billingVendorRoutes: Module = (app, { database, config, tokens }) => {
  const vendorOnly = authenticate(tokens, 'vendor');
  const providers = createProviders(config.payments);
  const tags = ['subscription'];
  const security = [{ bearer: [] }];
  const ctx = (request: { log: BillingCtx['log'] }): BillingCtx => ({
    db: database.db,
    config,
    providers,
    log: request.log,
  });

  app.get(
    '/api/subscription',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'Current plan, period, usage against the limits, stores and billing history',
        response: { 200: subscriptionOverviewSchema },
      },
    },
    async (request) => billing.overview(ctx(request), request.actor!.id),
  );

  app.post(
    '/api/subscription/quote',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'What changing to a plan costs now (proration included)',
        body: subscriptionCheckoutSchema.pick({ plan: true, interval: true, renewal: true }),
        response: { 200: subscriptionQuoteSchema },
      },
    },
    async (request) => quoteFor(ctx(request), request.actor!.id, request.body),
  );

  app.post(
    '/api/subscription/checkout',
    {
      preHandler: vendorOnly,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary:
          'Start paying for a plan (or, with `renewal`, its next period ahead): answers the provider page to pay on, a one-off transfer account, a USSD code, pays at once from a store balance, or schedules a smaller plan',
        body: subscriptionCheckoutSchema,
        response: { 200: subscriptionCheckoutResponseSchema },
      },
    },
    async (request) => {
      const userId = request.actor!.id;
      if (request.body.payWith === 'transfer' || request.body.payWith === 'ussd') {
        return startManualCheckout(ctx(request), userId, request.body);
      }
      if (request.body.payWith === 'balance') {
        if (request.body.renewal) {
          throw errors.badRequest('The next period is paid ahead by card, transfer or USSD.');
        }
        const balanceStoreId = await assertOwnStore(ctx(request), userId, request.body.balanceStoreId);
        return payFromBalance(ctx(request), userId, { ...request.body, balanceStoreId }, new Date());
      }
      return startCheckout(ctx(request), userId, request.body);
    },
  );

  app.post(
    '/api/subscription/confirm',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'After the payment page: verify the plan payment with the provider and apply it',
        body: subscriptionConfirmSchema,
        response: {
          200: z.object({ outcome: z.string(), subscription: subscriptionOverviewSchema }),
        },
      },
    },
    async (request) => {
      const outcome = await confirmCheckout(ctx(request), request.actor!.id, request.body.reference);
      return { outcome, subscription: await billing.overview(ctx(request), request.actor!.id) };
    },
  );

  const referenceParams = z.object({ reference: z.string().trim().min(1).max(100) });
  app.get(
    '/api/subscription/payments/:reference',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary:
          'A plan payment by transfer or USSD as it stands (the payment screen looks every few seconds)',
        params: referenceParams,
        response: { 200: planPaymentStatusSchema },
      },
    },
    async (request) => planPaymentStatus(ctx(request), request.actor!.id, request.params.reference),
  );

  app.post(
    '/api/subscription/payments/:reference/check',
    {
      preHandler: vendorOnly,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary:
          '"I have paid": ask the provider now about a plan payment by transfer or USSD, and apply it if paid',
        params: referenceParams,
        response: { 200: planPaymentStatusSchema },
      },
    },
    async (request) => {
      const c = ctx(request);
      return checkPlanPayment(c, request.actor!.id, request.params.reference, (verified) =>
        applyPaidCharge(c, verified, null),
      );
    },
  );

  app.get(
    '/api/subscription/charges/:id/invoice.pdf',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'The invoice of a paid plan charge, as an A4 PDF',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { reference, pdf } = await billing.planInvoice(
        ctx(request),
        request.actor!.id,
        request.params.id,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="kasuwa-invoice-${reference}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/subscription/cancel',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'Cancel at the end of the paid period (or undo that with {"cancel": false})',
        body: z.object({ cancel: z.boolean().default(true) }).default({ cancel: true }),
        response: { 200: subscriptionOverviewSchema },
      },
    },
    async (request) => {
      await setCancelAtPeriodEnd(ctx(request), request.actor!.id, request.body.cancel);
      return billing.overview(ctx(request), request.actor!.id);
    },
  );

  app.post(
    '/api/subscription/renewal-method',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary:
          "Renew from a store's available balance (the saved card when it is short), or on the saved card",
        body: renewalMethodSchema,
        response: { 200: subscriptionOverviewSchema },
      },
    },
    async (request) => {
      await setRenewalMethod(ctx(request), request.actor!.id, request.body);
      return billing.overview(ctx(request), request.actor!.id);
    },
  );

  app.post(
    '/api/subscription/stores',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary: 'Choose the stores to keep writable when the plan includes fewer than you have',
        body: keepStoresSchema,
        response: { 200: subscriptionOverviewSchema },
      },
    },
    async (request) => {
      await billing.chooseStoresToKeep(ctx(request), request.actor!.id, request.body.keep);
      return billing.overview(ctx(request), request.actor!.id);
    },
  );

  app.post(
    '/api/subscription/payment-method',
    {
      preHandler: vendorOnly,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary:
          'Replace the saved card: answers the provider page where a small card check (refunded at once) saves the new card',
        response: { 200: cardChangeStartSchema },
      },
    },
    async (request) => startCardChange(ctx(request), request.actor!.id),
  );

  app.post(
    '/api/subscription/payment-method/confirm',
    {
      preHandler: vendorOnly,
      schema: {
        tags,
        security,
        summary:
          'After the card check: verify it, save the new card for renewals if it went through, and refund it',
        body: subscriptionConfirmSchema,
        response: {
          200: z.object({ outcome: z.enum(CARD_CHANGE_OUTCOMES), subscription: subscriptionOverviewSchema }),
        },
      },
    },
    async (request) => {
      const userId = request.actor!.id;
      const outcome = await confirmCardChange(ctx(request), userId, request.body.reference);
      return { outcome, subscription: await billing.overview(ctx(request), userId) };
    },
  );
};
