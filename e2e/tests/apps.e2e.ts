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
const DESKTOP = { width: 1280, height: 800 };
const PIXEL = '123456789012345';

/**
 * Issue 21, connected apps: on a phone the vendor connects the Meta pixel on the Apps page (the token is
 * never shown again); on the storefront a shopper sees the cookie banner, and Meta's script is asked
 * for only after Accept (a shopper who declines never loads it).
 */
describe.skipIf(!hasChromium)('connected apps', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ startTimeoutMs: 230_000 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('connect the Meta pixel, then the storefront loads it only after consent', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await signInAsVendor(page);

    await page.goto('/dashboard/apps');
    await page.getByRole('heading', { name: 'Apps', exact: true }).waitFor();
    const meta = page.getByLabel('Meta Pixel and Conversions API');
    await meta.getByText('Not connected').waitFor();
    await page.getByLabel('Shipbubble').getByText('Pending · coming soon').waitFor();
    await meta.getByRole('button', { name: 'Connect' }).click();
    const form = page.getByRole('dialog', { name: /Connect Meta/ });
    await form.getByLabel('Pixel ID').fill('abc');
    await form.getByRole('button', { name: 'Connect' }).click();
    await form.getByText('A Meta pixel id is 8 to 20 digits').waitFor();
    await form.getByLabel('Pixel ID').fill(PIXEL);
    const token = 'EAAGm0PX4ZCpsBAKe2eTokenForTheE2eJourney';
    await form.getByLabel('Conversions API access token').fill(token);
    await form.getByRole('button', { name: 'Connect' }).click();
    await meta.getByText('Connected', { exact: true }).waitFor();
    expect(await meta.textContent()).toContain(`…${token.slice(-4)}`);
    expect(await page.content()).not.toContain(token);
    await noSidewaysScroll(page, 'apps at 390 px');
    await screenshot(page, 'apps-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'apps-desktop');
    expect(pageErrors).toEqual([]);

    // A shopper on the store: Meta's script is not asked for until Accept.
    const shop = await openPage(browser, { baseUrl: server.baseUrl, viewport: PHONE });
    const asked: string[] = [];
    await shop.page.route('https://connect.facebook.net/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stand-in */' });
    });
    await shop.page.goto('/s/mamaput');
    const banner = shop.page.getByRole('region', { name: 'Cookie choice' });
    await banner.waitFor();
    await noSidewaysScroll(shop.page, 'storefront with the cookie banner at 390 px');
    await screenshot(shop.page, 'storefront-consent-390', false);
    expect(asked).toEqual([]);
    await banner.getByRole('button', { name: 'Decline' }).click();
    await shop.page.reload();
    await shop.page.locator('footer').waitFor();
    expect(await banner.count()).toBe(0);
    expect(asked).toEqual([]);

    await shop.page.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toBe('https://connect.facebook.net/en_US/fbevents.js');
    const queued = await shop.page.evaluate(() =>
      ((window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue ?? []).map((args) => [...args]),
    );
    expect(queued).toEqual([
      ['init', PIXEL],
      ['track', 'PageView'],
    ]);
    expect(shop.pageErrors).toEqual([]);
  });

  test('the marketing page lists the connected apps in groups, Connected or Pending', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await page.goto('/solutions');
    const section = page.getByRole('region', { name: 'Connected apps' });
    await section.waitFor();
    for (const group of ['Social media', 'Analytics pixel', 'Messaging', 'Business listing', 'Logistics']) {
      await section.getByRole('heading', { name: group }).waitFor();
    }
    expect(await section.locator('[data-app-status="pending"]').count()).toBe(3);
    expect(await section.locator('[data-app-status="connected"]').count()).toBe(6);
    await noSidewaysScroll(page, 'solutions at 390 px');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'solutions-apps-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'solutions-apps-desktop');
    expect(pageErrors).toEqual([]);
  });
});
