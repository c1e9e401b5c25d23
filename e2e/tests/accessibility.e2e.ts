import { DEMO_ADMIN_ACCOUNTS } from '@kasuwa/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, signInAsVendor } from '../support/browser';
import { coveredActions, screenProblems, seriousViolations } from '../support/screen-checks';
import { type RunningServer, startServer } from '../support/server';

/** The ten key public pages: landing, plans, catalogue of solutions, sign-up, sign-in, recovery, help, contact, about, legal. */
const PAGES = [
  '/',
  '/pricing',
  '/solutions',
  '/login',
  '/register',
  '/forget-password',
  '/contact-us',
  '/faq',
  '/about',
  '/privacy',
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Every section of the vendor dashboard, and the screens behind its main actions. */
const DASHBOARD = [
  '/dashboard',
  '/dashboard/products',
  '/dashboard/products/new',
  '/dashboard/collections',
  '/dashboard/inventory',
  '/dashboard/orders',
  '/dashboard/customers',
  '/dashboard/campaigns',
  '/dashboard/invoices',
  '/dashboard/discounts',
  '/dashboard/delivery',
  '/dashboard/money',
  '/dashboard/messages',
  '/dashboard/webhooks',
  '/dashboard/apps',
  '/dashboard/settings',
  '/subscription',
];

/** Every section of the back office. */
const BACK_OFFICE = [
  '/administrator',
  '/administrator/users',
  '/administrator/stores',
  '/administrator/money',
  '/administrator/themes',
  '/administrator/monitor',
  '/administrator/logs',
];

/** The demo stores' storefronts, one per theme. */
const STOREFRONTS = ['mamaput', 'adirelagos', 'gidigadgets'];

/** Waits until the page's first heading is drawn and nothing is loading any more. */
async function settled(page: Page) {
  await page.locator('main :is(h1, h2)').filter({ visible: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

describe.skipIf(!hasChromium)(
  'accessibility of the public pages, the dashboard, the back office and storefronts',
  () => {
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      // Test-data mode: the back office's demo accounts beside the demo vendor and stores.
      server = await startServer({ env: { KASUWA_TEST_DATA: '1' }, startTimeoutMs: 230_000 });
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    for (const viewport of VIEWPORTS) {
      test(`at ${viewport.width}×${viewport.height}: no serious axe violation, no sideways scroll, own title, no console error`, async () => {
        const {
          page,
          console: messages,
          pageErrors,
        } = await openPage(browser, {
          baseUrl: server.baseUrl,
          viewport,
        });
        const titles = new Set<string>();
        const problems: string[] = [];
        for (const path of PAGES) {
          await page.goto(path);
          // Rendered once the lazy page's first heading is there.
          await page.locator('main :is(h1, h2)').filter({ visible: true }).first().waitFor();
          await page.waitForLoadState('networkidle');
          titles.add(await page.title());
          for (const violation of await seriousViolations(page)) problems.push(`${path}: ${violation}`);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 0) problems.push(`${path}: the page is ${overflow}px wider than the viewport`);
        }
        expect(problems).toEqual([]);
        expect(titles.size).toBe(PAGES.length);
        expect(messages.filter((m) => m.type() === 'error').map((m) => m.text())).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }

    const open = (viewport: { width: number; height: number }) =>
      openPage(browser, {
        baseUrl: server.baseUrl,
        viewport,
        localStorage: { kasuwa_cookie_consent: 'declined' },
      });

    // The cover check itself: a fixed bar across the middle of the screen (where each action is brought)
    // is named as covering the page's actions, and nothing is reported once it is gone.
    test('the cover check finds a fixed bar over the actions', async () => {
      const { page } = await open({ width: 390, height: 844 });
      await page.goto('/about');
      await settled(page);
      await page.evaluate(() => {
        const bar = document.createElement('div');
        bar.id = 'test-cover';
        bar.setAttribute('aria-label', 'Test cover');
        bar.style.cssText = 'position:fixed;left:0;right:0;top:30%;height:40%;z-index:1000;background:red';
        document.body.append(bar);
      });
      const covered = await coveredActions(page);
      expect(covered.length).toBeGreaterThan(0);
      expect(covered.every((line) => line.endsWith('is covered by <div> "Test cover"'))).toBe(true);
      await page.evaluate(() => document.getElementById('test-cover')?.remove());
      expect(await coveredActions(page)).toEqual([]);
    });

    for (const viewport of VIEWPORTS) {
      const at = `at ${viewport.width}×${viewport.height}`;

      test(`every dashboard screen ${at}: no serious axe violation, no sideways scroll, nothing fixed over an action`, async () => {
        const { page, pageErrors } = await open(viewport);
        await signInAsVendor(page);
        const problems: string[] = [];
        for (const path of DASHBOARD) {
          await page.goto(path);
          await settled(page);
          problems.push(...(await screenProblems(page, path)));
        }
        // A product and an order as the vendor sees them.
        for (const list of ['/dashboard/products', '/dashboard/orders']) {
          await page.goto(list);
          await settled(page);
          // The demo store's first product, and its first order where it has one.
          const detail = page.locator(`main a[href^="${list}/"]:not([href$="/new"])`).first();
          if ((await detail.count()) === 0) continue;
          await detail.click();
          await settled(page);
          problems.push(...(await screenProblems(page, new URL(page.url()).pathname)));
        }
        expect(problems).toEqual([]);
        expect(pageErrors).toEqual([]);
      }, 300_000);

      test(`every back-office screen ${at}: no serious axe violation, no sideways scroll, nothing fixed over an action`, async () => {
        const { page, pageErrors } = await open(viewport);
        const admin = DEMO_ADMIN_ACCOUNTS.find((a) => a.role === 'super_admin')!;
        await page.goto('/administrator/login');
        await settled(page);
        const problems = await screenProblems(page, '/administrator/login');
        await page.getByLabel('Username or Email').fill(admin.username);
        await page.getByLabel(/^Password/).fill(admin.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL((url) => url.pathname === '/administrator');
        for (const path of BACK_OFFICE) {
          await page.goto(path);
          await settled(page);
          problems.push(...(await screenProblems(page, path)));
        }
        expect(problems).toEqual([]);
        expect(pageErrors).toEqual([]);
      }, 180_000);

      test(`storefront screens in each theme ${at}: no serious axe violation, no sideways scroll, nothing fixed over an action`, async () => {
        const { page, pageErrors } = await open(viewport);
        const problems: string[] = [];
        for (const store of STOREFRONTS) {
          const base = `/s/${store}`;
          await page.goto(`${base}/`);
          problems.push(...(await screenProblems(page, `${store} home`)));
          await page.locator('.card a').first().click();
          await page.locator('form[data-add-to-cart]').waitFor();
          problems.push(...(await screenProblems(page, `${store} product`)));
          await Promise.all([
            page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cart')),
            page.getByRole('button', { name: 'Add to cart' }).click(),
          ]);
          await page.goto(`${base}/cart`);
          await page.getByRole('heading', { name: 'Your cart' }).waitFor();
          problems.push(...(await screenProblems(page, `${store} cart`)));
          await page.getByRole('link', { name: 'Checkout' }).click();
          await page.getByRole('heading', { name: 'Checkout' }).waitFor();
          problems.push(...(await screenProblems(page, `${store} checkout`)));
        }
        expect(problems).toEqual([]);
        expect(pageErrors).toEqual([]);
      }, 180_000);
    }
  },
);
