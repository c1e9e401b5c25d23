import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/** The seeded demo stores, one per theme. */
const STORES = [
  { theme: 'Soko', subdomain: 'mamaput' },
  { theme: 'Adire', subdomain: 'adirelagos' },
  { theme: 'Eko Night', subdomain: 'gidigadgets' },
] as const;

const PHONE = { width: 390, height: 844 };
const SMALL = { width: 320, height: 640 };
const SHOTS = process.env.SFMOBILE_SHOTS ?? '/tmp/sfmobile-shots';

/**
 * Issue 14, storefronts on a phone: in each theme a shopper browses, adds to cart, checks out with a
 * phone number only and pays on the store's own payment page, at 390×844. On every page the document
 * is no wider than the screen and the page's primary action is on screen and not covered.
 */
describe.skipIf(!hasChromium)('storefronts on a phone', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function noSidewaysScroll(page: Page, where: string) {
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, `${where} is wider than the screen`).toBeLessThanOrEqual(widths.inner);
  }

  /** The action is inside the viewport and the element at its centre is the action (nothing over it). */
  async function usable(action: Locator, where: string) {
    await action.scrollIntoViewIfNeeded();
    const state = await action.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const at = document.elementFromPoint(x, y);
      return {
        inView: r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth,
        uncovered: at !== null && (at === el || el.contains(at)),
        height: r.height,
      };
    });
    expect(state, `${where}: primary action`).toMatchObject({ inView: true, uncovered: true });
    expect(state.height, `${where}: tap target`).toBeGreaterThanOrEqual(44);
  }

  /** Checks both phone sizes and keeps a screenshot of each; leaves the page at 390×844. */
  async function atBothSizes(page: Page, name: string) {
    for (const size of [SMALL, PHONE]) {
      await page.setViewportSize(size);
      await noSidewaysScroll(page, `${name} at ${size.width} px`);
      await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png`, fullPage: true });
    }
  }

  for (const store of STORES) {
    test(`${store.theme}: browse, add to cart, check out and pay at 390×844`, async () => {
      const { page, pageErrors } = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
      const base = `/s/${store.subdomain}`;
      const shot = store.theme.toLowerCase().replace(/\s+/g, '-');

      await page.goto(`${base}/`);
      await atBothSizes(page, `${shot}-home`);
      await usable(page.locator('header.site .cart'), `${store.theme} home, Cart`);

      await page.locator('.card a').first().click();
      await page.locator('form[data-add-to-cart]').waitFor();
      await atBothSizes(page, `${shot}-product`);
      const add = page.getByRole('button', { name: 'Add to cart' });
      await usable(add, `${store.theme} product`);
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cart')),
        add.click(),
      ]);
      // The island's feedback shows on screen, and the header count follows.
      await page.locator('.toast.show').waitFor();
      const toast = await page.locator('.toast').boundingBox();
      expect(toast && toast.y >= 0 && toast.y + toast.height <= PHONE.height, 'toast on screen').toBe(true);
      expect(await page.locator('header.site [data-cart-count]').textContent()).toBe('1');

      await page.locator('header.site .cart').click();
      await page.getByRole('heading', { name: 'Your cart' }).waitFor();
      await atBothSizes(page, `${shot}-cart`);
      const checkout = page.getByRole('link', { name: 'Checkout' });
      await usable(checkout, `${store.theme} cart`);
      await usable(page.getByRole('button', { name: 'Update' }).first(), `${store.theme} cart, Update`);
      await checkout.click();

      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await atBothSizes(page, `${shot}-checkout`);
      await page.getByLabel('Phone').fill('08031234567');
      await page.getByLabel('Full name').fill('Amaka Obi');
      await page.locator('[name="line1"]').fill('14 Allen Avenue');
      await page.locator('[name="city"]').fill('Ikeja');
      await page.getByLabel('State', { exact: true }).selectOption('Lagos');
      const place = page.getByRole('button', { name: 'Place order' });
      await usable(place, `${store.theme} checkout`);
      await place.click();

      await page.getByText('Order received: awaiting payment').waitFor();
      await noSidewaysScroll(page, `${store.theme} confirmation`);
      await page.screenshot({ path: `${SHOTS}/${shot}-confirmation-390x844.png`, fullPage: true });
      const payNow = page.locator('[data-pay-now]');
      await usable(payNow, `${store.theme} confirmation`);
      await payNow.click();

      await page.getByRole('link', { name: /^← Back to / }).waitFor();
      await noSidewaysScroll(page, `${store.theme} payment page`);
      await page.screenshot({ path: `${SHOTS}/${shot}-pay-390x844.png`, fullPage: true });
      // The order has no email: the card form asks for one for the receipt.
      await page.getByLabel('Email for the card receipt').first().fill('amaka@example.ng');
      const pay = page.getByRole('button', { name: /by card/ });
      await usable(pay, `${store.theme} payment page`);
      await pay.click();
      await page.getByRole('heading', { name: 'Paystack checkout' }).waitFor();
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByText('Payment received').waitFor();
      expect(pageErrors).toEqual([]);
    });
  }
});
