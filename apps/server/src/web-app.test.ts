import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/harness';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
let dist: string;
let t: TestContext;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kasuwa-web-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app fallback', () => {
  it('answers app routes to GET whatever the Accept header (uptime checkers, curl)', async () => {
    for (const accept of [undefined, '*/*', 'text/html']) {
      for (const url of ['/', '/login', '/dashboard/orders?page=2']) {
        const res = await t.app.inject({ url, headers: accept ? { accept } : {} });
        expect(res.statusCode, `${url} with ${accept}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toBe(INDEX);
      }
    }
  });

  it('answers HEAD of app routes with the page headers and no body', async () => {
    for (const url of ['/', '/admin/login']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe('');
    }
  });

  it('keeps JSON 404 for unknown API and machine paths and for missing files', async () => {
    for (const url of ['/api/nothing-here', '/api', '/health/nope', '/metrics/x', '/assets/gone-5678.js']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: { accept: '*/*' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        if (method === 'GET') expect(res.json().error.code).toBe('NOT_FOUND');
      }
    }
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });

  it('serves the built assets themselves', async () => {
    const res = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    // A script carries no document policy (that rides on the page), but keeps nosniff.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
