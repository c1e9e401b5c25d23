import { analyticsQuerySchema, platformOverviewSchema } from '@kasuwa/contracts';
import { authenticate, requirePermission } from '../../platform/auth';
import type { Module } from '../../platform/http';
import { platformCsv, platformOverview } from './analytics.service';

/** The platform overview: money across stores is for full-rights administrators only. */
export const analyticsAdminRoutes: Module = (app, { database, tokens }) => {
  const preHandler = [authenticate(tokens, 'admin'), requirePermission('all')];
  const tags = ['admin analytics'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/analytics/overview',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'GMV, fees, plan revenue, payouts and escrow per currency over time; stores, disputes, top stores',
        querystring: analyticsQuerySchema,
        response: { 200: platformOverviewSchema },
      },
    },
    (request) => platformOverview({ db: database.db }, request.query),
  );

  app.get(
    '/api/admin/analytics/overview.csv',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The platform overview as CSV: per period and currency, then totals; amounts in major units',
        querystring: analyticsQuerySchema,
      },
    },
    async (request, reply) => {
      const overview = await platformOverview({ db: database.db }, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="kasuwa-platform-${overview.from}-to-${overview.to}.csv"`,
        )
        .send(platformCsv(overview));
    },
  );
};
