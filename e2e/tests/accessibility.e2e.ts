import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline script tags.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.skipIf(!hasChromium)('accessibility of the public pages', () => {
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
});
