import type { MonitorQueues, ServiceStatus } from '@kasuwa/contracts';
import type { Config } from '../../config';
import type { Database } from '../../platform/db';
import { outboxQueueCounts, QUEUES } from '../../platform/jobs';
import type { QueueHub } from '../../platform/queues';
import { withTimeout } from '../../platform/with-timeout';

/** An external provider adapter (SMS, payments) registers how to check it is reachable. */
export interface ProviderProbe {
  service: string;
  check(): Promise<{ ok: boolean; detail?: string }>;
}

const providerProbes: ProviderProbe[] = [];
export function registerProviderProbe(probe: ProviderProbe): void {
  const i = providerProbes.findIndex((p) => p.service === probe.service);
  if (i >= 0) providerProbes[i] = probe;
  else providerProbes.push(probe);
}

// Slower than this and a reachable service shows as a warning.
const SLOW_MS = 1000;
const PROBE_TIMEOUT_MS = 2500;

type Outcome = { status: ServiceStatus['status']; detail?: string };

export interface MonitorDeps {
  config: Config;
  database: Database;
  startedAt: number;
  hub: () => QueueHub | null;
}

/**
 * Runs the health checks of spec 2.18 and remembers, per service, since when it has been up in this
 * process, which is what the uptime text reports.
 */
export class SystemMonitor {
  private readonly upSince = new Map<string, number>();
  private readonly downSince = new Map<string, number>();

  constructor(private readonly deps: MonitorDeps) {
    this.upSince.set('API', deps.startedAt);
  }

  async status(): Promise<ServiceStatus[]> {
    const { config, database } = this.deps;
    const checks: [string, () => Promise<Outcome>][] = [
      ['API', async () => ({ status: 'online', detail: `version ${config.version}` })],
      [
        'Database',
        async () =>
          (await database.ping())
            ? { status: 'online', detail: database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL' }
            : { status: 'offline', detail: 'the database does not answer' },
      ],
      [
        'Redis / queues',
        async () => {
          if (!config.REDIS_URL)
            return { status: 'online', detail: 'in-process job runner (REDIS_URL not set)' };
          const { pingRedis } = await import('../../platform/queues');
          await pingRedis(config.REDIS_URL, PROBE_TIMEOUT_MS);
          return { status: 'online', detail: 'BullMQ on Redis' };
        },
      ],
      [
        'SMTP',
        async () => {
          if (!config.SMTP_URL)
            return { status: 'warning', detail: 'SMTP_URL not set: emails are kept and logged' };
          const { default: nodemailer } = await import('nodemailer');
          const transport = nodemailer.createTransport(config.SMTP_URL);
          try {
            await transport.verify();
            return { status: 'online' };
          } finally {
            transport.close();
          }
        },
      ],
    ];
    const sms = providerProbes.filter((p) => /sms/i.test(p.service));
    if (sms.length === 0)
      checks.push(['SMS provider', async () => ({ status: 'warning', detail: 'no provider configured' })]);
    for (const probe of [...sms, ...providerProbes.filter((p) => !/sms/i.test(p.service))]) {
      checks.push([
        probe.service,
        async () => {
          const r = await probe.check();
          return { status: r.ok ? 'online' : 'offline', detail: r.detail };
        },
      ]);
    }
    const { payments } = config;
    for (const [service, url, secret] of [
      ['Paystack', payments.paystack.baseUrl, payments.paystack.secretKey],
      ['Flutterwave', payments.flutterwave.baseUrl, payments.flutterwave.secretKey],
      ['Paga', payments.paga.checkoutUrl, payments.paga.secretKey],
    ] as const) {
      checks.push([service, () => probePaymentProvider(url, secret, payments.sandbox)]);
    }
    return Promise.all(checks.map(([service, check]) => this.run(service, check)));
  }

  private async run(service: string, check: () => Promise<Outcome>): Promise<ServiceStatus> {
    const started = performance.now();
    let outcome: Outcome;
    try {
      outcome = await withTimeout(check(), PROBE_TIMEOUT_MS, `no answer within ${PROBE_TIMEOUT_MS} ms`);
    } catch (err) {
      outcome = { status: 'offline', detail: err instanceof Error ? err.message : String(err) };
    }
    const responseTime = Math.round(performance.now() - started);
    if (outcome.status === 'online' && responseTime > SLOW_MS) {
      outcome = { status: 'warning', detail: `slow: ${responseTime} ms` };
    }
    const now = Date.now();
    let uptime: string;
    if (outcome.status === 'offline') {
      this.upSince.delete(service);
      if (!this.downSince.has(service)) this.downSince.set(service, now);
      uptime = `down ${formatDuration(now - this.downSince.get(service)!)}`;
    } else {
      this.downSince.delete(service);
      if (!this.upSince.has(service)) this.upSince.set(service, now);
      uptime = formatDuration(now - this.upSince.get(service)!);
    }
    return {
      service,
      status: outcome.status,
      lastCheck: new Date(now).toISOString(),
      responseTime,
      uptime,
      ...(outcome.detail ? { detail: outcome.detail } : {}),
    };
  }

  async queues(): Promise<MonitorQueues> {
    const hub = this.deps.hub();
    if (!hub) {
      const rows = await outboxQueueCounts(this.deps.database.db);
      return { backend: 'in-process', queues: rows.map(({ queue, ...c }) => ({ queueName: queue, ...c })) };
    }
    const counts = await hub.counts(PROBE_TIMEOUT_MS);
    return { backend: 'bullmq', queues: QUEUES.map((q) => ({ queueName: q, ...counts[q] })) };
  }
}

/** 93784000 → '1d 2h 3m'; under a minute → '<1m'. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '<1m';
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : ''].filter(Boolean).join(' ') || '<1m';
}

/**
 * A provider is reachable when its API answers HTTP at all (401 or 404 included): the check is about
 * the network path, not our credentials. The sandbox is served by this same process.
 */
async function probePaymentProvider(url: string, secret: string, sandbox: boolean): Promise<Outcome> {
  if (!secret) return { status: 'warning', detail: 'not configured' };
  if (sandbox) return { status: 'online', detail: 'sandbox provider in this process' };
  const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  return res.status >= 500
    ? { status: 'warning', detail: `answers HTTP ${res.status}` }
    : { status: 'online' };
}
