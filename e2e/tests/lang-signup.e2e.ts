import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, noSidewaysScroll, openPage } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// Screens to look at by eye (issue 33); kept out of the repository.
const SHOTS = process.env.LANGUAGE_SHOTS ?? '/tmp/lang-signup-shots';
/** A catalogue key on screen instead of its words. */
const KEY = /\b[a-z]+\.[a-z]+\.[a-zA-Z.]+\b/g;

/**
 * The screen speaks one language and holds its words: no catalogue key shows, no button, link or table
 * header is narrower than its words (French and Hausa run long), and the page does not scroll sideways.
 */
async function screenSpeaks(page: Page, where: string) {
  const text = await page.evaluate(() => document.body.innerText);
  // A store's address (name.kasuwa.ng) is data, not a key.
  const keys = (text.match(KEY) ?? []).filter((match) => !match.endsWith('.kasuwa.ng'));
  expect(keys, `${where}: a catalogue key shows`).toEqual([]);
  const spilled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, th, label')]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label')),
  );
  expect(spilled, `${where}: words wider than their control`).toEqual([]);
  await noSidewaysScroll(page, where);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * Issue 33, signing up in Hausa on a 390×844 phone: a visitor picks Hausa in the public footer, the
 * sign-up form speaks Hausa with Hausa chosen in its language picker, the e-mail's link confirms her,
 * she creates her first store in Hausa, logs out, logs back in and asks for a new password, all in
 * Hausa; then she switches her account to French and her plans page speaks French.
 */
describe.skipIf(!hasChromium)('signing up, signing in and the plans page in the vendor’s language', () => {
  let server: RunningServer;
  let browser: Browser;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    await mailbox.listen();
    server = await startServer({ env: { SMTP_URL: mailbox.url }, startTimeoutMs: 230_000 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox.close();
  });

  test('sign up in Hausa, the first store, log out, log in, forgot password; the plans page in French', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    const email = `hauwa.${Date.now()}@example.ng`;
    const password = 'kano-kasuwa-2026';

    // The public footer's language switch keeps Hausa for the app's screens.
    await page.goto('/');
    await page.locator('select[data-locale-switcher]').selectOption('ha');
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Buɗe asusunku' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ha');
    // The picker offers Hausa, already chosen: the account starts in it.
    const picker = page.getByRole('main').getByRole('combobox', { name: 'Harshe' });
    expect(await picker.inputValue()).toBe('ha');
    await picker.selectOption('ha');
    await page.getByRole('button', { name: 'Buɗe asusu' }).click();
    await page.getByText('Sunan kasuwanci ya kasance aƙalla haruffa 2.').first().waitFor();
    await screenSpeaks(page, 'Sign-up in Hausa, its messages');
    await shot(page, 'register-ha-messages-phone');
    await page.getByLabel('Sunan kasuwanci').fill('Hauwa Yadi');
    await page.getByLabel('Suna na farko').fill('Hauwa');
    await page.getByLabel('Sunan iyali').fill('Bello');
    await page.getByLabel('Adireshin imel').fill(email);
    await page.getByLabel('Lambar waya').fill('0803 555 0199');
    await page.getByLabel(/^Kalmar sirri/).fill(password);
    await page.getByRole('button', { name: 'Buɗe asusu' }).click();
    await page.getByRole('heading', { name: 'Ku duba imel ɗinku don tabbatar da asusunku' }).waitFor();
    await screenSpeaks(page, 'Sign-up sent, in Hausa');
    await shot(page, 'register-ha-sent-phone');

    // The e-mail's link confirms her and signs her in, on to her first store.
    await page.goto(await mailbox.linkTo(email, '/email-confirmation'));
    await page.getByText('An tabbatar da imel ɗinku kuma kun shiga.').waitFor();
    await page.waitForURL('**/new-store/modal', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Buɗe shagonku' }).waitFor();
    await page.getByLabel('Sunan shago').fill('Hauwa Yadi');
    await page.getByText(/yana nan, babu wanda ya ɗauka$/).waitFor();
    await page.getByRole('textbox', { name: 'Me kuke sayarwa?' }).click();
    await page.getByRole('option', { name: 'Kayan sawa' }).click();
    await screenSpeaks(page, 'The first store in Hausa');
    await shot(page, 'new-store-ha-phone');
    await page.getByRole('button', { name: 'Buɗe shago' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    // Log out from the dashboard's account menu: the login page speaks Hausa.
    await page.getByRole('button', { name: 'Menu na asusu' }).click();
    await page.getByRole('menuitem', { name: 'Fita' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Shiga' }).waitFor();
    await screenSpeaks(page, 'Login in Hausa');
    await shot(page, 'login-ha-phone');
    await page.getByRole('textbox', { name: 'Adireshin imel' }).fill(email);
    await page.getByLabel('Kalmar sirri', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Shiga' }).click();
    await page.waitForURL('**/dashboard');

    // Out again, and the forgotten password from the login page.
    await page.getByRole('button', { name: 'Menu na asusu' }).click();
    await page.getByRole('menuitem', { name: 'Fita' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Kun manta kalmar sirri?' }).click();
    await page.getByRole('heading', { name: 'Kun manta kalmar sirri?' }).waitFor();
    await page.getByRole('textbox', { name: 'Adireshin imel' }).fill(email);
    await page.getByRole('button', { name: 'Aiko mahaɗi' }).click();
    await page.getByText('Za a kai ku shafin shiga bayan daƙiƙa 10.').waitFor();
    await screenSpeaks(page, 'Forgot password in Hausa');
    await shot(page, 'forgot-ha-phone');
    await page.setViewportSize(DESKTOP);
    await screenSpeaks(page, 'Forgot password in Hausa (desktop)');
    await shot(page, 'forgot-ha-desktop');
    await page.getByRole('link', { name: 'Koma wurin shiga' }).click();
    await page.getByRole('heading', { name: 'Shiga' }).waitFor();
    await screenSpeaks(page, 'Login in Hausa (desktop)');
    await shot(page, 'login-ha-desktop');

    // Back in, she switches her account to French: the plans page speaks French.
    await page.setViewportSize(PHONE);
    await page.getByRole('textbox', { name: 'Adireshin imel' }).fill(email);
    await page.getByLabel('Kalmar sirri', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Shiga' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Menu na asusu' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Abonnement' }).waitFor();
    await page.getByRole('heading', { name: 'Changer de formule' }).waitFor();
    await page.getByText('Formule actuelle').waitFor();
    await page.getByRole('radio', { name: 'Premium' }).waitFor();
    expect(
      await page
        .getByText(/ \/ mois$/)
        .first()
        .textContent(),
    ).toMatch(/^\d{1,3}(\s\d{3})*\s₦ \/ mois$/);
    await screenSpeaks(page, 'Plans in French');
    await shot(page, 'subscription-fr-phone');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByText(/^À payer maintenant : /).waitFor();
    await page.getByRole('radio', { name: 'Virement (un numéro de compte pour ce paiement)' }).waitFor();
    await screenSpeaks(page, 'Paying a plan in French');
    await shot(page, 'subscription-fr-billing-phone');
    await page.setViewportSize(DESKTOP);
    await screenSpeaks(page, 'Paying a plan in French (desktop)');
    await shot(page, 'subscription-fr-billing-desktop');
    expect(pageErrors).toEqual([]);
  });
});
