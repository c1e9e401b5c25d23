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

  it('keeps GET /admin/login the app while POST /admin/login is the admin sign-in (spec 7.4)', async () => {
    const page = await t.app.inject({ url: '/admin/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    const post = await t.app.inject({ method: 'POST', url: '/admin/login', payload: {} });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.code).toBe('VALIDATION_FAILED');
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/admin/login' });
      expect(res.statusCode, method).toBe(404);
    }
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

describe("the dashboard's page", () => {
  const page =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">\n</head><body><div id="root"></div></body></html>';
  let withManifest: string;
  let app: TestContext;

  beforeAll(async () => {
    withManifest = mkdtempSync(join(tmpdir(), 'kasuwa-web-dist-'));
    writeFileSync(join(withManifest, 'index.html'), page);
    mkdirSync(join(withManifest, '.vite'));
    writeFileSync(
      join(withManifest, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'] },
        '_framework-1.js': { file: 'assets/framework-1.js' },
        '_zod-1.js': { file: 'assets/zod-1.js' },
        '_first-load-1.js': { file: 'assets/first-load-1.js', imports: ['_framework-1.js', '_zod-1.js'] },
        'src/areas/dashboard/first-load.ts': {
          file: 'assets/dashboard-first-load-1.js',
          isEntry: true,
          imports: ['_first-load-1.js'],
        },
      }),
    );
    app = await createTestApp({ env: { WEB_DIST: withManifest } });
  });

  afterAll(async () => {
    await app.close();
    rmSync(withManifest, { recursive: true, force: true });
  });

  it("preloads the first load's scripts the page does not already, on dashboard paths only", async () => {
    for (const url of ['/dashboard', '/dashboard/orders?page=2']) {
      const res = await app.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/first-load-1.js">');
      expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/zod-1.js">');
      expect(res.body.match(/framework-1\.js/g)).toHaveLength(1);
      expect(res.body).not.toContain('dashboard-first-load-1.js');
    }
    for (const url of ['/', '/dashboards', '/register']) {
      const res = await app.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.body, url).toBe(page);
    }
  });
});
