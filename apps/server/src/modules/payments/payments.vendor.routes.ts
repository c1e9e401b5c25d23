import {
  balancesResponseSchema,
  bankAccountInputSchema,
  bankAccountSchema,
  disputeSchema,
  ledgerLineSchema,
  PLATFORM_FEE_BPS,
  payoutInputSchema,
  payoutSchema,
  refundInputSchema,
  refundSchema,
  storePaymentMethodsSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import type { Module } from '../../platform/http';
import { createProviders } from '../../platform/payments';
import { actorName, tenantContext } from '../../platform/tenant';
import { storeBalances, storeEntries } from '../ledger/ledger.service';
import * as payoutsService from '../ledger/payouts.service';
import { requireStoreAccess } from '../stores/stores.guard';
import { disputesOfStore } from './disputes.service';
import * as service from './payments.service';
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

/** The vendor's money screens: balances, ledger lines, refunds, payouts, bank account, payment methods. */
export const paymentsVendorRoutes: Module = (app, { database, config, tokens }) => {
  const providers = createProviders(config.payments);
  const tags = ['vendor money'];
  const guard = [authenticate(tokens, 'vendor'), requireStoreAccess(database.db)];
  const security = [{ bearer: [] }];
  const params = z.object({ storeId: z.coerce.number().int().positive() });
  const base = '/api/vendor/stores/:storeId/money';

  app.get(
    `${base}/balance`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params,
        summary: 'Escrow, available, pending and paid-out balances per currency',
        response: { 200: balancesResponseSchema },
      },
    },
    async (request) => {
      const ctx = tenantContext(request, database.db);
      const paidOut = await payoutsService.paidOutTotals(ctx, ctx.storeId);
      return { balances: await storeBalances(ctx, ctx.storeId, paidOut), feeBps: PLATFORM_FEE_BPS };
    },
  );

  app.get(
    `${base}/transactions`,
    {
      preHandler: guard,
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
      const ctx = tenantContext(request, database.db);
      const { page, limit } = request.query;
      const rows = await storeEntries(ctx.db, ctx.storeId, limit, (page - 1) * limit);
      return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), page, limit };
    },
  );

  app.post(
    `${base}/orders/:orderId/refunds`,
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
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
      const ctx = tenantContext(request, database.db);
      const row = await refundOrder(
        { db: database.db, config, providers, log: request.log },
        ctx.storeId,
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
      preHandler: guard,
      schema: {
        tags,
        security,
        params: params.extend({ orderId: z.uuid() }),
        summary: 'Refunds of an order',
        response: { 200: z.object({ items: z.array(refundSchema) }) },
      },
    },
    async (request) => {
      const ctx = tenantContext(request, database.db);
      const rows = await refundsOfOrder(
        { db: database.db, config, providers, log: request.log },
        ctx.storeId,
        request.params.orderId,
      );
      return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },
  );

  app.get(
    `${base}/banks`,
    {
      preHandler: guard,
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
      preHandler: guard,
      schema: {
        tags,
        security,
        params,
        summary: 'Payout bank accounts',
        response: { 200: z.object({ items: z.array(bankAccountSchema) }) },
      },
    },
    async (request) => {
      const ctx = tenantContext(request, database.db);
      const rows = await payoutsService.bankAccountsOf(ctx, ctx.storeId);
      return { items: rows.map(toBankAccount) };
    },
  );

  app.put(
    `${base}/bank-accounts`,
    {
      preHandler: guard,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
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
      const ctx = tenantContext(request, database.db);
      return toBankAccount(
        await payoutsService.saveBankAccount(
          { db: database.db, config, providers, log: request.log },
          ctx.storeId,
          request.body,
        ),
      );
    },
  );

  app.get(
    `${base}/payouts`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params,
        summary: 'Payouts and their statuses',
        response: { 200: z.object({ items: z.array(payoutSchema) }) },
      },
    },
    async (request) => {
      const ctx = tenantContext(request, database.db);
      return { items: (await payoutsService.payoutsOfStore(ctx, ctx.storeId)).map(toPayout) };
    },
  );

  app.post(
    `${base}/payouts`,
    {
      preHandler: guard,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
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
      const ctx = tenantContext(request, database.db);
      const row = await payoutsService.requestPayout(
        { db: database.db, config, providers, log: request.log },
        ctx.storeId,
        request.body,
      );
      return reply.status(201).send(toPayout(row));
    },
  );

  app.get(
    `${base}/disputes`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params,
        summary: "Disputes on the store's orders",
        response: { 200: z.object({ items: z.array(disputeSchema) }) },
      },
    },
    async (request) => {
      const ctx = tenantContext(request, database.db);
      return { items: (await disputesOfStore(ctx, ctx.storeId)).map(toDispute) };
    },
  );

  app.get(
    `${base}/payment-methods`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params,
        summary: 'Which methods the payment page offers',
        response: { 200: storePaymentMethodsSchema },
      },
    },
    async (request) => {
      const ctx = tenantContext(request, database.db);
      const s = await service.storeSettings(ctx, ctx.storeId);
      return { paystack: s.paystack, paga: s.paga, flutterwave: s.flutterwave, bankTransfer: s.bankTransfer };
    },
  );

  app.put(
    `${base}/payment-methods`,
    {
      preHandler: guard,
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
      const ctx = tenantContext(request, database.db);
      const s = await service.updateStoreSettings(ctx, ctx.storeId, request.body);
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
