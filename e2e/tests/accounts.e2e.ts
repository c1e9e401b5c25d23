import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, screenshot } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

describe.skipIf(!hasChromium)('vendor accounts with real email', () => {
  let server: RunningServer;
  let browser: Browser;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    await mailbox.listen();
    server = await startServer({ env: { SMTP_URL: mailbox.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox.close();
  });

  const open = () => openPage(browser, { baseUrl: server.baseUrl });

  test('sign up, confirmed and signed in from the received email, create a store, reload and stay signed in', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const email = `adaeze.${Date.now()}@example.ng`;
    await page.goto('/register');
    await page.getByLabel('Business name').fill('Adaeze Styles');
    await page.getByLabel('First name').fill('Adaeze');
    await page.getByLabel('Last name').fill('Nwosu');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('0803 123 4567');
    await page.getByLabel(/^Password/).fill('ankara-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Check your email').first().waitFor();

    const link = await mailbox.linkTo(email, '/email-confirmation');
    expect(link.startsWith(server.baseUrl)).toBe(true);
    await page.goto(link);
    // The link signs her in: on to creating her store, no second trip through the login page.
    await page.getByText('Your email has been confirmed and you are signed in.').waitFor();
    await page.waitForURL('**/new-store/modal', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Create your store' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Create your store' }).waitFor();

    await page.getByLabel('Store name').fill('Adaeze Styles');
    await page.getByText('adaeze-styles.kasuwa.ng is available').waitFor();
    await page.getByRole('textbox', { name: 'What do you sell?' }).click();
    await page.getByRole('option', { name: 'Fashion' }).click();
    await page.getByText('Adire', { exact: true }).click();
    await screenshot(page, 'accounts-new-store');
    await page.getByRole('button', { name: 'Create store' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard') || url.pathname === '/error-page');
    // Her new store greets her as new, and reloading keeps her signed in (issue 32).
    const welcome = page.getByRole('heading', { name: 'Welcome to Adaeze Styles' });
    await welcome.waitFor();
    for (let reload = 0; reload < 3; reload += 1) {
      await page.reload();
      await welcome.waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    }
    await page.goto('/dashboard/products');
    await page.getByRole('heading', { name: 'Products' }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Products' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/products');
    // The dashboard is another area; what matters here is that the store exists and we were sent there.
    const stores = await page.evaluate(async () => {
      const refresh = await fetch('/api/auth/refresh', { method: 'POST' }).then((r) => r.json());
      return fetch('/api/vendor/stores', { headers: { authorization: `Bearer ${refresh.token}` } }).then(
        (r) => r.json(),
      );
    });
    expect(stores.stores).toMatchObject([
      { name: 'Adaeze Styles', subdomain: 'adaeze-styles', templateCategory: 'Fashion', themeId: 2 },
    ]);
    expect(pageErrors).toEqual([]);
  });

  test('forgot password, reset from the received email, log in with the new password', async () => {
    const { page } = await open();
    const email = `musa.${Date.now()}@example.ng`;
    // An account made through the API, confirmed through its email.
    const res = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Musa Grains',
        firstName: 'Musa',
        lastName: 'Bello',
        email,
        phone: '08031234567',
        password: 'old-password',
      }),
    });
    expect(res.status).toBe(201);
    await page.goto(await mailbox.linkTo(email, '/email-confirmation'));
    await page.getByText('Your email has been confirmed and you are signed in.').waitFor();

    await page.goto('/forget-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor();
    await screenshot(page, 'accounts-forgot-sent');

    const link = await mailbox.linkTo(email, '/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create a new password' }).waitFor();
    await page.getByLabel('New Password').fill('new-pass-1');
    await page.getByLabel('Confirm Password').fill('new-pass-2');
    await page.getByLabel('New Password').click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel('Confirm Password').fill('new-pass-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('new-pass-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/new-store/modal');

    // The used link is refused.
    await page.goto(link);
    await page.getByRole('heading', { name: 'The Reset Link is No Longer Valid' }).waitFor();
  });
});
