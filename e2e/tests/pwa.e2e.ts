import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's serious and critical findings inside `selector` (the rest of the page is other journeys'). */
async function seriousViolationsIn(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: Violation[] }> } })
      .axe;
    const { violations } = await axe.run({ include: [include] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function storefrontGraphQL<T>(
  baseUrl: string,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/storefront/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-shop-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`storefront GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A customer's order on the demo store, so the orders list has a row to see offline. */
async function placeDemoOrder(baseUrl: string): Promise<number> {
  const s = 'mamaput';
  const { products } = await storefrontGraphQL<{ products: { items: { variants: { id: string }[] }[] } }>(
    baseUrl,
    'query($s: String!) { products(store: $s, limit: 1) { items { variants { id } } } }',
    { s },
  );
  const { cartCreate } = await storefrontGraphQL<{ cartCreate: { token: string } }>(
    baseUrl,
    'mutation($s: String!, $v: String!) { cartCreate(store: $s, lines: [{ variantId: $v, quantity: 1 }]) { token } }',
    { s, v: products.items[0]!.variants[0]!.id },
  );
  const { checkout } = await storefrontGraphQL<{ checkout: { order: { number: number } } }>(
    baseUrl,
    'mutation($s: String!, $c: JSON!) { checkout(store: $s, customer: $c) { order { number } } }',
    {
      s,
      c: {
        email: 'offline-buyer@example.com',
        phone: '+2348012345678',
        name: 'Ngozi Offline',
        address: { line1: '3 Awolowo Road', city: 'Ikoyi', state: 'Lagos', country: 'Nigeria' },
        note: '',
      },
    },
    cartCreate.token,
  );
  return checkout.order.number;
}

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { name, exact: true }).first().waitFor();
}

/**
 * Issue 32: the dashboard as an installable app on a 390×844 phone. The manifest is valid for Chromium's
 * install criteria and the service worker controls the dashboard; cut off from the network, the
 * dashboard still opens, says it is offline, shows the orders and products last seen, and refuses a
 * change with a message rather than losing it.
 */
describe.skipIf(!hasChromium)('installable and offline dashboard', () => {
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

  test('installable, then offline with the last orders and products and a change refused', async () => {
    const orderNumber = await placeDemoOrder(server.baseUrl);
    const { page, context } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await signInAsVendor(page);

    // The manifest: what Chromium's install criteria ask, and icons that are what they say.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({
      start_url: '/dashboard',
      display: 'standalone',
      short_name: 'Kasuwa',
      theme_color: '#0b6b3f',
    });
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const bytes = Buffer.from(await (await page.request.get(icon.src)).body());
      const { width, height } = pngSize(bytes);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    // The service worker takes control of the dashboard once the page has loaded.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
        timeout: 30_000,
      })
      .toBe(`${server.baseUrl}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito ones, where Chromium never offers to install: that one reason
    // is the test browser's, any other would be the app's.
    expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(parsed.url).toBe(`${server.baseUrl}/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);
    // A second DevTools session on the page would keep it online when the context goes offline.
    await cdp.detach();
    // The storefront is not the worker's: its pages are outside the scope.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/s/mamaput')) ?? null),
    ).toBeNull();

    // Online: the product editor (she has added products before), the orders and products lists.
    await page.goto('/dashboard/products/new');
    await heading(page, 'New product');
    await page.goto('/dashboard/orders');
    await heading(page, 'Orders');
    await page.getByText(`#${orderNumber}`).first().waitFor();
    await page.goto('/dashboard/products');
    await heading(page, 'Products');
    // One of the demo store's seeded products.
    const firstProduct = 'Jollof spice mix';
    await page.getByText(firstProduct).first().waitFor();
    // Saved a moment after the answers arrive.
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem('kasuwa.offline-answers')?.includes('"products"') ?? false),
      )
      .toBe(true);

    // Offline: the dashboard opens from the service worker, with the banner and the last lists.
    await context.setOffline(true);
    await page.goto('/dashboard/orders');
    await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-banner').innerText()).toContain('You are offline');
    await page.getByText(`#${orderNumber}`).first().waitFor();
    await noSidewaysScroll(page, 'Orders offline');
    expect(await seriousViolationsIn(page, '[data-testid="offline-banner"]')).toEqual([]);
    await screenshot(page, 'pwa-orders-offline-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await noSidewaysScroll(page, 'Orders offline (desktop)');
    await screenshot(page, 'pwa-orders-offline-1280', false);
    await page.setViewportSize(PHONE);

    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'Products' })
      .click();
    await heading(page, 'Products');
    await page.getByText(firstProduct).first().waitFor();
    await page.getByTestId('offline-banner').waitFor();

    // A change offline is refused with a message, not queued unseen.
    await page.getByRole('link', { name: 'Add product' }).first().click();
    await heading(page, 'New product');
    await page.getByLabel('Title').fill('Offline Tote');
    const price = page.getByRole('textbox', { name: 'Price', exact: true });
    await price.click();
    await price.pressSequentially('2500');
    await page.getByRole('button', { name: 'Save product' }).locator('visible=true').click();
    await page.getByText('You are offline, so this change was not saved.').first().waitFor();
    expect(page.url()).toMatch(/\/dashboard\/products\/new$/);
    await screenshot(page, 'pwa-change-refused-390');

    // Back online, the session is renewed and the change goes through.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Save product' }).locator('visible=true').click();
    await page.waitForURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
  });
});
