import { adminIdParamSchema, adminPlanChangeSchema, subscriptionOverviewSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate, requirePermission } from '../../platform/auth';
import type { Module } from '../../platform/http';
import { createProviders } from '../../platform/payments';
import { adminContext, adminGuard } from '../auth';
import { planReturnsForAdmin, releaseStuckPlanReturn, retryPlanReturn } from './billing.returns.service';
import * as billing from './billing.service';

const planReturnSchema = z.object({
  id: z.uuid(),
  userId: z.number().int(),
  reference: z.string(),
  plan: z.string(),
  providerTransactionId: z.string(),
  reason: z.enum(['underpaid', 'overpaid', 'late', 'duplicate']),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'refunding', 'refunded']),
  failureReason: z.string().nullable(),
  /** The plan payment's one-off account the money came into. */
  accountNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
type PlanReturnRow = Awaited<ReturnType<typeof planReturnsForAdmin>>[number];
const toPlanReturn = (
  r: Omit<PlanReturnRow, 'reference' | 'plan' | 'accountNumber'> & Partial<PlanReturnRow>,
) =>
  planReturnSchema.parse({
    ...r,
    accountNumber: r.accountNumber ?? null,
    reference: r.reference ?? '',
    plan: r.plan ?? '',
    failureReason: r.failureReason ?? null,
    createdAt: r.createdAt.toISOString(),
  });

/** Back office: a vendor account's plan and billing, and a plan set by hand (audited). */
export const billingAdminRoutes: Module = (app, deps) => {
  const tags = ['admin subscriptions'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/users/:id/subscription',
    {
      preHandler: adminGuard(deps, 'view_users'),
      schema: {
        tags,
        security,
        summary: "A vendor account's plan, period, stores and billing history",
        params: adminIdParamSchema,
        response: { 200: subscriptionOverviewSchema },
      },
    },
    async (request) => {
      await billing.assertVendorAccount({ db: deps.database.db }, request.params.id);
      return billing.overview({ db: deps.database.db }, request.params.id);
    },
  );

  app.put(
    '/api/admin/users/:id/plan',
    {
      preHandler: adminGuard(deps, 'edit_users'),
      schema: {
        tags,
        security,
        summary: "Set a vendor account's plan by hand (recorded in the audit log)",
        params: adminIdParamSchema,
        body: adminPlanChangeSchema,
        response: { 200: subscriptionOverviewSchema },
      },
    },
    async (request) => {
      const ctx = adminContext(request, deps);
      await billing.setPlanByHand(ctx, request.params.id, request.body.plan);
      return billing.overview(ctx, request.params.id);
    },
  );

  const providers = createProviders(deps.config.payments);
  const moneyTags = ['admin money'];
  // As the back office's other money routes (payments.admin.routes): reading needs view_stores, moving money full rights.
  const admin = authenticate(deps.tokens, 'admin');
  const canView = [admin, requirePermission('view_stores')];
  const canMove = [admin, requirePermission('all')];

  app.get(
    '/api/admin/plan-transfer-returns',
    {
      preHandler: canView,
      schema: {
        tags: moneyTags,
        security,
        querystring: z.object({ status: z.enum(['pending', 'refunding', 'refunded']).optional() }),
        summary: 'Plan transfers owed back to vendors (short, over, late, twice), newest first',
        response: { 200: z.object({ items: z.array(planReturnSchema) }) },
      },
    },
    async (request) => ({
      items: (await planReturnsForAdmin(deps.database.db, request.query.status)).map(toPlanReturn),
    }),
  );

  const returnParams = z.object({ id: z.uuid() });
  app.post(
    '/api/admin/plan-transfer-returns/:id/release',
    {
      preHandler: canMove,
      schema: {
        tags: moneyTags,
        security,
        params: returnParams,
        summary: 'A plan return stuck in its refund call, checked not refunded at Paystack: ask again',
        response: { 200: planReturnSchema },
      },
    },
    async (request) => toPlanReturn(await releaseStuckPlanReturn(deps.database.db, request.params.id)),
  );

  app.post(
    '/api/admin/plan-transfer-returns/:id/retry',
    {
      preHandler: canMove,
      schema: {
        tags: moneyTags,
        security,
        params: returnParams,
        summary: 'Ask Paystack now for the refund of a plan return waiting for the sweep',
        response: { 200: planReturnSchema },
      },
    },
    async (request) =>
      toPlanReturn(
        await retryPlanReturn({ db: deps.database.db, providers, log: request.log }, request.params.id),
      ),
  );
};
