import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, screenshot, signInAsVendor } from '../support/browser';
import { type RunningServer, repoRoot, startServer } from '../support/server';

// sharp is a dependency of the server; the test draws its product photo with the same library.
const sharp = createRequire(join(repoRoot, 'apps/server/package.json'))(
  'sharp',
) as typeof import('sharp').default;

const VENDOR = { email: 'vendor@kasuwa.local', password: 'kasuwa-demo' };
const STORE = { name: 'Kano Crafts', subdomain: 'kanocrafts' };
const PRODUCT = 'Aso-oke Fila Cap';

/**
 * The catalogue journey of issue 5 against the real server and its seeded demo vendor: the vendor
 * adds a product with two options and an image in the dashboard and activates it; it shows on the
 * storefront; guests buy it with JavaScript on and with JavaScript off; both orders reach the
 * dashboard, where the vendor moves the paid one to processing and cancels the unpaid one.
 */
describe.skipIf(!hasChromium)('storefront journey', () => {
  let server: RunningServer;
  let browser: Browser;
  let photo: Buffer;
  let productSlug = '';
  /** The payment page the JavaScript order's confirmation links to. */
  let payLink = '';

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    photo = await sharp({
      create: { width: 900, height: 900, channels: 3, background: { r: 19, g: 138, b: 81 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="900" height="900"><circle cx="450" cy="450" r="300" fill="#f0b024"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = () =>
    openPage(browser, { baseUrl: server.baseUrl, localStorage: { kasuwa_cookie_consent: 'declined' } });

  async function signIn(page: Page) {
    await signInAsVendor(page);
    await page.getByTestId('store-name').waitFor();
  }

  async function useStore(page: Page) {
    if ((await page.getByTestId('store-name').textContent()) === STORE.name) return;
    await page.getByRole('textbox', { name: 'Switch store', exact: true }).click();
    await page.getByRole('option', { name: STORE.name }).click();
    await expect.poll(() => page.getByTestId('store-name').textContent()).toBe(STORE.name);
  }

  test('the dashboard asks for a sign-in first', async () => {
    const { page } = await open();
    await page.goto('/dashboard/products');
    await page.waitForURL('**/login');
  });

  test('vendor adds a product with variants and an image, then activates it', async () => {
    const { page, pageErrors } = await open();
    await signIn(page);
    await useStore(page);
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('link', { name: 'Add product' }).first().click();
    await page.getByRole('heading', { name: 'New product' }).waitFor();

    await page.getByLabel('Title').fill(PRODUCT);
    // The description is a rich-text editor: bold is a toolbar button, not typed HTML.
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await description.pressSequentially('Hand-woven ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await description.pressSequentially('aso-oke');
    await page.getByRole('button', { name: 'Bold' }).click();
    await description.pressSequentially(' cap.');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('4,500');
    await page.getByLabel('Compare-at price', { exact: true }).fill('6000');

    await page.getByRole('button', { name: 'Add option' }).click();
    const sizes = page.getByRole('textbox', { name: 'Size values' });
    for (const v of ['S', 'M']) {
      await sizes.fill(v);
      await sizes.press('Enter');
    }
    await page.getByRole('button', { name: 'Add option' }).click();
    const colours = page.getByRole('textbox', { name: 'Colour values' });
    for (const v of ['Indigo', 'Gold']) {
      await colours.fill(v);
      await colours.press('Enter');
    }
    const grid = page.getByRole('table', { name: 'Variants' });
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(4);
    await page.getByLabel('Price of M / Gold', { exact: true }).fill('5000.50');
    for (const [label, sku, stock] of [
      ['S / Indigo', 'FILA-S-IND', '3'],
      ['S / Gold', 'FILA-S-GLD', '4'],
      ['M / Indigo', 'FILA-M-IND', '5'],
      ['M / Gold', 'FILA-M-GLD', '6'],
    ] as const) {
      await page.getByLabel(`SKU of ${label}`, { exact: true }).fill(sku);
      await page.getByLabel(`Stock of ${label}`, { exact: true }).fill(stock);
    }
    await page.locator('input[type="file"]').setInputFiles({
      name: 'fila.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await page.getByText('Not uploaded yet').first().waitFor();
    await screenshot(page, 'dashboard-product-new');
    // A new product is Active unless she says otherwise: this one is kept as a draft first, to publish below.
    await page.getByText('Draft', { exact: true }).click();
    await page.getByRole('button', { name: 'Save product' }).click();

    await page.waitForURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: PRODUCT }).waitFor();
    await page.getByRole('img', { name: PRODUCT }).first().waitFor();
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(4);
    expect(await page.getByLabel('Price of M / Gold', { exact: true }).inputValue()).toBe('₦5,000.5');

    // A draft says plainly that customers cannot see it, with the one button that publishes it.
    await page.getByText('Customers cannot see this product yet').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Product saved').waitFor();
    await page.getByText('Customers cannot see this product yet').waitFor({ state: 'detached' });
    const viewInStore = page.getByRole('link', { name: 'View in store' });
    await viewInStore.waitFor();
    productSlug = new URL((await viewInStore.getAttribute('href')) ?? '').pathname.split('/').pop() ?? '';
    expect(productSlug).toBe('aso-oke-fila-cap');
    await screenshot(page, 'dashboard-product-edit');

    await page.getByRole('link', { name: 'Products' }).first().click();
    const row = page.getByRole('row', { name: new RegExp(PRODUCT) });
    // On phones the status badge sits under the title instead: one of the two is shown.
    await row.getByText('Active', { exact: true }).filter({ visible: true }).waitFor();
    await row.getByText('From ₦4,500.00').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('the product is on the storefront; a guest buys a variant with JavaScript on', async () => {
    expect(productSlug).not.toBe('');
    const { page } = await open();
    await page.goto(`/s/${STORE.subdomain}`);
    await page.getByRole('link', { name: PRODUCT }).first().click();
    await page.getByRole('heading', { name: PRODUCT }).waitFor();
    await page.getByRole('img', { name: PRODUCT }).first().waitFor();
    // The tab's icon (the store's logo, else the platform's) is served on the store's address.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(icon ?? '/favicon.ico')).status()).toBe(200);
    // The island turns the combined select into one select per option.
    await page.getByLabel('Size', { exact: true }).selectOption('M');
    await page.getByLabel('Colour', { exact: true }).selectOption('Gold');
    await page.getByText('6 in stock').waitFor();
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/cart'),
      ),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
    await page.goto(`/s/${STORE.subdomain}/checkout`);
    await fillCheckout(page, 'Chidi Nwosu', 'chidi.js@example.ng');
    await page.getByText('Order received: awaiting payment').waitFor();
    payLink = (await page.locator('[data-pay-now]').getAttribute('href')) ?? '';
    await page.getByText('₦5,000.50').first().waitFor();
  });

  test('a guest checks out with JavaScript off', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    await page.goto(`/s/${STORE.subdomain}/products/${productSlug}`);
    await page.getByRole('heading', { name: PRODUCT }).waitFor();
    const select = page.getByLabel('Size / Colour');
    const value = await select.locator('option', { hasText: 'S / Indigo' }).getAttribute('value');
    await select.selectOption(value ?? '');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForLoadState();
    await page.goto(`/s/${STORE.subdomain}/checkout`);
    await fillCheckout(page, 'Ngozi Eze', 'ngozi.nojs@example.ng');
    await page.getByText('Order received: awaiting payment').waitFor();
    await page
      .getByText(/₦4,500(\.00)?/)
      .first()
      .waitFor();
  });

  test('both orders are in the dashboard; the paid one moves to processing, the unpaid one is cancelled', async () => {
    // The JavaScript order is paid on the payment sandbox first, as a customer would.
    const token = await vendorToken();
    const storeId = await storeIdOf(token);
    const orders = await apiGet<{ items: { id: string; total: number; email: string }[] }>(
      `/api/vendor/stores/${storeId}/orders?q=chidi.js`,
      token,
    );
    const paid = orders.items[0]!;
    expect(paid).toBeDefined();
    const buyer = await open();
    // The store's own payment page, as the confirmation linked it.
    await buyer.page.goto(payLink);
    await buyer.page.getByRole('button', { name: /by card/ }).click();
    await buyer.page.getByRole('heading', { name: 'Paystack checkout' }).waitFor();
    await buyer.page.getByRole('button', { name: /^Pay / }).click();
    await buyer.page.getByText('Payment received').waitFor();

    const { page, pageErrors } = await open();
    await signIn(page);
    await useStore(page);
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Orders' })
      .click();
    const table = page.getByRole('table', { name: 'Orders' });
    // exact: on phones the name shares a line with the date instead.
    await table.getByText('Chidi Nwosu', { exact: true }).waitFor();
    await table.getByText('Ngozi Eze', { exact: true }).waitFor();
    await screenshot(page, 'dashboard-orders');

    // The row's first link is the order; its phone's WhatsApp and call links follow.
    await table
      .getByRole('row', { name: /Chidi Nwosu/ })
      .getByRole('link', { name: /^#\d+$/ })
      .click();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Start processing' }).click();
    await page.getByText('Order is processing').waitFor();
    await page.getByRole('button', { name: 'Mark as shipped' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start processing' }).count()).toBe(0);
    await screenshot(page, 'dashboard-order-detail');

    await page.getByRole('link', { name: 'Orders' }).first().click();
    // The row's first link is the order; its phone's WhatsApp and call links follow.
    await table
      .getByRole('row', { name: /Ngozi Eze/ })
      .getByRole('link', { name: /^#\d+$/ })
      .click();
    await page.getByText('Pending payment', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Start processing' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/its reserved stock goes back on sale/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Order cancelled').waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();

    // Cancelling gave the S / Indigo cap back to stock: 3 again.
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await page.getByRole('textbox', { name: 'Search inventory' }).fill('FILA-S-IND');
    const line = page.getByRole('row', { name: /S \/ Indigo/ });
    // The stock cell reads "Low 3": under the default alert level of 5.
    await expect
      .poll(async () => ((await line.count()) === 1 ? await line.locator('td').nth(2).textContent() : ''))
      .toBe('Low3');

    // Issue 19: the overview counts the paid order and its product, and the period's report downloads.
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Overview' })
      .click();
    const paidOrders = page.locator('[data-figure="Paid orders"] [data-figure-value]');
    await expect.poll(async () => (await paidOrders.textContent()) ?? '').toBe('1');
    const best = page.getByRole('heading', { name: 'Best sellers' }).locator('..');
    await best.getByRole('link', { name: PRODUCT }).waitFor();
    await page.getByRole('heading', { name: 'Revenue and orders' }).scrollIntoViewIfNeeded();
    await page.getByRole('img', { name: /^Revenue and paid orders by day: ₦[\d,.]+, 1 in all$/i }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Financial report (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-financial-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Financial report (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(pageErrors).toEqual([]);
  });

  test('every dashboard screen renders at desktop and phone widths', async () => {
    for (const [width, height, label] of [
      [1280, 800, 'desktop'],
      [390, 844, 'mobile'],
    ] as const) {
      const { page, pageErrors } = await openPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width, height },
        localStorage: { kasuwa_cookie_consent: 'declined' },
      });
      await signInAsVendor(page);
      for (const [path, heading] of [
        // A store opened in the last two days is greeted as new.
        ['/dashboard', /^Welcome (back|to )/],
        ['/dashboard/products', 'Products'],
        ['/dashboard/products/new', 'New product'],
        ['/dashboard/collections', 'Collections'],
        ['/dashboard/inventory', 'Inventory'],
        ['/dashboard/orders', 'Orders'],
        ['/dashboard/settings', 'Store settings'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await page
          .locator('[aria-busy="true"]')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        await screenshot(page, `dashboard-${label}${path.replaceAll('/', '-')}`);
      }
      expect(pageErrors).toEqual([]);
    }
    // Every screen twice: over a minute on a loaded two-core machine.
  }, 180_000);

  async function fillCheckout(page: Page, name: string, email: string) {
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+2348098765432');
    await page.locator('[name="line1"]').fill('12 Zoo Road');
    await page.locator('[name="city"]').fill('Kano');
    await page.locator('[name="state"]').selectOption('Kano');
    await page.getByRole('button', { name: 'Place order' }).click();
  }

  async function vendorToken(): Promise<string> {
    const res = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VENDOR),
    });
    return ((await res.json()) as { token: string }).token;
  }

  async function apiGet<T>(path: string, token: string): Promise<T> {
    const res = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async function storeIdOf(token: string): Promise<number> {
    const { stores } = await apiGet<{ stores: { id: number; subdomain: string }[] }>(
      '/api/vendor/stores',
      token,
    );
    return stores.find((s) => s.subdomain === STORE.subdomain)!.id;
  }
});
