import {
  balancesResponseSchema,
  bankAccountInputSchema,
  bankAccountSchema,
  disputeSchema,
  ledgerLineSchema,
  offPlatformPaymentInputSchema,
  orderSchema,
  PLATFORM_FEE_BPS,
  payoutInputSchema,
  payoutSchema,
  refundInputSchema,
  refundSchema,
  storePaymentMethodsSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { createProviders } from '../../platform/payments';
import { actorName } from '../../platform/tenant';
import { vendorContext } from '../../platform/vendor-scope';
import * as payoutsService from '../ledger';
import { storeBalances, storeEntries } from '../ledger';
import { disputesOfStore } from './disputes.service';
import { markPaidOutside } from './paid-outside.service';
import * as settings from './payment-settings.service';
import { toDispute } from './payments.store.routes';
import { refundOrder, refundsOfOrder } from './refunds.service';

type PayoutRow = Awaited<ReturnType<typeof payoutsService.payoutsOfStore>>[number];
export function toPayout(p: PayoutRow) {
  return {
    id: p.id,
    storeId: p.storeId,
    amount: p.amount,
    currency: p.currency,
    status: p.status as 'processing' | 'paid' | 'failed',
    destination: p.destination,
    failureReason: p.failureReason,
    expectedBy: p.expectedBy.toISOString(),
    createdAt: p.createdAt.toISOString(),
    completedAt: p.completedAt?.toISOString() ?? null,
  };
}

/**
 * The vendor's money screens: balances, ledger lines, refunds, payouts, bank account, payment methods.
 * Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`.
 */
export const paymentsVendorRoutes: Module = (app, { database, config }) => {
  const providers = createProviders(config.payments);
  const tags = ['vendor money'];
  const security = [{ bearer: [] }];
  const params = z.object({ storeId: z.coerce.number().int().positive() });
  const base = '/money';

  app.post(
    '/orders/:orderId/paid-outside',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: ['orders'],
        security,
        summary:
          'Mark an unpaid online order as paid outside Kasuwa (method, amount, optional proof): audited, its open provider payments are cancelled and a provider payment that still arrives is refunded; no Kasuwa money moves and no fee is taken. 409 when the order is not awaiting payment or was already paid through Kasuwa',
        params: params.extend({ orderId: z.uuid() }),
        body: offPlatformPaymentInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => markPaidOutside(vendorContext(request), request.params.orderId, request.body),
  );

  app.get(
    `${base}/balance`,
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        security,
        params,
        summary: 'Escrow, available, pending and paid-out balances per currency',
        response: { 200: balancesResponseSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      const paidOut = await payoutsService.paidOutTotals(ctx);
      return { balances: await storeBalances(ctx, paidOut), feeBps: PLATFORM_FEE_BPS };
    },
  );

  app.get(
    `${base}/transactions`,
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        security,
        params,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        summary: "The store's ledger lines, newest first",
        response: {
          200: z.object({
            items: z.array(ledgerLineSchema),
            page: z.number().int(),
            limit: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      const { page, limit } = request.query;
      const rows = await storeEntries(ctx, limit, (page - 1) * limit);
      return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), page, limit };
    },
  );

  app.post(
    `${base}/orders/:orderId/refunds`,
    {
      config: { permission: 'orders.refund', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        params: params.extend({ orderId: z.uuid() }),
        body: refundInputSchema,
        summary: 'Refund an order, fully or partly, through the provider; never more than was captured',
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => {
      const ctx = vendorContext(request);
      const row = await refundOrder(
        { ...ctx, db: database.db, config, providers },
        request.params.orderId,
        request.body,
        actorName(ctx),
      );
      return reply.status(201).send({ ...row, createdAt: row.createdAt.toISOString() });
    },
  );

  app.get(
    `${base}/orders/:orderId/refunds`,
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        security,
        params: params.extend({ orderId: z.uuid() }),
        summary: 'Refunds of an order',
        response: { 200: z.object({ items: z.array(refundSchema) }) },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      const rows = await refundsOfOrder(ctx, request.params.orderId);
      return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );

  app.get(
    `${base}/banks`,
    {
      config: { permission: { owner: 'bank_accounts' } },
      schema: {
        tags,
        security,
        params,
        summary: 'Nigerian banks for the payout account',
        response: { 200: z.object({ banks: z.array(z.object({ name: z.string(), code: z.string() })) }) },
      },
    },
    async (request) => ({
      banks: await payoutsService.listBanks({ db: database.db, config, providers, log: request.log }),
    }),
  );

  app.get(
    `${base}/bank-accounts`,
    {
      config: { permission: { owner: 'bank_accounts' } },
      schema: {
        tags,
        security,
        params,
        summary: 'Payout bank accounts',
        response: { 200: z.object({ items: z.array(bankAccountSchema) }) },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      const rows = await payoutsService.bankAccountsOf(ctx);
      return { items: rows.map(toBankAccount) };
    },
  );

  app.put(
    `${base}/bank-accounts`,
    {
      config: { permission: { owner: 'bank_accounts' }, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        params,
        body: bankAccountInputSchema,
        summary: 'Set the payout account; the name is resolved by the provider',
        response: { 200: bankAccountSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      return toBankAccount(
        await payoutsService.saveBankAccount({ ...ctx, db: database.db, config, providers }, request.body),
      );
    },
  );

  app.get(
    `${base}/payouts`,
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        security,
        params,
        summary: 'Payouts and their statuses',
        response: { 200: z.object({ items: z.array(payoutSchema) }) },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      return { items: (await payoutsService.payoutsOfStore(ctx)).map(toPayout) };
    },
  );

  app.post(
    `${base}/payouts`,
    {
      config: { permission: { owner: 'payouts' }, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        params,
        body: payoutInputSchema,
        summary: 'Request a payout of the available balance',
        response: { 201: payoutSchema },
      },
    },
    async (request, reply) => {
      const ctx = vendorContext(request);
      const row = await payoutsService.requestPayout(
        { ...ctx, db: database.db, config, providers },
        request.body,
      );
      return reply.status(201).send(toPayout(row));
    },
  );

  app.get(
    `${base}/disputes`,
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        security,
        params,
        summary: "Disputes on the store's orders",
        response: { 200: z.object({ items: z.array(disputeSchema) }) },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      return { items: (await disputesOfStore(ctx)).map(toDispute) };
    },
  );

  app.get(
    `${base}/payment-methods`,
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        params,
        summary: 'Which methods the payment page offers',
        response: { 200: storePaymentMethodsSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      const s = await settings.storeSettings(ctx);
      return { paystack: s.paystack, paga: s.paga, flutterwave: s.flutterwave, bankTransfer: s.bankTransfer };
    },
  );

  app.put(
    `${base}/payment-methods`,
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags,
        security,
        params,
        body: storePaymentMethodsSchema,
        summary: 'Enable or disable payment methods',
        response: { 200: storePaymentMethodsSchema },
      },
    },
    async (request) => {
      const ctx = vendorContext(request);
      const s = await settings.updateStoreSettings(ctx, request.body);
      return { paystack: s.paystack, paga: s.paga, flutterwave: s.flutterwave, bankTransfer: s.bankTransfer };
    },
  );
};

function toBankAccount(r: {
  currency: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}) {
  return {
    currency: r.currency,
    bankCode: r.bankCode,
    bankName: r.bankName,
    accountNumberMasked: `••••••${r.accountNumber.slice(-4)}`,
    accountName: r.accountName,
  };
}
