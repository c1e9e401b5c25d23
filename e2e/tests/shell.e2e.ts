import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, repoRoot, startServer } from '../support/server';

const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };

describe.skipIf(!hasChromium)('public shell', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // A visitor who has already answered the cookie banner, so it does not cover the bottom-left corner.
  const open = (viewport?: { width: number; height: number }) =>
    openPage(browser, {
      baseUrl: server.baseUrl,
      viewport,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
  const pathOf = (url: string) => new URL(url).pathname;

  test('the landing page leads to registration through Get Started', async () => {
    const { page, pageErrors } = await open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Your shop online in minutes' }).waitFor();
    // Pricing comes from GET /api/plans; a paid plan leads to the subscription page with it chosen.
    await page.getByRole('link', { name: 'Choose Free' }).waitFor();
    expect(await page.getByRole('link', { name: 'Choose Premium' }).getAttribute('href')).toBe(
      '/subscription?plan=premium',
    );

    await page.getByRole('link', { name: 'Get Started' }).first().click();
    await page.waitForURL('**/register');
    expect(pathOf(page.url())).toBe('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('/home is the landing page too', async () => {
    const { page } = await open();
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Your shop online in minutes' }).waitFor();
  });

  test('an unknown path is redirected to the 404 page, which links home', async () => {
    const { page } = await open();
    await page.goto('/no/such/page');
    await page.waitForURL('**/error-page');
    await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).waitFor();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Your shop online in minutes' }).waitFor();
  });

  test('the navbar shows on public pages and is hidden on login and register; the footer stays', async () => {
    const { page } = await open();
    const navbar = page.getByRole('navigation', { name: 'Main', exact: true });
    const footer = page.getByRole('contentinfo');

    await page.goto('/');
    await navbar.waitFor();
    for (const name of ['Solutions', 'Pricing', 'FAQ', 'Contact']) {
      expect(await navbar.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await navbar.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await navbar.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/register');
    expect(await footer.isVisible()).toBe(true);

    await navbar.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await navbar.count()).toBe(0);
    expect(await footer.isVisible()).toBe(true);

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await navbar.count()).toBe(0);
  });

  test('five clicks on Powered by Kasuwa log the version, and the count starts again', async () => {
    const { page, console: messages } = await open();
    await page.goto('/');
    const powered = page.getByRole('button', { name: 'Powered by Kasuwa' });
    const versionLogs = () =>
      messages.filter((m) => m.type() === 'log' && m.text().startsWith('Kasuwa version'));

    for (let i = 0; i < 4; i++) await powered.click();
    expect(versionLogs()).toHaveLength(0);

    await powered.click();
    await expect.poll(() => versionLogs().length).toBe(1);
    expect(versionLogs()[0]?.text()).toBe(`Kasuwa version ${version}`);
    await page.getByText(`Version ${version}`).waitFor();

    for (let i = 0; i < 4; i++) await powered.click();
    expect(versionLogs()).toHaveLength(1);
    await powered.click();
    await expect.poll(() => versionLogs().length).toBe(2);
    expect(versionLogs()[1]?.text()).toBe(`Kasuwa version ${version}`);
  });

  test('the floating contact and action buttons are on every page, and the action button toggles', async () => {
    const { page } = await open();
    for (const path of ['/register', '/error-page']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Contact us' }).waitFor();
      await page.getByRole('button', { name: 'Quick actions' }).waitFor();
    }

    // The landing page is rendered on the server without the app: the buttons are <details> disclosures
    // that open without a script and close with Escape (island.ts).
    await page.goto('/');
    const contactToggle = page.locator('summary[aria-label="Contact us"]');
    await contactToggle.click();
    await page.getByRole('link', { name: /^Call / }).waitFor();
    expect(await page.getByRole('link', { name: 'Support centre' }).getAttribute('href')).toBe('/support');
    await contactToggle.press('Escape');
    await page.getByRole('link', { name: /^Call / }).waitFor({ state: 'hidden' });
    await page.locator('summary[aria-label="Quick actions"]').press('Enter');
    await page.getByRole('link', { name: 'Email us' }).waitFor();
    await page.mouse.click(200, 200);
    await page.getByRole('link', { name: 'Email us' }).waitFor({ state: 'hidden' });

    // Drawn by the app (the landing and login pages are server-rendered: <details>, above).
    await page.goto('/register');
    await page.getByRole('button', { name: 'Contact us' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (const name of [/^Call /, 'Send us a message', /^Email /, 'Visit our website', 'Support centre']) {
      expect(await menu.getByRole('menuitem', { name }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('menuitem', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:/);
    expect(await menu.getByRole('menuitem', { name: /^Email / }).getAttribute('href')).toMatch(/^mailto:/);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    const actions = page.getByRole('button', { name: 'Quick actions' });
    expect(await actions.getAttribute('aria-expanded')).toBe('false');
    await actions.click();
    expect(await actions.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Join the community chat', 'Call us', 'Email us']) {
      await page.getByRole('link', { name }).waitFor();
    }
    await actions.click();
    expect(await actions.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: 'Call us' }).waitFor({ state: 'detached' });
  });

  test('navigation scrolls to the top, and a hash scrolls to its section', async () => {
    const { page } = await open();
    await page.goto('/');
    await page.getByRole('link', { name: 'See how it works' }).click();
    await page.waitForURL('**/#how-it-works');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('how-it-works')?.getBoundingClientRect().top))
      .toBeLessThan(100);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await page.getByRole('link', { name: 'Get Started' }).last().click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('externalRedirect goes straight to its own address, asks before another host, refuses javascript:', async () => {
    const { page } = await open({ width: 390, height: 844 });
    const own = `${server.baseUrl}/health`;
    await page.goto(`/externalRedirect/${encodeURIComponent(own)}`);
    await page.waitForURL(own);

    // localhost is not this server's address (127.0.0.1) nor on EXTERNAL_REDIRECT_HOSTS: ask first.
    const other = `${server.baseUrl.replace('127.0.0.1', 'localhost')}/health`;
    const leaving = `${server.baseUrl}/externalRedirect/${encodeURIComponent(other)}`;
    await page.goto(leaving);
    await page.getByRole('heading', { name: 'You are leaving Kasuwa' }).waitFor();
    const host = new URL(other).host;
    const go = page.getByRole('link', { name: `Continue to ${host}` });
    const box = (await go.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(page.url()).toBe(leaving);
    await go.click();
    await page.waitForURL(other);

    await page.goto(`${server.baseUrl}/externalRedirect/${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByRole('heading', { name: 'This link cannot be opened' }).waitFor();
  });
});
