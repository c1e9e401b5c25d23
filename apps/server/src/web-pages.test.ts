import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/harness';

// The real build (`npm run build`): the server bundle is meaningful only together with the client build
// whose manifest it reads, so this suite runs when both are there.
const built =
  existsSync(new URL('../../web/dist/.vite/manifest.json', import.meta.url)) &&
  existsSync(new URL('../../web/dist-server/entry-server.js', import.meta.url));

describe.skipIf(!built)('server-rendered public pages', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the landing page as HTML with the plans of the database and without the React app', async () => {
    const plans = (await t.app.inject({ url: '/api/plans' })).json() as { plans: { name: string }[] };
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // The pricing section is drawn only once the plans answer is there (else it shows skeletons).
    expect(res.body).toContain('Start free. Pay 1.5% only when you sell.');
    expect(res.body).not.toContain('mantine-Skeleton');
    for (const plan of plans.plans) expect(res.body).toContain(`Choose ${plan.name}`);
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/island-[\w-]+\.js$/);
    // What the island starts for a reader of another language than English (issue 33).
    expect(res.body).toMatch(
      /<script[^>]*src="\/assets\/island-[\w-]+\.js" data-app="\/assets\/index-[\w-]+\.js"/,
    );
    expect(res.body).not.toContain('modulepreload');
  });

  it('gives each page its own title, and HEAD the same headers', async () => {
    const about = await t.app.inject({ url: '/about' });
    expect(about.body).toContain('<title>About Kasuwa · Kasuwa</title>');
    const head = await t.app.inject({ method: 'HEAD', url: '/privacy' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('leaves the pages with forms or switches to the React app, and ignores the query string', async () => {
    for (const url of ['/register', '/pricing', '/faq']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
    }
    const withQuery = await t.app.inject({ url: '/?ref=whatsapp' });
    expect(withQuery.body).toContain('Start free. Pay 1.5% only when you sell.');
  });

  it('draws the login form on the server with its own script, and no React', async () => {
    const res = await t.app.inject({ url: '/login?next=/dashboard/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Log in · Kasuwa</title>');
    expect(res.body).toMatch(/<form[^>]*data-login-form/);
    for (const name of ['email', 'password', 'code', 'rememberMe'])
      expect(res.body).toContain(`name="${name}"`);
    // Login starts disabled: without the script the form cannot be sent.
    expect(res.body).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^\/assets\/island-[\w-]+\.js$/);
    expect(scripts[1]).toMatch(/^\/assets\/login-island-[\w-]+\.js$/);
    // The island names the app's entry (data-app) but starts it only for a reader of another language.
    expect(res.body.replace(/ data-app="[^"]*"/, '')).not.toMatch(/\/assets\/(index|framework)-[\w-]+\.js/);
  });

  it('says WhatsApp and SMS are connected on /solutions only where their providers are configured', async () => {
    // The status of the card whose name is `name`: the last one given before the name.
    const appStatus = (html: string, name: string) =>
      [...(html.split(`>${name}</p>`)[0] ?? '').matchAll(/data-app-status="([^"]+)"/g)].at(-1)?.[1];
    const configured = (await t.app.inject({ url: '/solutions' })).body;
    expect((await t.app.inject({ url: '/api/messaging/channels' })).json()).toMatchObject({
      whatsapp: { available: true },
      sms: { available: true },
    });
    expect(appStatus(configured, 'WhatsApp')).toBe('connected');
    expect(appStatus(configured, 'SMS')).toBe('connected');
    expect(configured).not.toContain('mantine-Skeleton');

    const bare = await createTestApp({ env: { SMS_SANDBOX: '0', WHATSAPP_SANDBOX: '0' } });
    try {
      const channels = (await bare.app.inject({ url: '/api/messaging/channels' })).json();
      expect(channels.sms).toEqual({ available: false, reason: expect.stringContaining('no SMS provider') });
      const html = (await bare.app.inject({ url: '/solutions' })).body;
      expect(appStatus(html, 'WhatsApp')).toBe('not set up');
      expect(appStatus(html, 'SMS')).toBe('not set up');
      expect(html).toContain('Not set up here');
      expect(appStatus(html, 'Google Analytics 4')).toBe('connected');
    } finally {
      await bare.close();
    }
  });

  it("answers an over-long address part 400 though the web app's file route would take any path", async () => {
    // The router backtracks from `/api/payments/:reference` to the files' wildcard route: the refusal
    // must still be the one of platform/errors.test.ts.
    const res = await t.app.inject({ url: `/api/payments/${'x'.repeat(200)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/address/),
    });
    expect((await t.app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
  });

  it("draws the dashboard's frame on the server and starts the app only from dashboard-boot.ts", async () => {
    const res = await t.app.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toContain('<title>Overview · Kasuwa</title>');
    // The frame and the overview's outline beside an empty root, which the app fills.
    expect(res.body).toMatch(/<div id="server-frame">[\s\S]*>Welcome<[\s\S]*<div id="root"><\/div>/);
    // Said before it is known whether she is new (the app then greets her as new or back).
    expect(res.body).not.toContain('Welcome back');
    expect(res.body).toMatch(/<a [^>]*href="\/dashboard\/orders"/);
    expect(res.body).toMatch(
      /<a [^>]*aria-current="page"[^>]*href="\/dashboard"|<a [^>]*href="\/dashboard"[^>]*aria-current="page"/,
    );
    // The cookie banner is there, hidden until the boot script has read the visitor's choice.
    expect(res.body).toMatch(
      /<div[^>]*hidden=""[^>]*data-cookie-banner|<div[^>]*data-cookie-banner[^>]*hidden=""/,
    );
    // One script, which is given the app's entry and files to fetch once the frame is painted; nothing
    // of the app is fetched before (no preloads), so the first paint waits for none of it.
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"[^>]*>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toMatch(/^\/assets\/dashboard-boot-[\w-]+\.js$/);
    expect(scripts[0]?.[0]).toMatch(/data-app="\/assets\/index-[\w-]+\.js"/);
    expect(scripts[0]?.[0]).toMatch(/data-app-files="[^"]*\/assets\/framework-[\w-]+\.js/);
    expect(res.body).not.toContain('modulepreload');

    const orders = await t.app.inject({
      url: '/dashboard/orders/42?page=2',
      headers: { accept: 'text/html' },
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.body).toContain('<title>Dashboard · Kasuwa</title>');
    expect(orders.body).not.toMatch(/>Welcome</);
    expect(orders.body).toMatch(
      /<a [^>]*aria-current="page"[^>]*href="\/dashboard\/orders"|<a [^>]*href="\/dashboard\/orders"[^>]*aria-current="page"/,
    );

    // Tens of kilobytes of markup: it goes out compressed.
    const compressed = await t.app.inject({
      url: '/dashboard',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(res.body.length / 3);
  });
});
