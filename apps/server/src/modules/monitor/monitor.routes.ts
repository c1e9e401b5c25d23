import { timingSafeEqual } from 'node:crypto';
import {
  errorBodySchema,
  hasPermission,
  monitorQueuesResponseSchema,
  monitorStatusResponseSchema,
  monitorVersionsResponseSchema,
  queueSessionResponseSchema,
} from '@kasuwa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth';
import { errors } from '../../platform/errors';
import type { Deps, Module } from '../../platform/http';
import { outboxQueueCounts } from '../../platform/jobs';
import { registerHttpMetrics } from '../../platform/metrics';
import type { QueueHub } from '../../platform/queues';
import { adminGuard } from '../auth';
import { readVersions } from './monitor.changelog';
import { recentFailedJobs } from './monitor.queries';
import { renderSystemReport } from './monitor.report';
import { SystemMonitor } from './monitor.service';
import { outboxBoardPage, signInFirstPage } from './monitor.views';

export const BOARD_PATH = '/admin/queues';
export const BOARD_COOKIE = 'kasuwa_queues';
const BOARD_SESSION_SECONDS = 15 * 60;

/**
 * System monitor (spec 2.18, 7.6), Prometheus metrics and the queue dashboard. Every read here exposes
 * infrastructure, so it needs `view_logs` (super_admin, admin, system_admin, support_admin).
 */
export const monitorRoutes: Module = async (app, deps: Deps) => {
  const { config, database } = deps;
  // BullMQ, ioredis and Bull Board are loaded only with REDIS_URL: a server without Redis never needs them.
  const queuesModule = config.REDIS_URL ? await import('../../platform/queues') : null;
  let hub: QueueHub | null = null;
  const getHub = () => {
    if (!config.REDIS_URL || !queuesModule) return null;
    hub ??= new queuesModule.QueueHub(config.REDIS_URL, config.BULLMQ_PREFIX);
    return hub;
  };
  app.addHook('onClose', async () => {
    await hub?.close();
  });

  const monitor = new SystemMonitor({ config, database, startedAt: deps.startedAt, hub: getHub });
  const metrics = registerHttpMetrics(app, {
    queueCounts: async () => {
      const h = getHub();
      if (!h) return outboxQueueCounts(database.db);
      const counts = await h.counts();
      return Object.entries(counts).map(([queue, c]) => ({ queue, ...c }));
    },
    poolStats: () => database.poolStats(),
    statements: () => database.statements(),
  });

  const signedIn = adminGuard(deps);
  const operator = [signedIn, requirePermission('view_logs')];
  const tags = ['monitor'];
  const security = [{ bearer: [] }];
  const errorsOf = { 401: errorBodySchema, 403: errorBodySchema };

  app.get(
    '/monitor/status',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: 'Status of the API, database, queues, SMTP, SMS and payment providers',
        response: { 200: monitorStatusResponseSchema, ...errorsOf },
      },
    },
    async () => ({ services: await monitor.status() }),
  );

  app.get(
    '/monitor/queues',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: 'Waiting, active, completed, failed and delayed jobs per queue',
        response: { 200: monitorQueuesResponseSchema, ...errorsOf, 503: errorBodySchema },
      },
    },
    async () => {
      try {
        return await monitor.queues();
      } catch {
        throw errors.unavailable('The queue backend (Redis) is not reachable.');
      }
    },
  );

  app.get(
    '/monitor/versions',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: 'Version history from the changelog',
        response: { 200: monitorVersionsResponseSchema, ...errorsOf },
      },
    },
    async () => ({ versions: await readVersions() }),
  );

  app.get(
    '/monitor/metrics',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: 'The key figures of /metrics as JSON, for the View Metrics panel',
        response: { 200: metricsSummarySchema, ...errorsOf },
      },
    },
    async () => summarise(await metrics.json()),
  );

  app.get(
    '/monitor/export',
    {
      preHandler: operator,
      schema: { tags, security, summary: 'System report as a PDF (status, queues, versions)' },
    },
    async (_request, reply) => {
      const generatedAt = new Date();
      const [services, queues, versions] = await Promise.all([
        monitor.status(),
        monitor.queues().catch(() => ({ error: 'The queue backend (Redis) is not reachable.' })),
        readVersions(),
      ]);
      const pdf = await renderSystemReport({
        generatedAt,
        version: config.version,
        environment: config.KASUWA_ENV,
        services,
        queues,
        versions,
      });
      const date = generatedAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="system-report-${date}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  /* ---------- /metrics: an admin with view_logs, or a scraper holding METRICS_TOKEN ---------- */
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!presentsMetricsToken(request, config.METRICS_TOKEN)) {
      await signedIn(request, reply);
      if (!hasPermission(request.permissions, 'view_logs')) throw errors.forbidden();
    }
    return reply.header('content-type', metrics.contentType).send(await metrics.text());
  });

  /* ---------- Queue dashboard ---------- */
  // An iframe cannot send a Bearer header, so an authenticated admin call sets a short-lived signed
  // cookie scoped to the dashboard path, and the dashboard routes check it.
  app.post(
    '/api/admin/queues/session',
    {
      preHandler: operator,
      schema: {
        tags,
        security,
        summary: 'Open a short session on the queue dashboard (cookie for /admin/queues)',
        response: { 200: queueSessionResponseSchema, ...errorsOf },
      },
    },
    async (request, reply) => {
      const expiresAt = new Date(Date.now() + BOARD_SESSION_SECONDS * 1000);
      reply.setCookie(BOARD_COOKIE, `${request.actor!.id}:${expiresAt.getTime()}`, {
        path: BOARD_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: config.publicUrl.startsWith('https://'),
        signed: true,
        expires: expiresAt,
      });
      return { expiresAt: expiresAt.toISOString(), url: `${BOARD_PATH}/` };
    },
  );

  await app.register(async (board) => {
    board.addHook('onRequest', async (request, reply) => {
      if (!hasBoardSession(request)) return denyBoard(request, reply);
    });
    const h = getHub();
    if (h) {
      const [{ createBullBoard }, { BullMQAdapter }, { FastifyAdapter }] = await Promise.all([
        import('@bull-board/api'),
        import('@bull-board/api/bullMQAdapter'),
        import('@bull-board/fastify'),
      ]);
      const serverAdapter = new FastifyAdapter();
      createBullBoard({
        queues: [...h.queues.values()].map((q) => new BullMQAdapter(q)),
        // @bull-board/fastify 9.10.1 carries its own copy of @bull-board/api's types (9.10.2 here);
        // the runtime interface is the same, only the private members of the type declarations differ.
        serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
        options: { uiConfig: { boardTitle: 'Kasuwa queues' } },
      });
      serverAdapter.setBasePath(BOARD_PATH);
      await board.register(serverAdapter.registerPlugin(), { prefix: BOARD_PATH });
    } else {
      board.get(`${BOARD_PATH}`, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            outboxBoardPage(await outboxQueueCounts(database.db), await recentFailedJobs(database.db, 20)),
          ),
      );
    }
  });
};

function presentsMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function hasBoardSession(request: FastifyRequest): boolean {
  const raw = request.cookies[BOARD_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const [, expires] = unsigned.value.split(':');
  return Number(expires) > Date.now();
}

function denyBoard(request: FastifyRequest, reply: FastifyReply) {
  if ((request.headers.accept ?? '').includes('text/html')) {
    return reply.status(401).type('text/html; charset=utf-8').send(signInFirstPage());
  }
  throw errors.unauthorized('Open the queue dashboard from the System Monitor.');
}

const metricsSummarySchema = z.object({
  httpRequests: z.number(),
  httpRequestsPerRoute: z.array(
    z.object({ method: z.string(), route: z.string(), count: z.number(), meanMs: z.number() }),
  ),
  jobFailures: z.number(),
  queueDepth: z.number(),
  dbPool: z.object({ total: z.number(), idle: z.number(), waiting: z.number() }),
  memoryRssBytes: z.number(),
  eventLoopLagSeconds: z.number(),
});

type MetricJson = Awaited<ReturnType<ReturnType<typeof registerHttpMetrics>['json']>>[number];

/** The figures an operator looks at first, from the same registry /metrics exposes. */
function summarise(all: MetricJson[]): z.infer<typeof metricsSummarySchema> {
  const find = (name: string) => all.find((m) => m.name === name)?.values ?? [];
  const sum = (name: string, pick: (labels: Record<string, string | number>) => boolean = () => true) =>
    find(name)
      .filter((v) => pick(v.labels as Record<string, string | number>))
      .reduce((a, v) => a + v.value, 0);
  const perRoute = new Map<string, { method: string; route: string; count: number; sum: number }>();
  for (const v of find('kasuwa_http_request_duration_seconds')) {
    const labels = v.labels as Record<string, string>;
    const metricName = (v as { metricName?: string }).metricName ?? '';
    const key = `${labels.method} ${labels.route}`;
    const entry = perRoute.get(key) ?? { method: labels.method!, route: labels.route!, count: 0, sum: 0 };
    if (metricName.endsWith('_count')) entry.count += v.value;
    else if (metricName.endsWith('_sum')) entry.sum += v.value;
    else continue;
    perRoute.set(key, entry);
  }
  const pool = (state: string) => sum('kasuwa_db_pool_connections', (l) => l.state === state);
  return {
    httpRequests: sum('kasuwa_http_requests_total'),
    httpRequestsPerRoute: [...perRoute.values()]
      .sort((a, b) => b.count - a.count)
      .slice(0, 10)
      .map((r) => ({
        method: r.method,
        route: r.route,
        count: r.count,
        meanMs: r.count ? Math.round((r.sum / r.count) * 10000) / 10 : 0,
      })),
    jobFailures: sum('kasuwa_job_failures_total'),
    queueDepth: sum(
      'kasuwa_queue_jobs',
      (l) => l.state === 'waiting' || l.state === 'delayed' || l.state === 'active',
    ),
    dbPool: { total: pool('total'), idle: pool('idle'), waiting: pool('waiting') },
    memoryRssBytes: sum('kasuwa_process_resident_memory_bytes'),
    eventLoopLagSeconds: sum('kasuwa_nodejs_eventloop_lag_seconds'),
  };
}
