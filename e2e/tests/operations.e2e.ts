import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN_ACCOUNTS, deployConfirmText } from '@kasuwa/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/**
 * Operations (spec 2.18–2.19): an administrator deploys a theme and follows it to the history, then
 * uses the system monitor: the queue dashboard frame and the PDF report.
 */
describe.skipIf(!hasChromium)('operations', () => {
  let server: RunningServer;
  let browser: Browser;
  let downloads: string;

  beforeAll(async () => {
    server = await startServer({ env: { KASUWA_TEST_DATA: '1' }, startTimeoutMs: 150_000 });
    browser = await launchBrowser();
    downloads = mkdtempSync(join(tmpdir(), 'kasuwa-e2e-downloads-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (downloads) rmSync(downloads, { recursive: true, force: true });
  });

  const superAdmin = DEMO_ADMIN_ACCOUNTS.find((a) => a.role === 'super_admin')!;
  const open = () =>
    openPage(browser, { baseUrl: server.baseUrl, localStorage: { kasuwa_cookie_consent: 'declined' } });

  async function signIn(page: Page) {
    await page.goto('/administrator/login');
    await page.getByLabel('Username or Email').fill(superAdmin.username);
    await page.getByLabel(/^Password/).fill(superAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/administrator');
  }

  test('deploys a theme: confirmation, active card until completed and gone, then history', async () => {
    const { page, pageErrors } = await open();
    await signIn(page);
    await page.goto('/administrator/themes');
    await page.getByRole('heading', { name: 'Theme Management' }).waitFor();

    const card = page.getByTestId('theme-1');
    // The card's small print is "{theme_name} · v{version}"; the dialog names the theme by theme_name.
    const themeName = ((await card.getByText(/ · v[\d.]+$/).textContent()) ?? '').split(' · ')[0]!.trim();
    await card.hover();
    await card.getByRole('button', { name: 'Deploy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deploy theme' });
    await dialog.getByText(deployConfirmText(themeName), { exact: true }).waitFor();
    expect(deployConfirmText(themeName)).toBe(
      `Are you sure you want to deploy theme "${themeName}" to all stores using this theme?`,
    );
    await dialog.getByRole('button', { name: 'Deploy' }).click();

    await page.getByRole('heading', { name: 'Active Deployments' }).waitFor();
    const active = page.locator('[data-testid^="deployment-"]');
    await expect.poll(() => active.count()).toBe(1);
    const jobId = Number((await active.first().getAttribute('data-testid'))!.replace('deployment-', ''));
    // Polled every 5 s: pending or in progress, then completed.
    await active.first().getByText('completed', { exact: true }).waitFor({ timeout: 20_000 });
    const completedAt = Date.now();
    // About 10 s after its final status the card leaves, and the section with it.
    await page
      .getByRole('heading', { name: 'Active Deployments' })
      .waitFor({ state: 'detached', timeout: 20_000 });
    const lingered = Date.now() - completedAt;
    expect(lingered).toBeGreaterThan(7_000);
    expect(lingered).toBeLessThan(16_000);

    const row = page.getByTestId(`history-${jobId}`);
    await row.waitFor();
    // textContent: the badge's capitals are only CSS.
    await expect.poll(() => row.locator('td').nth(1).textContent()).toBe(themeName);
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe('completed');
    expect(pageErrors).toEqual([]);
  });

  test('system monitor: the Bull Board frame shows and hides, and the report downloads as a readable PDF', async () => {
    const { page, pageErrors } = await open();
    await signIn(page);
    await page.goto('/administrator/monitor');
    await page.getByRole('heading', { name: 'System Monitor' }).waitFor();
    const serviceCards = page.locator('[data-testid^="service-"]');
    await expect.poll(() => serviceCards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const services = (
      await serviceCards.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!))
    ).map((id) => id.replace('service-', ''));

    const frame = page.locator('iframe[title="Bull Board"]');
    expect(await frame.count()).toBe(0);
    await page.getByRole('button', { name: 'Show Bull Board' }).click();
    await frame.waitFor();
    // The frame loads the dashboard with the session cookie the button opened (not the denial page).
    const board = page.frameLocator('iframe[title="Bull Board"]');
    await board.locator('body').waitFor();
    expect(await board.locator('body').textContent()).not.toMatch(/sign in|not allowed|forbidden/i);
    await page.getByRole('button', { name: 'Hide Bull Board' }).click();
    await frame.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show Bull Board' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`system-report-${today}.pdf`);
    const file = join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text.length).toBeGreaterThan(100);
    for (const service of services) expect(text, service).toContain(service);
    expect(pageErrors).toEqual([]);
  });
});
