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
});
