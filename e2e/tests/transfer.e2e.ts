import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, noSidewaysScroll, openPage, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };

/**
 * Issue 31, a transfer to an account for this order only, on a phone: the shopper orders, chooses bank
 * transfer, copies the account number, her bank sends the money (the provider sandbox's control), and
 * the page turns to paid by itself: she never reloads it.
 */
describe.skipIf(!hasChromium)('paying by bank transfer on a phone', () => {
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

  test('order → account shown → copy → transfer arrives → paid without a reload, at 390×844', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    const base = '/s/mamaput';
    await page.goto(`${base}/`);
    await page.locator('.card a').first().click();
    await page.locator('form[data-add-to-cart]').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('.toast.show').waitFor();
    await page.goto(`${base}/checkout`);
    await page.getByLabel('Phone').fill('08031234567');
    await page.getByLabel('Full name').fill('Amaka Obi');
    await page.locator('[name="line1"]').fill('14 Allen Avenue');
    await page.locator('[name="city"]').fill('Ikeja');
    await page.getByLabel('State', { exact: true }).selectOption('Lagos');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.locator('[data-pay-now]').click();

    await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
    await page.locator('[data-bank-transfer]').waitFor();
    await noSidewaysScroll(page, 'transfer page');
    await screenshot(page, 'transfer-account-390x844');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'transfer-account-desktop');
    await page.setViewportSize(PHONE);
    const account = (await page.locator('[data-copy-value="account"]').textContent())?.trim() ?? '';
    expect(account).toMatch(/^\d{10}$/);
    // The countdown runs, and Copy puts the number on the clipboard.
    await expect.poll(() => page.locator('[data-expires]').textContent()).toMatch(/\d+:\d\d left/);
    await page.getByRole('button', { name: 'Copy' }).first().click();
    await page.getByText('Account number copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account);

    let reloadedByHand = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !frame.url().includes('/payment/')) reloadedByHand = true;
    });
    const sent = await page.request.post(
      `${server.baseUrl}/sandbox/_sandbox/transfer-accounts/${account}/transfer`,
      {
        data: {},
      },
    );
    expect((await sent.json()).outcome).toBe('paid');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 20_000 });
    expect(reloadedByHand).toBe(false);
    await screenshot(page, 'transfer-paid-390x844');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'transfer-paid-desktop');
    expect(pageErrors).toEqual([]);
  });
});
