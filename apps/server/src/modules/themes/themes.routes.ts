import {
  deploymentDetailSchema,
  deploymentHistoryQuerySchema,
  deploymentsResponseSchema,
  deployResponseSchema,
  errorBodySchema,
  jobIdParamsSchema,
  themeIdParamsSchema,
  themesResponseSchema,
} from '@kasuwa/contracts';
import type { FastifyRequest } from 'fastify';
import { requirePermission } from '../../platform/auth';
import type { Deps, Module } from '../../platform/http';
import { adminGuard } from '../auth';
import * as themes from './themes.service';

/**
 * Theme management (spec 2.19, 7.7). Reading needs `view_stores` (every admin role but employee_3
 * holds it); deploying changes every store on the theme, so it needs `edit_stores`.
 */
export const themesRoutes: Module = (app, deps: Deps) => {
  const signedIn = adminGuard(deps);
  const read = [signedIn, requirePermission('view_stores')];
  const ctx = (request: FastifyRequest) => ({ db: deps.database.db, actor: request.actor });
  const errorsOf = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
  const tags = ['themes'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/themes',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'The theme catalogue',
        response: { 200: themesResponseSchema, ...errorsOf },
      },
    },
    async (request) => ({ themes: await themes.listThemes(ctx(request)) }),
  );

  app.post(
    '/api/admin/themes/:themeId/deploy',
    {
      preHandler: [signedIn, requirePermission('edit_stores')],
      schema: {
        tags,
        security,
        summary: 'Deploy a theme to every store using it',
        params: themeIdParamsSchema,
        response: { 202: deployResponseSchema, ...errorsOf, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await themes.deployTheme(ctx(request), request.params.themeId)),
  );

  app.get(
    '/api/admin/themes/deployments',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Deployment history, newest first',
        querystring: deploymentHistoryQuerySchema,
        response: { 200: deploymentsResponseSchema, ...errorsOf },
      },
    },
    async (request) => ({ deployments: await themes.listDeployments(ctx(request), request.query.limit) }),
  );

  app.get(
    '/api/admin/themes/deployments/active',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Pending and in-progress deployments',
        response: { 200: deploymentsResponseSchema, ...errorsOf },
      },
    },
    async (request) => ({ deployments: await themes.listActiveDeployments(ctx(request)) }),
  );

  app.get(
    '/api/admin/themes/deployments/:jobId',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'One deployment with the result of each site',
        params: jobIdParamsSchema,
        response: { 200: deploymentDetailSchema, ...errorsOf, 404: errorBodySchema },
      },
    },
    async (request) => themes.getDeployment(ctx(request), request.params.jobId),
  );
};
