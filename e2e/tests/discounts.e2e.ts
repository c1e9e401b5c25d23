import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const VENDOR = { email: 'vendor@kasuwa.local', password: 'kasuwa-demo' };
const PHONE = { width: 390, height: 844 };
const SMALL = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
// Screens to look at by eye (issue 16); kept out of the repository.
const SHOTS = process.env.DISCOUNTS_SHOTS ?? '/tmp/discounts-shots';

async function noSidewaysScroll(page: Page, where: string) {
  // After a resize the layout settles once React has re-rendered for the new width (tables drop their
  // columns on a phone): measure the settled page, not the frame in between.
  await expect
    .poll(() => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth)), {
      message: `${where} is wider than the screen`,
      timeout: 5_000,
    })
    .toBe(0);
}

async function atSizes(page: Page, name: string, sizes: { width: number; height: number }[]) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await noSidewaysScroll(page, `${name} at ${size.width} px`);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
}

/**
 * Issue 16: the vendor creates a 10% code in the dashboard and a Lagos delivery rate; a guest with
 * JavaScript off opens the promotion link, sees the code applied in the cart, picks delivery and
 * places the order; the totals agree on the tracking page and the vendor's order. The cart and
 * checkout fit 390 and 320 px in all three themes.
 */
describe.skipIf(!hasChromium)('discount codes and delivery', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let storeId: number;

  const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };

  beforeAll(async () => {
    server = await startServer({ startTimeoutMs: 230_000 });
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VENDOR),
    });
    token = (await login.json()).token;
    const stores = await api('/api/vendor/stores');
    storeId = stores.stores.find((s: { subdomain: string }) => s.subdomain === 'mamaput').id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a guest applies a 10% code with JavaScript off and pays the total the vendor sees', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: DESKTOP,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await page.goto('/login');
    await page.getByLabel('Email address').fill(VENDOR.email);
    await page.getByLabel('Password', { exact: true }).fill(VENDOR.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/dashboard/discounts');
    await page.getByRole('heading', { name: 'Discounts', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New discount' }).first().click();
    await page.getByLabel('Code').fill('save10');
    await page.getByLabel('Percentage off').fill('10');
    await page.getByRole('button', { name: 'Create discount' }).click();
    await page.locator('[data-discount="SAVE10"]').waitFor();
    await atSizes(page, 'dashboard-discounts', [DESKTOP, PHONE]);

    await api(`/api/vendor/stores/${storeId}/delivery-options`, {
      method: 'POST',
      body: {
        kind: 'by_state',
        name: 'Home delivery',
        zones: [
          { name: 'Lagos', states: ['Lagos'], fee: 150_000 },
          { name: 'South-West', states: ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti'], fee: 300_000 },
        ],
      },
    });
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/delivery');
    await page.locator('[data-delivery-option="Home delivery"]').waitFor();
    await atSizes(page, 'dashboard-delivery', [DESKTOP, PHONE]);
    await page.getByRole('button', { name: 'Add delivery option' }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-delivery-form-390.png`, fullPage: true });
    expect(pageErrors).toEqual([]);

    // The guest, with JavaScript off.
    const guest = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const shop = await guest.newPage();
    try {
      await shop.goto('/s/mamaput/?discount=save10');
      await shop.locator('.card a').first().click();
      await shop.getByRole('button', { name: 'Add to cart' }).click();
      await shop.getByRole('heading', { name: 'Your cart' }).waitFor();
      await shop.getByText('Code SAVE10 applied.').waitFor();
      await atSizes(shop, 'soko-cart', [PHONE, SMALL]);
      await shop.setViewportSize(PHONE);
      await shop.getByRole('link', { name: 'Checkout' }).click();
      await shop.getByRole('heading', { name: 'Checkout' }).waitFor();
      await shop.getByLabel('Phone').fill('08031234567');
      await shop.getByLabel('Full name').fill('Amaka Obi');
      await shop.locator('[name="line1"]').fill('14 Allen Avenue');
      await shop.locator('[name="city"]').fill('Ikeja');
      await shop.getByLabel('State', { exact: true }).selectOption('Lagos');
      await shop.getByLabel(/Home delivery/).check();
      await shop.getByRole('button', { name: 'Apply' }).click();
      await shop.getByText('Code SAVE10 applied.').waitFor();
      await atSizes(shop, 'soko-checkout', [PHONE, SMALL]);
      await shop.setViewportSize(PHONE);
      await shop.getByRole('button', { name: 'Place order' }).click();
      await shop.getByText('Order received: awaiting payment').waitFor();
      await atSizes(shop, 'soko-confirmation', [PHONE, SMALL]);
      expect(await shop.locator('[data-order-discount]').textContent()).toContain('SAVE10');
      const shown = await shop.locator('[data-order-total]').textContent();

      const orders = await api(`/api/vendor/stores/${storeId}/orders`);
      const order = await api(`/api/vendor/stores/${storeId}/orders/${orders.items[0].id}`);
      expect(order.discount).toBe(Math.round(order.subtotal / 10));
      expect(order.shipping).toBe(150_000);
      expect(order.total).toBe(order.subtotal - order.discount + 150_000);
      expect(shown?.replace(/\s/g, '')).toBe(
        new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 0 })
          .format(order.total / 100)
          .replace(/\s/g, ''),
      );

      // The other two themes: the cart and checkout with a discount still fit a small phone.
      for (const [themeId, name] of [
        [2, 'adire'],
        [3, 'eko-night'],
      ] as const) {
        await api(`/api/vendor/stores/${storeId}/settings`, { method: 'PATCH', body: { themeId } });
        await shop.setViewportSize(PHONE);
        await shop.goto('/s/mamaput/?discount=SAVE10');
        await shop.locator('.card a').first().click();
        await shop.getByRole('button', { name: 'Add to cart' }).click();
        await shop.getByText('Code SAVE10 applied.').waitFor();
        await atSizes(shop, `${name}-cart`, [PHONE, SMALL]);
        await shop.goto('/s/mamaput/checkout');
        await atSizes(shop, `${name}-checkout`, [PHONE, SMALL]);
      }
    } finally {
      await api(`/api/vendor/stores/${storeId}/settings`, { method: 'PATCH', body: { themeId: 1 } }).catch(
        () => undefined,
      );
      await guest.close();
    }
  });
});
