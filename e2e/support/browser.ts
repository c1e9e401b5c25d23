import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { repoRoot } from './server';

export const artifactsDir = join(repoRoot, 'e2e/artifacts');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** True when a Chromium binary is configured; journeys skip themselves otherwise. */
export const hasChromium = Boolean(process.env.CHROMIUM_PATH);

/** Headless Chromium from CHROMIUM_PATH, with a fresh profile (Playwright creates and removes it). */
export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH;
  if (!executablePath)
    throw new Error('Set CHROMIUM_PATH (for example /usr/bin/chromium) to run the e2e suite');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Every console message the page logged, in order. */
  console: ConsoleMessage[];
  /** Uncaught exceptions in the page. */
  pageErrors: Error[];
}

export interface PageOptions {
  baseUrl: string;
  viewport?: { width: number; height: number };
  /** Entries written to the origin's localStorage before any page script runs (e.g. a stored choice). */
  localStorage?: Record<string, string>;
}

function safeName(name: string): string {
  return name
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * A page in its own browser context, for use inside a test: on failure a full-page screenshot goes to
 * e2e/artifacts/<test name>.png, and the context is closed when the test finishes.
 */
export async function openPage(browser: Browser, options: PageOptions): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  if (options.localStorage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.localStorage);
  }
  const page = await context.newPage();
  const messages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error));

  // Vitest runs onTestFinished before onTestFailed, so one hook takes the screenshot, then closes.
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      await screenshot(page, task.fullName).catch(() => undefined);
    }
    await context.close().catch(() => undefined);
  });
  return { page, context, console: messages, pageErrors };
}

/** Saves a screenshot under e2e/artifacts/ (for looking at screens, not for assertions). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = join(artifactsDir, `${safeName(name)}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** The demo vendor seeded on first start (README). */
export const DEMO_VENDOR = { email: 'vendor@kasuwa.local', password: 'kasuwa-demo' };

/** Signs a vendor in through the login form and waits for the dashboard. */
export async function signInAsVendor(page: Page, vendor = DEMO_VENDOR): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(vendor.email);
  await page.getByLabel('Password', { exact: true }).fill(vendor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Fails when the page scrolls sideways. Measured once the layout settled for the current width: after a
 * resize React re-renders (tables drop columns on a phone), so the frame in between is not judged.
 */
export async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth)), {
      message: `${where} is wider than the screen`,
      timeout: 5_000,
    })
    .toBe(0);
}
