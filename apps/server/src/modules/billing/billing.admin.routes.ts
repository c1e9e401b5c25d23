import { adminIdParamSchema, adminPlanChangeSchema, subscriptionOverviewSchema } from '@kasuwa/contracts';
import type { Module } from '../../platform/http';
import { adminContext, adminGuard } from '../auth';
import * as billing from './billing.service';

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
};
