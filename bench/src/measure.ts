import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export interface Figures {
  label: string;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Requests answered in the measured run (not the warm-up). */
  requests?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/** Extra autocannon settings, e.g. `requests` whose `setupRequest` picks a different path each time. */
export type RunOptions = Pick<autocannon.Options, 'requests'>;

function run(
  url: string,
  connections: number,
  seconds: number,
  onLatency?: (ms: number) => void,
  extra: RunOptions = {},
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, ...extra }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    // autocannon's summary has no p95, so every response time is kept and the percentiles computed here.
    if (onLatency)
      instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/** One measured run after a short warm-up; latencies in milliseconds. */
export async function measure(
  label: string,
  url: string,
  seconds: number,
  connections = 20,
  extra: RunOptions = {},
  /** Called between the warm-up and the measured run (to take the server's CPU time, say). */
  beforeMeasured?: () => Promise<void>,
): Promise<Figures> {
  await run(url, connections, 1, undefined, extra);
  await beforeMeasured?.();
  const latencies: number[] = [];
  const result = await run(url, connections, seconds, (ms) => latencies.push(ms), extra);
  return {
    ...figures(label, Math.round(result.requests.average), latencies, result.errors + result.non2xx),
    requests: result.requests.total,
  };
}

export function figures(label: string, requestsPerSec: number, latencies: number[], errors: number): Figures {
  latencies.sort((a, b) => a - b);
  return {
    label,
    requestsPerSec,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

export function printTable(rows: Figures[]): void {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const lines = rows.map((r) => [r.label, r.requestsPerSec, r.p50, r.p95, r.p99, r.errors].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(fmt(header));
  for (const l of lines) console.log(fmt(l));
}

/**
 * Latency at a given load: `rate` requests a second, started on schedule whether or not earlier ones
 * have been answered (autocannon's own rate limit sends each second's quota as fast as it can, then
 * waits, which measures a saturated server). Each latency counts from the request's scheduled start,
 * so time spent waiting for a free connection is in it too.
 */
export async function measureAtRate(
  label: string,
  origin: string,
  seconds: number,
  rate: number,
  nextPath: () => string,
): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  let sent = 0;
  let done = 0;
  await new Promise<void>((resolve) => {
    const send = (due: number) => {
      const req = request(`${origin}${nextPath()}`, { agent }, (res) => {
        if (res.statusCode !== 200) errors++;
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (++done === total) resolve();
        });
      });
      req.on('error', () => {
        errors++;
        if (++done === total) resolve();
      });
      req.end();
    };
    const tick = setInterval(() => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) send(start + (sent++ * 1000) / rate);
      if (sent === total) clearInterval(tick);
    }, 1);
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return figures(label, Math.round(done / elapsed), latencies, errors);
}
