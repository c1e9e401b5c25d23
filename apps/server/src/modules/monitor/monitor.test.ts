import { type ChildProcess, spawn } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import type { Role } from '@kasuwa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, JobRunner } from '../../platform/jobs';
import { signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { freePort } from '../../test/ports';
import { parseChangelog } from './monitor.changelog';
import { formatDuration } from './monitor.service';

let t: TestContext;
const METRICS_TOKEN = 'scraper-token-0123456789abcdef';
const auth = async (ctx: TestContext, role: Role) => (await signIn(ctx, role)).headers;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

/** The text a PDF shows: pdfkit writes it as hex strings inside deflated content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      for (const hex of tj[1]!.matchAll(/<([0-9a-fA-F]+)>/g))
        out += Buffer.from(hex[1]!, 'hex').toString('latin1');
      out += '\n';
    }
  }
  return out;
}

describe('system monitor', () => {
  it('needs an admin holding view_logs on every monitor endpoint', async () => {
    for (const url of [
      '/monitor/status',
      '/monitor/queues',
      '/monitor/versions',
      '/monitor/export',
      '/monitor/metrics',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const vendor = `Bearer ${await t.tokens.signAccess({ sub: 1, aud: 'vendor', role: 'vendor', name: 'V' })}`;
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { authorization: vendor } })).statusCode,
        url,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: await auth(t, 'employee_1') })).statusCode,
        url,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: await auth(t, 'support_admin') })).statusCode,
        url,
      ).toBe(200);
    }
  });

  it('reports each service with status, last check, response time and uptime', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/monitor/status',
      headers: await auth(t, 'super_admin'),
    });
    const services = res.json().services as {
      service: string;
      status: string;
      responseTime: number;
      uptime: string;
      lastCheck: string;
    }[];
    const byName = Object.fromEntries(services.map((s) => [s.service, s]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining([
        'API',
        'Database',
        'Redis / queues',
        'SMTP',
        'SMS provider',
        'Paystack',
        'Flutterwave',
        'Paga',
      ]),
    );
    expect(byName.API).toMatchObject({ status: 'online' });
    expect(byName.Database).toMatchObject({ status: 'online' });
    expect(byName['Redis / queues']).toMatchObject({
      status: 'online',
      detail: 'in-process job runner (REDIS_URL not set)',
    });
    expect(byName.SMTP).toMatchObject({ status: 'warning' });
    expect(byName['SMS provider']).toMatchObject({ status: 'warning', detail: 'no provider configured' });
    for (const s of services) {
      expect(s.responseTime).toBeGreaterThanOrEqual(0);
      expect(Date.now() - Date.parse(s.lastCheck)).toBeLessThan(10_000);
      expect(s.uptime).toBeTruthy();
    }
    expect(formatDuration(93_784_000)).toBe('1d 2h 3m');
    expect(formatDuration(5_000)).toBe('<1m');
  });

  it('counts the outbox queues and flags failures', async () => {
    const ok = { type: 'monitor.ok', queue: 'reports' as const, handle: async () => 'ok' };
    const bad = {
      type: 'monitor.bad',
      queue: 'images' as const,
      maxAttempts: 1,
      handle: async () => Promise.reject(new Error('no disk')),
    };
    await enqueue(t.database.db, ok, {});
    await enqueue(t.database.db, bad, {});
    await enqueue(t.database.db, ok, {}, { runAt: new Date(Date.now() + 3_600_000) });
    await enqueue(t.database.db, { type: 'monitor.waiting', queue: 'sms' }, {});
    await new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [ok, bad]).drain();
    const res = await t.app.inject({
      method: 'GET',
      url: '/monitor/queues',
      headers: await auth(t, 'admin'),
    });
    expect(res.json().backend).toBe('in-process');
    const q = Object.fromEntries(res.json().queues.map((x: { queueName: string }) => [x.queueName, x]));
    expect(Object.keys(q)).toEqual(
      expect.arrayContaining([
        'email',
        'sms',
        'theme-deployment',
        'escrow-release',
        'payouts',
        'reports',
        'images',
      ]),
    );
    expect(q.reports).toMatchObject({ completed: 1, delayed: 1, failed: 0 });
    expect(q.images).toMatchObject({ failed: 1 });
    expect(q.sms).toMatchObject({ waiting: 1 });
  });

  it('reads the version history from the changelog', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/monitor/versions',
      headers: await auth(t, 'admin'),
    });
    expect(res.json().versions[0]).toMatchObject({
      status: 'active',
      releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(res.json().versions[0].features.length).toBeGreaterThan(0);
    expect(
      parseChangelog(
        '# Changelog\n\n## 2026.1.5 — deprecated\nFirst cut.\nStill first.\n- one\n- two\n\n## next — inactive\n- x\n',
      ),
    ).toEqual([
      {
        version: '2026.1.5',
        status: 'deprecated',
        releaseDate: '2026-01-05',
        description: 'First cut. Still first.',
        features: ['one', 'two'],
      },
      { version: 'next', status: 'inactive', releaseDate: null, description: '', features: ['x'] },
    ]);
  });

  it('exports a PDF report naming the services, queues and versions', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/monitor/export',
      headers: await auth(t, 'system_admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="system-report-${date}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const word of [
      'Kasuwa system report',
      'System status',
      'Database',
      'SMTP',
      'Paystack',
      'Queues',
      'theme-deployment',
      'Version history',
    ]) {
      expect(text).toContain(word);
    }
  });

  it('serves Prometheus metrics to operators only: request latency per route, queues, failures, pool', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: await auth(t, 'employee_2') }))
        .statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /kasuwa_http_request_duration_seconds_count\{method="GET",route="\/health",status_code="200"\} \d+/,
    );
    expect(res.body).toMatch(/kasuwa_http_requests_total\{method="GET",route="\/health",status_code="200"\}/);
    expect(res.body).toContain('kasuwa_queue_jobs{queue="images",state="failed"} 1');
    expect(res.body).toMatch(/kasuwa_job_failures_total\{queue="images",type="monitor.bad"\} 1/);
    expect(res.body).toContain('kasuwa_db_pool_connections{state="total"}');
    expect(Number(/^kasuwa_db_statements_total (\d+)$/m.exec(res.body)?.[1])).toBeGreaterThan(0);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: await auth(t, 'support_admin'),
    });
    expect(admin.statusCode).toBe(200);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/monitor/metrics',
      headers: await auth(t, 'support_admin'),
    });
    expect(summary.json()).toMatchObject({ jobFailures: 1, dbPool: { total: expect.any(Number) } });
    expect(summary.json().httpRequestsPerRoute).toEqual(
      expect.arrayContaining([expect.objectContaining({ method: 'GET', route: '/health' })]),
    );
  });

  it('opens the queue dashboard only through a short admin session cookie', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('open the queue dashboard from System Monitor');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/queues/session',
          headers: await auth(t, 'employee_1'),
        })
      ).statusCode,
    ).toBe(403);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/admin/queues/session',
      headers: await auth(t, 'support_admin'),
    });
    expect(session.statusCode).toBe(200);
    const cookie = session.cookies.find((c) => c.name === 'kasuwa_queues')!;
    expect(cookie).toMatchObject({ path: '/admin/queues', httpOnly: true, sameSite: 'Strict' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/admin/queues',
      cookies: { kasuwa_queues: '7:9999999999999' },
    });
    expect(forged.statusCode).toBe(401);
    const board = await t.app.inject({
      method: 'GET',
      url: '/admin/queues',
      cookies: { kasuwa_queues: cookie.value },
    });
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain('Kasuwa queues');
    expect(board.body).toContain('monitor.bad');
  });
});

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const { pingRedis } = await import('../../platform/queues');
  for (let i = 0; i < 50; i++) {
    try {
      await pingRedis(`redis://127.0.0.1:${port}`, 500);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('redis-server did not start');
}

describe.skipIf(!process.env.REDIS_URL)('system monitor with Redis (runs when REDIS_URL is set)', () => {
  let redis: ChildProcess;
  let r: TestContext;
  beforeAll(async () => {
    // A Redis of this test's own, so stopping it cannot disturb the shared one.
    const port = await freePort();
    redis = await startRedis(port);
    r = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, BULLMQ_PREFIX: `mon${port}` } });
  });
  afterAll(async () => {
    await r?.close();
    redis?.kill('SIGKILL');
  });

  it('shows BullMQ queues and Bull Board, then Redis offline once it stops', async () => {
    const h = await auth(r, 'super_admin');
    const status = await r.app.inject({ method: 'GET', url: '/monitor/status', headers: h });
    expect(
      status.json().services.find((s: { service: string }) => s.service === 'Redis / queues'),
    ).toMatchObject({
      status: 'online',
      detail: 'BullMQ on Redis',
    });
    const queues = await r.app.inject({ method: 'GET', url: '/monitor/queues', headers: h });
    expect(queues.json()).toMatchObject({ backend: 'bullmq' });
    expect(queues.json().queues.length).toBeGreaterThanOrEqual(7);

    const session = await r.app.inject({ method: 'POST', url: '/api/admin/queues/session', headers: h });
    const cookie = session.cookies.find((c) => c.name === 'kasuwa_queues')!.value;
    const board = await r.app.inject({
      method: 'GET',
      url: '/admin/queues/',
      cookies: { kasuwa_queues: cookie },
    });
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain('__UI_CONFIG__');
    const api = await r.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      cookies: { kasuwa_queues: cookie },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().queues.map((q: { name: string }) => q.name)).toContain('theme-deployment');
    expect((await r.app.inject({ method: 'GET', url: '/admin/queues/api/queues' })).statusCode).toBe(401);

    redis.kill('SIGKILL');
    await new Promise((res) => redis.once('exit', res));
    const down = await r.app.inject({ method: 'GET', url: '/monitor/status', headers: h });
    expect(
      down.json().services.find((s: { service: string }) => s.service === 'Redis / queues'),
    ).toMatchObject({
      status: 'offline',
      uptime: expect.stringMatching(/^down /),
    });
    const q = await r.app.inject({ method: 'GET', url: '/monitor/queues', headers: h });
    expect(q.statusCode).toBe(503);
    const pdf = await r.app.inject({ method: 'GET', url: '/monitor/export', headers: h });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('The queue backend (Redis) is not reachable.');
  });
});
