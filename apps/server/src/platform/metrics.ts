import type { FastifyInstance } from 'fastify';
import client from 'prom-client';

/**
 * Process-wide figures (Node runtime, job failures) live in one registry; each app instance adds its
 * own registry for HTTP and point-in-time gauges, so several apps in one process (tests) never clash.
 */
const processRegistry = new client.Registry();
client.collectDefaultMetrics({ register: processRegistry, prefix: 'kasuwa_' });

const jobFailures = new client.Counter({
  name: 'kasuwa_job_failures_total',
  help: 'Job attempts that threw, by queue and job type (each retry counts)',
  labelNames: ['queue', 'type'] as const,
  registers: [processRegistry],
});

export function recordJobFailure(queue: string, type: string): void {
  jobFailures.inc({ queue, type });
}

export interface MetricSources {
  queueCounts(): Promise<
    { queue: string; waiting: number; active: number; failed: number; delayed: number }[]
  >;
  poolStats(): { total: number; idle: number; waiting: number };
  /** Statements sent to the database since the process started. */
  statements?(): number;
}

export interface AppMetrics {
  /** The Prometheus text exposition of every metric. */
  text(): Promise<string>;
  contentType: string;
  json(): Promise<client.MetricObjectWithValues<client.MetricValue<string>>[]>;
}

export function registerHttpMetrics(app: FastifyInstance, sources: MetricSources): AppMetrics {
  const registry = new client.Registry();
  const duration = new client.Histogram({
    name: 'kasuwa_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const requests = new client.Counter({
    name: 'kasuwa_http_requests_total',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'kasuwa_queue_jobs',
    help: 'Jobs per queue and state at scrape time',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const q of await sources.queueCounts()) {
          for (const state of ['waiting', 'active', 'failed', 'delayed'] as const) {
            this.set({ queue: q.queue, state }, q[state]);
          }
        }
      } catch {
        // Queue backend unreachable: the gauge stays empty and /monitor/status shows it offline.
      }
    },
  });
  new client.Gauge({
    name: 'kasuwa_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = sources.poolStats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });

  new client.Counter({
    name: 'kasuwa_db_statements_total',
    help: 'Statements this process has sent to the database (a cached storefront page sends none)',
    registers: [registry],
    collect() {
      const sent = sources.statements?.();
      if (sent === undefined) return;
      this.reset();
      this.inc(sent);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, so ids do not explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });

  const merged = () => client.Registry.merge([processRegistry, registry]);
  return {
    contentType: registry.contentType,
    text: () => merged().metrics(),
    json: () => merged().getMetricsAsJSON(),
  };
}
