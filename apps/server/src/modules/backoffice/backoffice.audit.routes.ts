import { auditListQuerySchema, auditListResponseSchema, pageInfo } from '@kasuwa/contracts';
import type { Module } from '../../platform/http';
import { listAuditEntries } from '../audit';
import { adminContext, adminGuard } from '../auth';

/** Every admin change (who, what, when, before and after), newest first; needs view_logs. */
export const auditAdminRoutes: Module = (app, deps) => {
  app.get(
    '/api/admin/audit-log',
    {
      preHandler: adminGuard(deps, 'view_logs'),
      schema: {
        tags: ['admin audit'],
        security: [{ bearer: [] }],
        summary: 'The audit log, filtered by entity or actor',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { entries, total } = await listAuditEntries(adminContext(request, deps), request.query);
      return {
        status: true as const,
        entries,
        pagination: { ...pageInfo(page, limit, total), totalEntries: total },
      };
    },
  );
};
