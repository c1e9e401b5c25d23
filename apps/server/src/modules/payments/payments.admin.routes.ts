import { disputeSchema, payoutSchema, resolveDisputeSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate, requirePermission } from '../../platform/auth';
import type { Module } from '../../platform/http';
import { createProviders } from '../../platform/payments';
import { actorName } from '../../platform/tenant';
import { allPayouts, platformFeeRevenue } from '../ledger';
import { listDisputes, resolveDispute } from './disputes.service';
import { confirmBankTransfer } from './payments.service';
import { toDispute } from './payments.store.routes';
import { toPayout } from './payments.vendor.routes';
import { releaseStuckReturn, retryReturn, transferReturnsForAdmin } from './transfers.service';

/** Back-office money screens. Reading needs view_stores; anything that moves money needs full rights. */
export const paymentsAdminRoutes: Module = (app, { database, config, tokens }) => {
  const providers = createProviders(config.payments);
  const tags = ['admin money'];
  const security = [{ bearer: [] }];
  const admin = authenticate(tokens, 'admin');
  const canView = [admin, requirePermission('view_stores')];
  const canMove = [admin, requirePermission('all')];
  const ctx = (log: typeof app.log) => ({ db: database.db, config, providers, log });

  app.get(
    '/api/admin/disputes',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        querystring: z.object({ status: z.enum(['open', 'resolved']).optional() }),
        summary: 'Disputes',
        response: { 200: z.object({ items: z.array(disputeSchema) }) },
      },
    },
    async (request) => ({
      items: (await listDisputes(ctx(request.log), request.query.status)).map(toDispute),
    }),
  );

  app.post(
    '/api/admin/disputes/:id/resolve',
    {
      preHandler: canMove,
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid() }),
        body: resolveDisputeSchema,
        summary: 'Resolve a dispute: release to the vendor or refund the customer',
        response: { 200: disputeSchema },
      },
    },
    async (request) =>
      toDispute(await resolveDispute(ctx(request.log), request.params.id, request.body, actorName(request))),
  );

  app.get(
    '/api/admin/payouts',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        querystring: z.object({ status: z.enum(['processing', 'paid', 'failed']).optional() }),
        summary: 'Payouts of every store',
        response: { 200: z.object({ items: z.array(payoutSchema) }) },
      },
    },
    async (request) => ({
      items: (await allPayouts({ db: database.db }, request.query.status)).map(toPayout),
    }),
  );

  app.get(
    '/api/admin/fee-revenue',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Platform fee revenue per currency',
        response: {
          200: z.object({
            items: z.array(
              z.object({ currency: z.string(), amount: z.number().int(), entries: z.number().int() }),
            ),
          }),
        },
      },
    },
    async () => ({ items: await platformFeeRevenue(database.db) }),
  );

  app.post(
    '/api/admin/payments/:reference/confirm-transfer',
    {
      preHandler: canMove,
      schema: {
        tags,
        security,
        // The payment's reference, or the short code a shopper wrote on her transfer (checked in the service).
        params: z.object({ reference: z.string().trim().min(9).max(40) }),
        summary: 'Confirm that a bank transfer arrived',
        response: { 200: z.object({ outcome: z.string() }) },
      },
    },
    async (request) => ({
      outcome: await confirmBankTransfer(ctx(request.log), request.params.reference, actorName(request)),
    }),
  );

  const returnSchema = z.object({
    id: z.uuid(),
    storeId: z.number().int(),
    orderId: z.uuid(),
    provider: z.string(),
    reason: z.enum(['underpaid', 'overpaid', 'late', 'duplicate']),
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(['pending', 'refunding', 'refunded']),
    failureReason: z.string().nullable(),
    /** The payment's reference and the one-off account the money came into (null for the shared account). */
    reference: z.string().nullable(),
    accountNumber: z.string().nullable(),
    createdAt: z.iso.datetime(),
  });
  type ReturnItem = Awaited<ReturnType<typeof transferReturnsForAdmin>>['items'][number];
  const toReturn = (r: Omit<ReturnItem, 'reference' | 'accountNumber'> & Partial<ReturnItem>) =>
    returnSchema.parse({
      ...r,
      reference: r.reference ?? null,
      accountNumber: r.accountNumber ?? null,
      failureReason: r.failureReason ?? null,
      createdAt: r.createdAt.toISOString(),
    });

  app.get(
    '/api/admin/transfer-returns',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        querystring: z.object({ status: z.enum(['pending', 'refunding', 'refunded']).optional() }),
        summary: 'Transfers owed back to shoppers (underpaid, overpaid, late, twice) and what is still owed',
        response: {
          200: z.object({
            items: z.array(returnSchema),
            owed: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
          }),
        },
      },
    },
    async (request) => {
      const { items, owed } = await transferReturnsForAdmin(database.db, request.query.status);
      return { items: items.map(toReturn), owed };
    },
  );

  app.post(
    '/api/admin/transfer-returns/:id/release',
    {
      preHandler: canMove,
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid() }),
        summary: 'A return stuck in its refund call, checked not refunded at the provider: ask again',
        response: { 200: returnSchema },
      },
    },
    async (request) => toReturn(await releaseStuckReturn(database.db, request.params.id)),
  );

  app.post(
    '/api/admin/transfer-returns/:id/retry',
    {
      preHandler: canMove,
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid() }),
        summary: 'Ask the provider now for the refund of a return waiting for the sweep (one it refused)',
        response: { 200: returnSchema },
      },
    },
    async (request) => toReturn(await retryReturn(ctx(request.log), request.params.id)),
  );
};
