import { healthSchema } from '@kasuwa/contracts';
import type { Module } from '../../platform/http';

export const healthRoutes: Module = (app, { config, database, startedAt }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version: config.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: { status: up ? 'up' : 'down', kind: database.kind },
        timestamp: new Date().toISOString(),
      });
    },
  );
};
