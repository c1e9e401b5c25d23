import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, noSidewaysScroll, openPage } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// Screens to look at by eye (issue 33); kept out of the repository.
const SHOTS = process.env.LANGUAGE_SHOTS ?? '/tmp/lang-public-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Each page of the journey: its address, its heading and its document title in Hausa and French. */
const PAGES = [
  {
    path: '/',
    name: 'landing',
    ha: {
      heading: 'Shagonku a yanar gizo cikin mintoci',
      title: 'Kasuwa: shagonku a yanar gizo cikin mintoci',
    },
    fr: {
      heading: 'Votre boutique en ligne en quelques minutes',
      title: 'Kasuwa : votre boutique en ligne en quelques minutes',
    },
  },
  {
    path: '/pricing',
    name: 'pricing',
    ha: { heading: 'Ku fara kyauta. Ku haɓaka idan kun shirya.', title: 'Farashi · Kasuwa' },
    fr: { heading: 'Commencez gratuitement. Grandissez quand vous êtes prêt.', title: 'Tarifs · Kasuwa' },
  },
  {
    path: '/solutions',
    name: 'solutions',
    ha: { heading: 'Duk abin da kuke bukata don sayarwa a yanar gizo', title: 'Hanyoyin magance · Kasuwa' },
    fr: { heading: 'Tout pour vendre en ligne', title: 'Solutions · Kasuwa' },
  },
  {
    path: '/faq',
    name: 'faq',
    ha: { heading: 'Tambayoyin da ake yawan yi', title: 'Tambayoyin da ake yawan yi · Kasuwa' },
    fr: { heading: 'Questions fréquentes', title: 'Questions fréquentes · Kasuwa' },
  },
  {
    path: '/contact-us',
    name: 'contact',
    ha: { heading: 'Muna nan don taimaka, awa 24 kullum', title: 'Tuntuɓe mu · Kasuwa' },
    fr: { heading: 'Nous sommes là pour vous aider, 24 h/24, 7 j/7', title: 'Nous contacter · Kasuwa' },
  },
] as const;

/**
 * No words spill out of their control (French and Hausa run long), nothing scrolls sideways, and no
 * catalogue key (`landing.hero.title`) shows instead of words; web addresses (`x.kasuwa.ng`) are not keys.
 */
async function expectReadable(page: Page, where: string) {
  const spilled = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'header a, header button, nav a, nav button, main a, main button',
      ),
    ]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label')),
  );
  expect(spilled, `${where}: text wider than its control`).toEqual([]);
  // What sticks out past the screen's right edge, named, before the overall check.
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.offsetParent !== null && el.children.length === 0)
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} in ${el.parentElement?.className}: ${el.textContent?.trim().slice(0, 60)}`,
      ),
  );
  expect(outside, `${where}: past the screen's edge`).toEqual([]);
  await noSidewaysScroll(page, where);
  const text = await page.evaluate(() => document.body.innerText.replace(/[a-z0-9.-]+\.ng/g, ''));
  expect(text, `${where}: a catalogue key on screen`).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/);
}

/** The footer's language switcher, on a server-rendered page or in the app. */
async function chooseLanguage(page: Page, locale: string) {
  await page.locator('select[data-locale-switcher]').selectOption(locale);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

/**
 * Issue 33: a visitor of the public site chooses Hausa in the footer, then French: the landing page
 * (drawn on the server in English, then by the app in her language), pricing, solutions, FAQ and contact
 * speak it at 390×844 and 1280×800, with their document titles; the choice holds across pages and
 * reloads; English comes back from the same switcher.
 */
describe.skipIf(!hasChromium)('the public site in the visitor’s language', () => {
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

  test('Hausa, then French, from the footer’s switcher, on a phone and a desktop', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Your shop online in minutes' }).waitFor();

    for (const locale of ['ha', 'fr'] as const) {
      await chooseLanguage(page, locale);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        const width = viewport === PHONE ? 'phone' : 'desktop';
        for (const target of PAGES) {
          const words = target[locale];
          // A fresh load each time: the server-rendered pages start the app for this language.
          await page.goto(target.path);
          await page.getByRole('heading', { level: 1, name: words.heading }).waitFor();
          await expect.poll(() => page.title(), { message: `${target.path} title` }).toBe(words.title);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          await expectReadable(page, `${target.name} in ${locale} (${width})`);
          await shot(page, `${locale}-${target.name}-${width}`);
        }
      }
      await page.setViewportSize(PHONE);
      await page.goto('/');
    }

    // English from the same switcher: the app switches at once, and a reload serves the English page.
    await chooseLanguage(page, 'en-NG');
    await page.getByRole('heading', { level: 1, name: 'Your shop online in minutes' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your shop online in minutes' }).waitFor();
    await expect.poll(() => page.title()).toBe('Kasuwa: your shop online in minutes');
    expect(pageErrors).toEqual([]);
  });
});
