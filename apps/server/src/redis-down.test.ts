import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, type JobDefinition } from './platform/jobs';
import { jobs } from './platform/platform.schema';
import { BullJobRunner } from './platform/queues';
import { signIn } from './test/admin-fixtures';
import { createTestApp, type TestContext } from './test/harness';

// Issue 13, item 9: in BullMQ mode a Redis outage must show in /health and on the monitor, must not
// freeze the rest of the server, and must not make a SIGTERM wait out the whole grace period.

/** Nothing listens here (a port of this suite's own range). */
const DEAD_REDIS = 'redis://127.0.0.1:3391';
const root = new URL('../../../', import.meta.url).pathname;

const noteJob: JobDefinition<{ n: number }> = {
  type: 'test.redis-down',
  queue: 'reports',
  handle: async ({ n }) => ({ n }),
};

describe('Redis down in BullMQ mode', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: DEAD_REDIS, BULLMQ_PREFIX: 'sec3down' } });
  });
  afterAll(() => t?.close());

  it('/health answers promptly with Redis down and the whole status degraded', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(Date.now() - started).toBeLessThan(2500);
    // Still 200: the API takes orders without Redis, so a load balancer must keep the replica.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      redis: { status: 'down' },
    });
  });

  it('the system monitor shows Redis / queues offline', async () => {
    const { headers } = await signIn(t, 'super_admin');
    const res = await t.app.inject({ method: 'GET', url: '/monitor/status', headers });
    expect(res.statusCode).toBe(200);
    const redis = res.json().services.find((s: { service: string }) => s.service === 'Redis / queues');
    expect(redis).toMatchObject({ status: 'offline', uptime: expect.stringMatching(/^down /) });
  });

  it('the job runner leaves jobs in the outbox without holding the database, and stops at once', async () => {
    const id = (await enqueue(t.database.db, noteJob, { n: 1 }))!;
    const runner = new BullJobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [noteJob], {
      url: DEAD_REDIS,
      prefix: 'sec3down',
      pollMs: 50,
    });
    runner.start();
    try {
      // Several dispatch rounds; before the fix the first one held a transaction (the whole embedded
      // database) while BullMQ waited for Redis, and every request touching the database hung.
      await new Promise((r) => setTimeout(r, 1500));
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
      expect(res.statusCode).toBe(200);
      // Generous for a loaded CI machine; before the fix it never answered.
      expect(Date.now() - started).toBeLessThan(5000);
      const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row?.status).toBe('pending');
    } finally {
      const stopping = Date.now();
      await runner.stop();
      expect(Date.now() - stopping).toBeLessThan(5000);
    }
  }, 30_000);
});

describe.skipIf(!process.env.REDIS_URL)('Redis up in BullMQ mode (runs when REDIS_URL is set)', () => {
  let t: TestContext;
  const prefix = `sec3up${process.pid}`;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: process.env.REDIS_URL!, BULLMQ_PREFIX: prefix } });
  });
  afterAll(() => t?.close());

  it('/health reports Redis up and the status ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', redis: { status: 'up' } });
  });

  it('the job runner runs a job through Redis and stops promptly', async () => {
    const id = (await enqueue(t.database.db, noteJob, { n: 2 }))!;
    const runner = new BullJobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [noteJob], {
      url: process.env.REDIS_URL!,
      prefix,
      pollMs: 50,
    });
    runner.start();
    try {
      await expect
        .poll(async () => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.status, {
          timeout: 15_000,
          interval: 100,
        })
        .toBe('completed');
    } finally {
      const stopping = Date.now();
      await runner.stop();
      expect(Date.now() - stopping).toBeLessThan(5000);
    }
  }, 30_000);
});

describe('SIGTERM of the server with Redis down', () => {
  let child: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-redis-down-'));
  afterEach(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits cleanly within a few seconds, not after the 25 s grace period', async () => {
    const port = 3392;
    child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        KASUWA_ENV: 'test',
        KASUWA_SEED: '0',
        // api and worker: the worker's BullMQ connections are what used to hold the exit up.
        KASUWA_ROLES: 'api,worker',
        REDIS_URL: DEAD_REDIS,
        BULLMQ_PREFIX: 'sec3term',
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));

    await expect
      .poll(
        async () => {
          const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(3000) });
          return (await res.json()).redis?.status;
        },
        { timeout: 180_000, interval: 500 },
      )
      .toBe('down');
    // Give the worker a few dispatch rounds against the missing Redis (the escrow sweep job is due).
    await new Promise((r) => setTimeout(r, 1500));

    const started = Date.now();
    child.kill('SIGTERM');
    const code = await exited;
    const tookMs = Date.now() - started;
    expect(output).not.toContain('grace period over');
    expect(code).toBe(0);
    // Closing the embedded database takes a moment on a loaded machine; the bug took the full 25 s.
    expect(tookMs).toBeLessThan(12_000);
  }, 240_000);
});
