import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, noSidewaysScroll, openPage, screenshot } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };

/**
 * Issue 31, a plan paid by transfer on a phone: a Free vendor chooses Premium, pays by bank transfer to
 * an account for this payment only, copies the number, her bank sends the money (the provider
 * sandbox's control) and the subscription page shows Premium by itself: she never reloads it.
 */
describe.skipIf(!hasChromium)('paying a plan by bank transfer on a phone', () => {
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

  test('Free → Premium by transfer: account shown → copy → transfer arrives → Premium without a reload, at 390×844', async () => {
    const email = `bisi.${Date.now()}@example.ng`;
    const res = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Bisi Fabrics',
        firstName: 'Bisi',
        lastName: 'Okoro',
        email,
        phone: '08035551234',
        password: 'fabrics-2026',
      }),
    });
    expect(res.status).toBe(201);
    const { page, context, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    // The confirmation link signs her in.
    await page.goto(await mailbox.linkTo(email, '/email-confirmation'));
    await page.getByText('Your email has been confirmed and you are signed in.').waitFor();

    await page.goto('/subscription?plan=premium');
    await page.getByRole('heading', { name: 'Free' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name on the bill').fill('Bisi Okoro');
    await page.getByText('To pay now: ₦10,000').waitFor();
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByText(/does not renew by itself/).waitFor();
    await noSidewaysScroll(page, 'plan payment choice');
    await screenshot(page, 'plan-transfer-choice-390x844');
    await page.getByRole('button', { name: 'Pay ₦10,000' }).click();

    const details = page.getByLabel('Bank transfer details');
    await details.waitFor();
    const account = ((await details.textContent()) ?? '').match(/Account number: (\d{10})/)?.[1] ?? '';
    expect(account).toMatch(/^\d{10}$/);
    await expect.poll(() => details.textContent()).toMatch(/\d+:\d\d left/);
    const copy = details.getByRole('button', { name: 'Copy account number' });
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account);
    await noSidewaysScroll(page, 'plan transfer account');
    await details.scrollIntoViewIfNeeded();
    await screenshot(page, 'plan-transfer-account-390x844');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'plan-transfer-account-desktop');
    await page.setViewportSize(PHONE);

    // "I have paid" before the money: nothing yet, said so. What the phone shows around the button, with
    // the fixed cookie notice and floating buttons where they really are (not a full-page capture).
    const havePaid = page.getByRole('button', { name: 'I have paid' });
    await havePaid.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'plan-transfer-i-have-paid-390x844-viewport', false);
    await havePaid.click();
    await page.getByText(/Nothing has arrived yet/).waitFor();

    let navigated = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated = true;
    });
    const sent = await page.request.post(
      `${server.baseUrl}/sandbox/_sandbox/transfer-accounts/${account}/transfer`,
      { data: {} },
    );
    expect((await sent.json()).outcome).toBe('paid');
    await page.getByText('Payment received').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Premium', exact: true }).waitFor({ timeout: 20_000 });
    expect(navigated).toBe(false);
    await noSidewaysScroll(page, 'plan paid');
    await screenshot(page, 'plan-transfer-paid-390x844');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'plan-transfer-paid-desktop');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
