import { errorReportMessages } from '@kasuwa/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

describe.skipIf(!hasChromium)('login and registration forms', () => {
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

  const open = () => openPage(browser, { baseUrl: server.baseUrl });

  test('login validates as the spec says and reports a failed login for five seconds', async () => {
    const { page, pageErrors } = await open();
    await page.goto('/login');
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Login' });

    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forget-password',
    );
    expect(await page.getByRole('link', { name: 'Create One' }).getAttribute('href')).toBe('/register');

    // Messages appear once a field has been touched.
    await email.focus();
    await password.focus();
    await page.getByText('Email Required').waitFor();
    await email.pressSequentially('not-an-email');
    await page.getByText('Please enter a valid email address').waitFor();
    await email.fill('');
    await email.pressSequentially(' Vendor@Example.COM ');
    expect(await email.inputValue()).toBe('vendor@example.com');

    await password.focus();
    await email.focus();
    await page.getByText('Password is Required').waitFor();
    await password.pressSequentially('abc');
    await page.getByText('Password must be at least 6 characters').waitFor();
    await password.pressSequentially('defgh');
    expect(await submit.isEnabled()).toBe(true);

    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    expect(await password.getAttribute('type')).toBe('text');

    await page.getByLabel('Remember Me').check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/login') && r.method() === 'POST');
    await submit.click();
    expect((await request).postDataJSON()).toEqual({
      email: 'vendor@example.com',
      password: 'abcdefgh',
      rememberMe: true,
    });
    const banner = page.getByRole('alert').filter({ hasText: 'Login Not Successful!' });
    await banner.waitFor();
    // After five seconds the message clears and the form starts over.
    await banner.waitFor({ state: 'detached', timeout: 8000 });
    expect(await email.inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
  });

  test('login shows the failure sent back in the query string', async () => {
    const { page } = await open();
    await page.goto('/login?error=no_token');
    await page.getByRole('alert').filter({ hasText: 'Authentication failed: No token received.' }).waitFor();

    await page.goto(`/login?error=x&errorMessage=${encodeURIComponent('Your store is suspended.')}`);
    await page.getByRole('alert').filter({ hasText: 'Your store is suspended.' }).waitFor();
  });

  test('registration shows a clear message on every missing or invalid field', async () => {
    const { page } = await open();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The messages are those of the shared registerSchema in @kasuwa/contracts.
    const businessNameError = /^Business name (is required|must be at least)/;
    for (const message of [
      businessNameError,
      /^First name is required/,
      /^Last name is required/,
      'Email Required',
      /^Phone number is required/,
      'Password is Required',
    ]) {
      await page.getByText(message).waitFor();
    }

    await page.getByLabel('Business name').fill('Adire House');
    await page.getByText(businessNameError).waitFor({ state: 'detached' });
    await page.getByLabel('Phone number').fill('12');
    await page.getByText(/valid phone number/).waitFor();
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByText(/valid phone number/).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  test('login-error shows what went wrong, copies it and reports it; without an error it goes to login', async () => {
    const { page, context, pageErrors } = await open();
    await page.goto('/login-error');
    await page.waitForURL('**/login');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const query = new URLSearchParams({
      error: 'Token exchange failed for the shop',
      code: 'TOKEN_EXCHANGE_FAILED',
      timestamp: '2026-11-21T10:00:00.000Z',
      url: '/dashboard',
      stack: 'Error: Token exchange failed\n    at exchange (auth.ts:12)',
      email: 'ada@example.ng',
      storeId: '42',
    });
    await page.goto(`/login-error?${query}`);
    await page.getByRole('heading', { name: 'We could not sign you in' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Token exchange failed for the shop' }).waitFor();
    await page.getByText('TOKEN_EXCHANGE_FAILED').first().waitFor();
    await page.getByText('ada@example.ng').waitFor();
    await page.getByText('at exchange (auth.ts:12)').waitFor();
    const errorId = await page
      .getByText(/^ERR-\d+-[A-Z0-9]+$/)
      .first()
      .textContent();

    await page.getByRole('button', { name: 'Copy error details' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Error ID: ${errorId}`);
    expect(copied).toContain('Code: TOKEN_EXCHANGE_FAILED');
    expect(copied).toContain('at exchange (auth.ts:12)');
    await page.getByRole('button', { name: 'Copy error details' }).waitFor({ timeout: 5000 });

    // The connection drops on the first try: the failure shows and the description is kept.
    const description = page.getByLabel('What were you doing when this happened?');
    await description.fill('I pressed Login on my phone.');
    await page.route('**/api/error-reports', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your report was not sent' }).waitFor();
    expect(await description.inputValue()).toBe('I pressed Login on my phone.');
    await page.unroute('**/api/error-reports');
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/error-reports')),
      page.getByRole('button', { name: 'Send report' }).click(),
    ]);
    expect(sent.status()).toBe(201);
    const body = sent.request().postDataJSON();
    expect(body).toMatchObject({
      errorId,
      userMessage: 'I pressed Login on my phone.',
      error: { code: 'TOKEN_EXCHANGE_FAILED', email: 'ada@example.ng', storeId: '42' },
    });
    await page.getByRole('status').filter({ hasText: errorReportMessages.thanks }).waitFor();

    await page.getByRole('link', { name: 'Try login again' }).click();
    await page.waitForURL('**/login');
    expect(pageErrors).toEqual([]);
  });

  test('auth-callback checks the state, keeps the token and continues; a bad hand-over says why', async () => {
    const { page, pageErrors } = await open();
    await page.goto('/auth-callback?state=forged&token=abc');
    await page.getByRole('alert').filter({ hasText: 'Invalid state parameter' }).waitFor();
    await page.getByRole('link', { name: 'Back to login' }).waitFor();

    // The state this browser stored, but no token.
    await page.evaluate(() => sessionStorage.setItem('kasuwa_auth_state', 'st-1'));
    await page.goto('/auth-callback?state=st-1');
    await page.getByRole('alert').filter({ hasText: 'No authentication token received' }).waitFor();

    // A matching state and a token: the token is kept, the state used up, and the user goes on.
    await page.evaluate(() => sessionStorage.setItem('kasuwa_auth_state', 'st-2'));
    await page.goto('/auth-callback?state=st-2&token=tok-2&returnUrl=%2Fpricing');
    await page.waitForURL('**/pricing');
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('kasuwa_auth_token'),
        sessionStorage.getItem('kasuwa_auth_state'),
      ]),
    ).toEqual(['tok-2', null]);

    // Only same-site paths are followed.
    await page.evaluate(() => sessionStorage.setItem('kasuwa_auth_state', 'st-3'));
    await page.goto('/auth-callback?state=st-3&token=tok-3&returnUrl=%2F%2Fevil.example');
    await page.waitForURL(
      (url) => url.host === new URL(server.baseUrl).host && url.pathname !== '/auth-callback',
    );
    expect(new URL(page.url()).host).toBe(new URL(server.baseUrl).host);
    expect(pageErrors).toEqual([]);
  });
});
