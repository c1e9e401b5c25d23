import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  hasChromium,
  launchBrowser,
  noSidewaysScroll,
  openPage,
  screenshot,
  signInAsVendor,
} from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
/** The embedded sandbox's keys (config.ts defaults in development). */
const SANDBOX_KEYS = {
  paystack: 'sk_test_kasuwa_sandbox_secret',
  flutterwave: 'FLWSECK_TEST-kasuwa-sandbox-X',
};

/**
 * Issue 31 on a phone: a shopper pays by USSD (picks her bank, gets the code, the sandbox stands in for
 * her phone and the page shows the payment once the provider's event came), and a vendor switches her
 * store to Flutterwave alone and a shopper pays through it.
 */
describe.skipIf(!hasChromium)('USSD and the vendor’s providers', () => {
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

  /** From a store's home to its pay page with one item, checked out with a phone and an email. */
  async function toPayPage(page: Page, subdomain: string) {
    await page.goto(`/s/${subdomain}/`);
    await page.locator('.card a').first().click();
    await page.locator('form[data-add-to-cart]').waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cart')),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await page.goto(`/s/${subdomain}/checkout`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Phone').fill('08031234567');
    await page.getByLabel('Email (optional)').fill('amaka@example.ng');
    await page.getByLabel('Full name').fill('Amaka Obi');
    await page.locator('[name="line1"]').fill('14 Allen Avenue');
    await page.locator('[name="city"]').fill('Ikeja');
    await page.getByLabel('State', { exact: true }).selectOption('Lagos');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Order received: awaiting payment').waitFor();
    await page.locator('[data-pay-now]').click();
    await page.getByRole('link', { name: /^← Back to / }).waitFor();
  }

  async function sandbox(path: string, key: string) {
    const res = await fetch(`${server.baseUrl}/sandbox${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status, await res.text()).toBe(200);
  }

  test('USSD: code shown → the sandbox completes it → the page shows the order paid', async () => {
    const { page, pageErrors } = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
    await toPayPage(page, 'mamaput');
    // The marks of the ways to pay are drawn in the page; nothing is fetched for them.
    expect(await page.locator('[data-pay-marks] [data-mark]').count()).toBe(5);
    await noSidewaysScroll(page, 'pay page');
    await screenshot(page, 'ussd-pay-page-390');

    await page.getByLabel('Pay by USSD from your bank').selectOption({ label: 'GTBank' });
    await page.getByRole('button', { name: 'Get a USSD code' }).click();
    const code = page.locator('[data-ussd-code]');
    await code.waitFor();
    const dial = (await code.textContent()) ?? '';
    expect(dial).toMatch(/^\*737\*/);
    expect(await page.locator('[data-ussd-dial]').getAttribute('href')).toBe(
      `tel:${dial.replaceAll('#', '%23')}`,
    );
    await noSidewaysScroll(page, 'USSD code');
    await screenshot(page, 'ussd-code-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await noSidewaysScroll(page, 'USSD code at desktop width');
    await screenshot(page, 'ussd-code-1280');
    await page.setViewportSize(PHONE);

    const reference = /\/payment\/(KSW-[0-9a-f]{24})/.exec(page.url())?.[1];
    expect(reference).toBeDefined();
    await sandbox(`/paystack/_sandbox/ussd/${reference}/complete`, SANDBOX_KEYS.paystack);
    // The page looks again by itself (every 10 s) and shows the payment received.
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'ussd-paid-390');
    expect(pageErrors).toEqual([]);
  }, 90_000);

  test('a vendor switches Flutterwave on and the others off; a shopper pays with it', async () => {
    const vendor = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await signInAsVendor(vendor.page);
    await vendor.page.goto('/dashboard/settings');
    const card = vendor.page.locator('[data-section="payment-providers"]');
    await card.waitFor();
    const storefront = (await vendor.page.getByText(/^Your storefront: /).textContent()) ?? '';
    const url = new URL(storefront.replace('Your storefront: ', '').trim());
    const subdomain = url.pathname.startsWith('/s/')
      ? url.pathname.split('/')[2]!
      : url.hostname.split('.')[0]!;

    const toggle = (name: string) => card.getByRole('switch', { name: `Take payments through ${name}` });
    /** Flips a provider's switch by its visible track, as a thumb would, and checks it moved. */
    const flip = async (name: string, on: boolean) => {
      await card.locator(`[data-provider="${name.toLowerCase()}"] .mantine-Switch-track`).click();
      expect(await toggle(name).isChecked(), `${name} switched ${on ? 'on' : 'off'}`).toBe(on);
    };
    const save = card.getByRole('button', { name: 'Save payment providers' });
    const saved = () =>
      vendor.page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith('/money/payment-methods') && r.ok(),
      );
    // The demo store has all three on; Flutterwave off first, so the vendor is the one to switch it on.
    await flip('Flutterwave', false);
    await Promise.all([saved(), save.click()]);
    await flip('Flutterwave', true);
    await flip('Paystack', false);
    await flip('Paga', false);
    // The last one on cannot be switched off.
    expect(await toggle('Flutterwave').isDisabled()).toBe(true);
    await noSidewaysScroll(vendor.page, 'payment providers');
    await screenshot(vendor.page, 'ussd-providers-settings-390');
    await Promise.all([saved(), save.click()]);

    const { page, pageErrors } = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
    await toPayPage(page, subdomain);
    const methods = await page
      .locator('[data-pay-method]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-pay-method')));
    // The shared-account transfer is not a provider and stays as it was.
    expect(methods).toEqual(['flutterwave', 'bank_transfer', 'ussd']);
    await page.getByRole('button', { name: 'Pay with Flutterwave' }).click();
    await page.getByRole('heading', { name: 'Flutterwave checkout' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await screenshot(page, 'flutterwave-paid-390');
    expect(pageErrors).toEqual([]);
    expect(vendor.pageErrors).toEqual([]);
  }, 120_000);
});
