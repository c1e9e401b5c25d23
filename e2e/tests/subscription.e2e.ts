import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, screenshot } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

describe.skipIf(!hasChromium)('subscription', () => {
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

  test('a Free vendor hits the store limit, pays for Premium on the payment page, opens a second store', async () => {
    const email = `kemi.${Date.now()}@example.ng`;
    const res = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Kemi Beads',
        firstName: 'Kemi',
        lastName: 'Ade',
        email,
        phone: '08031234567',
        password: 'beads-2026',
      }),
    });
    expect(res.status).toBe(201);
    const { page, pageErrors } = await open();
    await page.goto(await mailbox.linkTo(email, '/email-confirmation'));
    await page.getByText('Your email has been confirmed. You can now log in.').waitFor();

    // Signed out, the pricing page's paid plan goes through login and back to the subscription page.
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Choose Premium' }).click();
    await page.waitForURL('**/login?next=*');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('beads-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/subscription?plan=premium');
    await page.getByRole('heading', { name: 'Free' }).waitFor();

    const createStore = async (name: string) => {
      await page.goto('/new-store');
      await page.getByLabel('Store name').fill(name);
      await page.getByText(/is available$/).waitFor();
      await page.getByRole('textbox', { name: 'What do you sell?' }).click();
      await page.getByRole('option', { name: 'Fashion' }).click();
      await page.getByRole('button', { name: 'Create store' }).click();
    };
    await createStore('Kemi Beads');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    // The second store is refused, naming the plan that allows it.
    await createStore('Kemi Beads Abuja');
    await page.getByText('Upgrade to unlock').waitFor();
    await screenshot(page, 'subscription-store-limit');
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();

    // Choose a plan → billing information → payment (sandbox card) → confirmation.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name on the bill').fill('Kemi Ade');
    await page.getByText('To pay now: ₦10,000').waitFor();
    await screenshot(page, 'subscription-billing-information');
    await page.getByRole('button', { name: 'Pay ₦10,000' }).click();
    await page.waitForURL('**/sandbox/paystack/checkout/**');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/subscription/confirm?**');
    await page.getByText('Thank you: your plan is active').waitFor({ timeout: 20_000 });
    await screenshot(page, 'subscription-confirmed');

    await page.getByRole('link', { name: 'Open another store' }).click();
    await page.getByLabel('Store name').fill('Kemi Beads Abuja');
    await page.getByText(/is available$/).waitFor();
    await page.getByRole('textbox', { name: 'What do you sell?' }).click();
    await page.getByRole('option', { name: 'Fashion' }).click();
    await page.getByRole('button', { name: 'Create store' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    await page.goto('/subscription');
    await page.getByText('Stores: 2 of 5').waitFor();
    await page.getByText('Billing history').waitFor();
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /^Invoice .* \(PDF\)$/ })
        .first()
        .click(),
    ]);
    expect(invoice.suggestedFilename()).toMatch(/^kasuwa-invoice-.+\.pdf$/);
    expect(
      readFileSync((await invoice.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(pageErrors).toEqual([]);

    // The same page on a phone: nothing wider than the screen.
    const phone = await openPage(browser, { baseUrl: server.baseUrl, viewport: { width: 390, height: 844 } });
    await phone.page.goto('/pricing');
    await phone.page.getByRole('link', { name: 'Choose Premium' }).first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  const open = () => openPage(browser, { baseUrl: server.baseUrl });
});
