import { activityQuerySchema, activityResponseSchema, dashboardStatsResponseSchema } from '@kasuwa/contracts';
import type { Module } from '../../platform/http';
import { adminContext, adminGuard } from '../auth';
import { dashboardStats, recentActivity } from './dashboard.service';

/** Spec 2.13, 7.3: the overview's stat cards and Recent Activity, for every admin role. */
export const dashboardAdminRoutes: Module = (app, deps) => {
  const tags = ['admin dashboard'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/dashboard/stats',
    {
      preHandler: adminGuard(deps),
      schema: {
        tags,
        security,
        summary: 'Totals of the stat cards',
        response: { 200: dashboardStatsResponseSchema },
      },
    },
    async (request) => ({ status: true as const, stats: await dashboardStats(adminContext(request, deps)) }),
  );

  app.get(
    '/api/admin/activity',
    {
      preHandler: adminGuard(deps),
      schema: {
        tags,
        security,
        summary: 'Recent user registrations, store creations and admin changes the admin may read',
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      activities: await recentActivity(adminContext(request, deps), request.query.limit),
    }),
  );
};
