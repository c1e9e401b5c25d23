import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  hasChromium,
  launchBrowser,
  noSidewaysScroll,
  openPage,
  screenshot,
  signInAsVendor,
} from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const EMAIL = 'aisha.bello@example.com';
const PHONE_NUMBER = '08035550177';

/**
 * Issue 33 at 390×844: the vendor offers Hausa besides English; a shopper whose phone asks for Hausa
 * shops the store in Hausa, checks out and pays, and the order keeps her language: its pages, the receipt
 * e-mail, and (for an order placed without an e-mail address) the SMS are in Hausa (the SMS in GSM-7).
 */
describe.skipIf(!hasChromium)('a storefront in Hausa', () => {
  const mailbox = new Mailbox();
  let server: RunningServer;
  let browser: Browser;

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

  test('a shopper with Accept-Language ha shops, checks out and hears back in Hausa', async () => {
    // The vendor offers Hausa in Settings → Languages.
    const vendor = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
    await signInAsVendor(vendor.page);
    await vendor.page.goto('/dashboard/settings');
    await vendor.page.getByTestId('offered-locales').click();
    await vendor.page.getByRole('option', { name: 'Hausa' }).click();
    await vendor.page.keyboard.press('Escape');
    await screenshot(vendor.page, 'hausa-settings-languages-390');
    await vendor.page.getByRole('button', { name: 'Save settings' }).click();
    await vendor.page.getByText('Settings saved').waitFor();

    // The shopper's phone asks for Hausa.
    const shopper = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
    await shopper.context.setExtraHTTPHeaders({ 'accept-language': 'ha-NG,ha;q=0.9,en;q=0.4' });
    const page = shopper.page;
    await page.goto('/s/mamaput/');
    expect(await page.getAttribute('html', 'lang')).toBe('ha');
    await page.getByRole('heading', { name: 'Sabbin kaya' }).waitFor();
    await expect(page.locator('#sf-lang').inputValue()).resolves.toBe('ha');
    await noSidewaysScroll(page, 'home in Hausa');
    await screenshot(page, 'hausa-home-390');

    await page.locator('.card a').first().click();
    await page.getByRole('button', { name: 'Saka a kwando' }).waitFor();
    await noSidewaysScroll(page, 'product in Hausa');
    await screenshot(page, 'hausa-product-390');

    /** Adds the product on screen to the cart and checks out in Hausa; answers the order page's heading. */
    const checkout = async (email: string, shot: boolean) => {
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cart')),
        page.getByRole('button', { name: 'Saka a kwando' }).click(),
      ]);
      // The island's toast, in the page's words.
      await page.getByText('An saka a kwandonku').waitFor();
      await page.goto('/s/mamaput/cart');
      await page.getByRole('heading', { name: 'Kwandon siyayyarku' }).waitFor();
      if (shot) {
        await noSidewaysScroll(page, 'cart in Hausa');
        await screenshot(page, 'hausa-cart-390');
      }
      await page.getByRole('link', { name: 'Kammala siyayya' }).click();
      await page.getByRole('heading', { name: 'Kammala siyayya' }).waitFor();
      await page.getByLabel('Lambar waya').fill(PHONE_NUMBER);
      if (email) await page.getByLabel('Imel (ba dole ba)').fill(email);
      await page.getByLabel('Cikakken suna').fill('Aisha Bello');
      await page.locator('[name="line1"]').fill('3 Zoo Road');
      await page.locator('[name="city"]').fill('Kano');
      await page.getByLabel('Jiha', { exact: true }).selectOption('Kano');
      const delivery = page.locator('input[name="delivery"]');
      if ((await delivery.count()) > 0) await delivery.first().check();
      if (shot) {
        await noSidewaysScroll(page, 'checkout in Hausa');
        await screenshot(page, 'hausa-checkout-390');
      }
      await page.getByRole('button', { name: 'Tabbatar da oda' }).last().click();
      await page.locator('[data-order-status]').waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('ha');
      return (await page.locator('h1').textContent()) ?? '';
    };

    // With an e-mail address, paid by card: the receipt comes by e-mail.
    expect(await checkout(EMAIL, true)).toMatch(/Mun karɓi odarku/);
    await noSidewaysScroll(page, 'order placed in Hausa');
    await screenshot(page, 'hausa-order-390');
    await page.locator('[data-pay-now]').click();
    await page.locator('[data-pay-method="paystack"]').waitFor();
    await noSidewaysScroll(page, 'pay page in Hausa');
    await screenshot(page, 'hausa-pay-390');
    await page.locator('[data-pay-method="paystack"]').click();
    await page.getByRole('heading', { name: 'Paystack checkout' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'An karɓi biya' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ha');
    await noSidewaysScroll(page, 'payment received in Hausa');
    await screenshot(page, 'hausa-paid-390');
    await page.setViewportSize(DESKTOP);
    await noSidewaysScroll(page, 'payment received in Hausa, desktop');
    await screenshot(page, 'hausa-paid-desktop');
    await page.goto('/s/mamaput/');
    await noSidewaysScroll(page, 'home in Hausa, desktop');
    await screenshot(page, 'hausa-home-desktop');

    // The receipt e-mail in her language (the server's catalogue, issue 33).
    const receipt = () => mailbox.messages.find((m) => m.to.includes(EMAIL) && m.text.includes('Rasiɗinku'));
    await expect.poll(() => Boolean(receipt()), { timeout: 30_000 }).toBe(true);
    expect(receipt()!.text).toContain('Mun gode da biyan');

    // Without an e-mail address, the order's messages come by SMS, in Hausa's GSM-7 spelling.
    await page.setViewportSize(PHONE);
    await page.locator('.card a').first().click();
    await checkout('', false);
    type Inbox = { messages: { to: string; text: string }[] };
    const sms = async () =>
      ((await (await fetch(`${server.baseUrl}/sandbox/sms/inbox.json`)).json()) as Inbox).messages.filter(
        (m) => m.to === '+2348035550177',
      );
    await expect.poll(async () => (await sms()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const message = (await sms())[0]!.text;
    expect(message).toMatch(/mun karbi odarku #\d+/);
    // GSM-7: Hausa's hooked letters are written plainly, and naira as NGN.
    expect(message).not.toMatch(/[ɓɗƙƴ₦]/);

    expect(shopper.pageErrors).toEqual([]);
    expect(vendor.pageErrors).toEqual([]);
  });
});
