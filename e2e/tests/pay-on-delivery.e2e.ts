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
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A 1×1 PNG: the smallest real photo the server's image pipeline decodes and stores. */
const SLIP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 30, pay on delivery at 390×844: the vendor allows it on a delivery option, a shopper chooses it
 * at checkout and gets a confirmed, unpaid order; the vendor marks it delivered and paid in cash, with a
 * photo of the slip as proof, which the order then shows.
 */
describe.skipIf(!hasChromium)('pay on delivery', () => {
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

  test('shopper chooses pay on delivery, vendor marks it delivered and paid', async () => {
    const vendor = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
    await signInAsVendor(vendor.page);

    // The vendor's setting, on a delivery option.
    await vendor.page.goto('/dashboard/delivery');
    await vendor.page.getByRole('button', { name: 'Add delivery option' }).first().click();
    await vendor.page.getByLabel('Name customers see').fill('Lagos rider');
    await vendor.page.getByLabel('Delivery fee').fill('1500');
    await vendor.page.getByLabel(/Customers may pay on delivery/).check();
    await vendor.page.getByLabel(/Pay on delivery only for orders up to/).fill('500000');
    await screenshot(vendor.page, 'pod-delivery-setting-390');
    await vendor.page.getByRole('button', { name: 'Add option' }).click();
    await vendor.page.getByText(/pay on delivery up to ₦500,000/).waitFor();

    // The shopper, on a phone.
    const shopper = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
    const page = shopper.page;
    await page.goto('/s/mamaput/');
    await page.locator('.card a').first().click();
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cart')),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await page.goto('/s/mamaput/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Phone').fill('08031234567');
    await page.getByLabel('Full name').fill('Amaka Obi');
    await page.locator('[name="line1"]').fill('14 Allen Avenue');
    await page.locator('[name="city"]').fill('Ikeja');
    await page.getByLabel('State', { exact: true }).selectOption('Lagos');
    await expect(page.locator('[data-pod-offered]').first().textContent()).resolves.toContain(
      'Pay on delivery possible',
    );
    await page.locator('input[name="payment"][value="on_delivery"]').check();
    await noSidewaysScroll(page, 'checkout with pay on delivery');
    await screenshot(page, 'pod-checkout-390');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { name: 'Order confirmed: pay on delivery' }).waitFor();
    await noSidewaysScroll(page, 'pay-on-delivery confirmation');
    await screenshot(page, 'pod-confirmation-390');
    expect(await page.locator('[data-pay-now]').count()).toBe(0);
    const notice = (await page.locator('[data-pay-on-delivery]').textContent()) ?? '';
    const number = /#(\d+)/.exec(notice)?.[1];
    expect(number, notice).toBeTruthy();

    // The vendor finds it among the pay-on-delivery orders and records the cash.
    await vendor.page.goto('/dashboard/orders?payment=on_delivery');
    await vendor.page.getByRole('link', { name: `#${number}` }).click();
    // The order page itself (its heading): 'Pay on delivery' is the list's label, not the page's, so
    // waiting for that text passed only while the list was still on screen.
    await vendor.page.getByRole('heading', { name: `Order #${number}` }).waitFor();
    await noSidewaysScroll(vendor.page, 'order awaiting pay on delivery');
    await screenshot(vendor.page, 'pod-order-confirmed-390');
    await vendor.page.getByRole('button', { name: 'Delivered and paid' }).click();
    const dialog = vendor.page.getByRole('dialog');
    await dialog.getByText('no fee is taken').waitFor();
    // The proof: a photo of the rider's POS slip, chosen through the dialog's file input.
    await dialog.getByText('Proof (photo of the transfer or POS slip)').waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP });
    await dialog.getByText('slip.png').waitFor();
    await noSidewaysScroll(vendor.page, 'delivered and paid dialog with a proof');
    await screenshot(vendor.page, 'pod-delivered-paid-form-390', false);
    await dialog.getByRole('button', { name: 'Delivered and paid' }).click();
    await vendor.page.getByText('Paid on delivery', { exact: true }).waitFor();
    // The order shows the proof, stored by the server (a WebP rendition) and served back.
    const proof = vendor.page.getByRole('img', { name: 'Proof of payment' });
    await proof.waitFor();
    await expect(vendor.page.getByRole('link', { name: /View proof/ }).getAttribute('href')).resolves.toMatch(
      /\/off-platform\/.+\.webp$/,
    );
    await vendor.page.waitForFunction(
      () => (document.querySelector('img[alt="Proof of payment"]') as HTMLImageElement | null)?.naturalWidth,
    );
    await vendor.page.getByText('Completed').first().waitFor();
    await noSidewaysScroll(vendor.page, 'order delivered and paid');
    await screenshot(vendor.page, 'pod-order-completed-390');
    await vendor.page.setViewportSize(DESKTOP);
    await noSidewaysScroll(vendor.page, 'order delivered and paid, desktop');
    await screenshot(vendor.page, 'pod-order-completed-desktop');

    expect(vendor.pageErrors).toEqual([]);
    expect(shopper.pageErrors).toEqual([]);
  });
});
