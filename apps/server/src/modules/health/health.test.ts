import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
        async (request) => request.body,
      );
      app.get('/api/test/boom', async () => {
        throw new Error('secret internals');
      });
    },
  });
});
afterAll(() => t.close());

describe('platform core', () => {
  it('reports health with database reachability, version and uptime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', database: { status: 'up' }, version: t.config.version });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here.' },
    });
  });

  it('lists every invalid field of a zod-validated body as a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', age: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.map((d: { path: string }) => d.path).sort()).toEqual(['body.age', 'body.name']);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('hides internals of unexpected failures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' },
    });
  });

  it('echoes a request id, taking a well-formed incoming one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths).toHaveProperty('/api/plans');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves the plans of the pricing page from the database', async () => {
    const { seedPlans } = await import('../plans/plans.service');
    await seedPlans(t.database);
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.json().plans.map((p: { code: string }) => p.code)).toEqual(['free', 'premium', 'enterprise']);
  });
});

describe('request log lines', () => {
  /** An app at LOG_LEVEL info whose log lines are kept; `LOG_REQUESTS` as given. */
  async function loggingApp(logRequests: '0' | '1') {
    const lines: { msg?: string; level: number }[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await createTestApp({
      logger: true,
      logStream,
      env: { LOG_LEVEL: 'info', LOG_REQUESTS: logRequests },
      extend: (a) => {
        a.get('/api/test/boom', async () => {
          throw new Error('secret internals');
        });
      },
    });
    return { app, lines };
  }

  it('writes a line per request only when asked, and an error line always', async () => {
    const quiet = await loggingApp('0');
    const loud = await loggingApp('1');
    try {
      for (const { app } of [quiet, loud]) {
        expect((await app.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        expect((await app.app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
      }
      const messages = (lines: { msg?: string }[]) => lines.map((l) => l.msg);
      expect(messages(quiet.lines)).not.toContain('incoming request');
      expect(messages(quiet.lines)).not.toContain('request completed');
      expect(quiet.lines.some((l) => l.level >= 50)).toBe(true);
      expect(messages(loud.lines).filter((m) => m === 'incoming request')).toHaveLength(2);
      expect(messages(loud.lines).filter((m) => m === 'request completed')).toHaveLength(2);
    } finally {
      await quiet.app.close();
      await loud.app.close();
    }
  });
});
