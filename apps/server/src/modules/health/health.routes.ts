import { healthSchema } from '@kasuwa/contracts';
import type { Module } from '../../platform/http';

export const healthRoutes: Module = async (app, { config, database, startedAt }) => {
  // ioredis is loaded only with REDIS_URL: a server without Redis never needs it.
  const redis = config.REDIS_URL
    ? new (await import('../../platform/redis-probe')).RedisProbe(config.REDIS_URL)
    : null;
  app.addHook('onClose', async () => redis?.close());

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness, database and Redis reachability',
        description:
          'Without the database nothing works: 503, so a load balancer takes this process out. Without ' +
          'Redis the API still takes orders (jobs wait in the outbox, rate limits let requests through): ' +
          '200 with status "degraded", so alerts fire without every replica leaving the load balancer.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const [dbUp, redisUp] = await Promise.all([database.ping(), redis?.up()]);
      const degraded = !dbUp || redisUp === false;
      return reply.status(dbUp ? 200 : 503).send({
        status: degraded ? 'degraded' : 'ok',
        version: config.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: { status: dbUp ? 'up' : 'down', kind: database.kind },
        ...(redis ? { redis: { status: redisUp ? 'up' : 'down' } } : {}),
        timestamp: new Date().toISOString(),
      });
    },
  );
};
