import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, noSidewaysScroll, openPage, signInAsVendor } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// Screens to look at by eye (issue 33); kept out of the repository.
const SHOTS = process.env.LANGUAGE_SHOTS ?? '/tmp/lang-settings-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const ACCOUNT_MENU: Record<string, string> = {
  'en-NG': 'Account menu',
  ha: 'Menu na asusu',
  fr: 'Menu du compte',
};

async function chooseLanguage(page: Page, from: string, name: string, lang: string) {
  await page.getByRole('button', { name: ACCOUNT_MENU[from] }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/**
 * What a reader sees on the screen holds no catalogue key, and no control's words spill out of it (long
 * French and Hausa words): the frame's links and buttons, the screen's buttons, tabs and table headers.
 */
async function expectReadable(page: Page, where: string) {
  const seen = await page.evaluate(() => document.body.innerText);
  // Addresses and e-mails have a key's shape; no key starts with www or ends in a top-level domain.
  const keys = (seen.match(/\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/g) ?? []).filter(
    (k) => !/^www\.|\.(ng|com|test|local)$/.test(k),
  );
  expect(keys, `${where}: catalogue keys on screen`).toEqual([]);
  const spilled = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'header a, header button, nav a, nav button, main button, main th, main [role="tab"]',
      ),
    ]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label')),
  );
  expect(spilled, `${where}: text wider than its control`).toEqual([]);
  // A table wider than its card (a header pushed out), unless it scrolls on purpose.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main table')]
      .filter((table) => !table.closest('[class*="ScrollContainer"], [class*="ScrollArea"]'))
      .filter((table) => {
        const box = table.closest<HTMLElement>('[class*="Card-root"]') ?? table.parentElement;
        return box && table.getBoundingClientRect().right > box.getBoundingClientRect().right + 1;
      })
      .map((table) => table.querySelector('th')?.textContent ?? table.getAttribute('aria-label')),
  );
  expect(wide, `${where}: table wider than its card`).toEqual([]);
  await noSidewaysScroll(page, where);
}

/** Each screen of the task in one language: its address, a translated heading, what to do there. */
interface Screen {
  name: string;
  path: string;
  heading: string;
  look?: (page: Page) => Promise<void>;
}

const SCREENS: Record<'ha' | 'fr', Screen[]> = {
  ha: [
    {
      name: 'money',
      path: '/dashboard/money',
      heading: 'Kuɗi',
      look: async (page) => {
        await page.getByLabel('Kuɗin da ke akwai').first().waitFor();
        await page.getByRole('tab', { name: 'Asusun banki' }).waitFor();
      },
    },
    {
      name: 'invoices',
      path: '/dashboard/invoices',
      heading: 'Takardun biya',
      look: async (page) => {
        // A draft written in Hausa: the form, then its card.
        await page.getByRole('button', { name: 'Sabuwar takardar biya' }).click();
        const form = page.getByRole('form', { name: 'Sabuwar takardar biya' });
        await form.getByLabel('Sunan abokin ciniki').fill('Amina Bello');
        await form.getByLabel('Bayani').fill('Ɗinkin riga');
        await form.getByLabel('Farashin ɗaya').fill('15000');
        await shot(page, `invoice-form-ha-${page.viewportSize()?.width}`);
        await form.getByRole('button', { name: 'Ajiye daftari' }).click();
        await page.locator('[data-invoice]').filter({ hasText: 'Amina Bello' }).first().waitFor();
        await page.getByText('Daftari').first().waitFor();
      },
    },
    { name: 'settings', path: '/dashboard/settings', heading: 'Bayanan shago' },
    { name: 'staff', path: '/dashboard/settings/staff', heading: 'Ma’aikata' },
    { name: 'activity', path: '/dashboard/settings/activity', heading: 'Ayyuka' },
    { name: 'apps', path: '/dashboard/apps', heading: 'Manhajoji' },
  ],
  fr: [
    {
      name: 'money',
      path: '/dashboard/money',
      heading: 'Finances',
      look: async (page) => {
        await page.getByLabel('Solde disponible').first().waitFor();
        await page.getByRole('tab', { name: 'Compte bancaire' }).waitFor();
      },
    },
    {
      name: 'invoices',
      path: '/dashboard/invoices',
      heading: 'Factures',
      look: async (page) => {
        await page.getByText('Brouillon').first().waitFor();
        await page.getByRole('button', { name: 'Nouvelle facture' }).click();
        await page.getByRole('form', { name: 'Nouvelle facture' }).getByLabel('Nom du client').waitFor();
      },
    },
    { name: 'settings', path: '/dashboard/settings', heading: 'Infos de la boutique' },
    { name: 'staff', path: '/dashboard/settings/staff', heading: 'Équipe' },
    { name: 'activity', path: '/dashboard/settings/activity', heading: 'Activité' },
    { name: 'apps', path: '/dashboard/apps', heading: 'Applications' },
  ],
};

/**
 * Issue 33: Money, the invoices (a draft written in Hausa), every card of Settings, Staff, the activity
 * log and Apps, in Hausa and in French at 390×844 and 1280×800: each shows a translated heading, no
 * catalogue key and nothing wider than its control or the screen; the screenshots are for a look.
 */
describe.skipIf(!hasChromium)('money, invoices, settings, staff and apps in Hausa and French', () => {
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

  test('a vendor reads her money and settings screens in Hausa, then French', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await signInAsVendor(page);

    let from = 'en-NG';
    for (const [lang, name] of [
      ['ha', 'Hausa'],
      ['fr', 'Français'],
    ] as const) {
      await chooseLanguage(page, from, name, lang);
      from = lang;
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const screen of SCREENS[lang]) {
          // The invoice is written once, on the phone.
          if (screen.name === 'invoices' && lang === 'ha' && viewport === DESKTOP) {
            await page.goto(screen.path);
            await page.getByRole('heading', { name: screen.heading, exact: true }).waitFor();
          } else {
            await page.goto(screen.path);
            await page.getByRole('heading', { name: screen.heading, exact: true }).first().waitFor();
            await screen.look?.(page);
          }
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
          await expectReadable(page, `${screen.name} in ${lang} at ${viewport.width}`);
          await shot(page, `${screen.name}-${lang}-${viewport.width}`);
        }
      }
      await page.setViewportSize(PHONE);
    }
    await chooseLanguage(page, from, 'English', 'en-NG');
    expect(pageErrors).toEqual([]);
  });
});
