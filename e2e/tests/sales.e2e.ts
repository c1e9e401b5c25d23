import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_VENDOR,
  hasChromium,
  launchBrowser,
  noSidewaysScroll,
  openPage,
  signInAsVendor,
} from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
// Screens to look at by eye; kept out of the repository.
const SHOTS = process.env.SALES_SHOTS ?? '/tmp/sales-shots';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious or critical axe findings in the page's main region (the New sale screen, not the frame). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (c: string) => Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run('main')).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * What a vendor does to record a sale, counted: every tap and every field typed in, from the dashboard to
 * the saved sale. Issue 30 asks for a two-item sale in at most 30 seconds on a phone; the counts are kept
 * as assertions so a change that adds a step shows here.
 */
class Effort {
  taps = 0;
  fields = 0;
  async tap(locator: Locator) {
    this.taps++;
    await locator.click();
  }
  async type(locator: Locator, text: string) {
    this.taps++;
    this.fields++;
    await locator.click();
    await locator.fill(text);
  }
}

/** The element is on screen and is what a tap at its centre lands on. */
async function expectTappable(locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  const hit = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { covered: !top || !(el === top || el.contains(top)), by: top?.tagName ?? 'nothing' };
  });
  expect(hit.covered, `${what} is covered by ${hit.by}`).toBe(false);
}

describe.skipIf(!hasChromium)('New sale on a phone (issue 30)', () => {
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

  const open = (viewport = PHONE) =>
    openPage(browser, {
      baseUrl: server.baseUrl,
      viewport,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });

  async function vendorApi<T>(path: string): Promise<T> {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_VENDOR),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  test('a walk-in cash sale of two items, with its receipt, in 5 taps and no field', async () => {
    const { page, pageErrors } = await open();
    await signInAsVendor(page);
    const effort = new Effort();
    const started = Date.now();

    // One tap from any screen: the header's New sale.
    await expectTappable(page.getByRole('link', { name: 'New sale' }), 'New sale');
    await effort.tap(page.getByRole('link', { name: 'New sale' }));
    await page.getByRole('heading', { name: 'New sale' }).waitFor();
    const offered = page.getByRole('list', { name: 'Products to add' }).getByRole('button');
    await offered.nth(1).waitFor();
    await noSidewaysScroll(page, 'New sale');
    await shot(page, 'new-sale-empty-phone');
    await effort.tap(offered.nth(0));
    await effort.tap(offered.nth(1));
    await page.getByRole('group', { name: 'Items in this sale' }).getByText(/^\d+$/).nth(1).waitFor();
    await effort.tap(page.getByText('Walk-in', { exact: true }));
    const save = page.getByRole('button', { name: /^Save sale/ });
    await expectTappable(save, 'Save sale');
    await shot(page, 'new-sale-filled-phone');
    expect(await seriousViolations(page)).toEqual([]);
    await effort.tap(save);

    await page.getByRole('heading', { name: /^Sale #\d+ recorded$/ }).waitFor();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `walk-in cash sale, two items: ${effort.taps} taps, ${effort.fields} fields, ${seconds.toFixed(1)} s`,
    );
    expect(effort.taps).toBeLessThanOrEqual(5);
    expect(effort.fields).toBe(0);
    await page.getByText('paid to you').waitFor();
    const receipt = page.getByRole('link', { name: /Open receipt/ });
    const pdf = await page.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expectTappable(page.getByRole('link', { name: 'WhatsApp' }), 'WhatsApp share');
    await noSidewaysScroll(page, 'Sale recorded');
    await shot(page, 'sale-recorded-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a WhatsApp sale with a pay link, paid by the buyer through the sandbox into escrow', async () => {
    const { page, pageErrors } = await open();
    await signInAsVendor(page);
    const effort = new Effort();
    await effort.tap(page.getByRole('link', { name: 'New sale' }));
    const offered = page.getByRole('list', { name: 'Products to add' }).getByRole('button');
    await offered.nth(1).waitFor();
    await effort.tap(offered.nth(0));
    await effort.tap(offered.nth(1));
    await effort.tap(page.getByText('WhatsApp', { exact: true }));
    await effort.type(page.getByLabel('Buyer’s phone'), '0803 123 4567');
    await effort.tap(page.getByText('Pay link', { exact: true }));
    await effort.tap(page.getByRole('button', { name: /^Create pay link/ }));
    await page.getByRole('heading', { name: /^Sale #\d+ recorded$/ }).waitFor();
    console.log(`WhatsApp sale with a pay link, two items: ${effort.taps} taps, ${effort.fields} fields`);
    expect(effort.taps).toBeLessThanOrEqual(7);
    expect(effort.fields).toBe(1);
    const link = await page.getByRole('textbox', { name: 'Pay link' }).inputValue();
    expect(link).toMatch(/\/orders\/[A-Za-z0-9_-]+\/pay$/);
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/2348031234567\?text=/,
    );
    await noSidewaysScroll(page, 'Pay link');
    await shot(page, 'pay-link-phone');
    const number = Number(
      (await page.getByRole('heading', { name: /^Sale #/ }).textContent())!.match(/\d+/)![0],
    );

    // The buyer opens the link on her phone and pays by card on the sandbox.
    const buyer = await open();
    await buyer.page.goto(link);
    // The sale has no e-mail: the card provider wants one for its receipt.
    await buyer.page.getByLabel('Email for the card receipt').first().fill('amaka@example.com');
    await buyer.page.getByRole('button', { name: /by card/ }).click();
    await buyer.page.getByRole('heading', { name: 'Paystack checkout' }).waitFor();
    await buyer.page.getByRole('button', { name: /^Pay / }).click();
    await buyer.page.getByText('Payment received').waitFor();

    const { stores } = await vendorApi<{ stores: { id: number }[] }>('/api/vendor/stores');
    const storeId = stores[0]!.id;
    const orders = await vendorApi<{
      items: { number: number; status: string; paymentMode: string; total: number }[];
    }>(`/api/vendor/stores/${storeId}/orders?limit=50`);
    const order = orders.items.find((o) => o.number === number)!;
    expect(order).toMatchObject({ status: 'paid', paymentMode: 'escrow' });
    const balance = await vendorApi<{ balances: { escrow: number }[] }>(
      `/api/vendor/stores/${storeId}/money/balance`,
    );
    expect(balance.balances[0]!.escrow).toBeGreaterThanOrEqual(order.total);
    expect(pageErrors).toEqual([]);
  });

  test('the New sale screen at desktop width', async () => {
    const { page, pageErrors } = await open(DESKTOP);
    await signInAsVendor(page);
    await page.getByRole('link', { name: 'New sale' }).click();
    await page.getByRole('list', { name: 'Products to add' }).getByRole('button').first().waitFor();
    await noSidewaysScroll(page, 'New sale (desktop)');
    await shot(page, 'new-sale-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
