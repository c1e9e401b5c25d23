import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, screenshot } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

describe.skipIf(!hasChromium)('public pages', () => {
  let server: RunningServer;
  let browser: Browser;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    await mailbox.listen();
    server = await startServer({ env: { SMTP_URL: mailbox.url } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox.close();
  });

  const open = () => openPage(browser, { baseUrl: server.baseUrl });

  test('contact form: validates, sends to the support mailbox, shows the banner and resets after 5 s', async () => {
    const { page } = await open();
    await page.goto('/contact-us');
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Your Name').fill('Tunde Bakare');
    await page.getByLabel('Your Email').fill('tunde@example');
    await page.getByLabel('Your Subject').click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Your Email').fill('tunde@example.ng');
    await page.getByLabel('Your Subject').fill('Payout timing');
    await page.getByLabel('Your Message').fill('How long do naira payouts take?');
    await send.click();
    await page
      .getByText('Successfully! Your message was sent. One of our support agent would contact you soon...!!!')
      .waitFor();
    expect(await send.isDisabled()).toBe(true);
    await screenshot(page, 'public-contact-sent');
    const mail = await mailbox.waitFor((m) => m.to.includes('support@kasuwa.ng'));
    expect(mail.text).toContain('How long do naira payouts take?');
    await page.waitForFunction(() => !document.body.innerText.includes('Successfully!'), undefined, {
      timeout: 8000,
    });
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
  });

  test('FAQ: keyword filter on questions and an accordion with one answer open at a time', async () => {
    const { page } = await open();
    await page.goto('/faq');
    await page.getByLabel('Search questions').fill('PAYOUT');
    const controls = page.locator('.mantine-Accordion-control');
    expect(await controls.allInnerTexts()).toEqual(['When do I receive my payouts?']);
    await page.getByLabel('Search questions').fill('');
    await page.getByRole('button', { name: 'Payment and Billing' }).click();
    await page.getByRole('button', { name: 'How does escrow work?' }).click();
    await page.getByText('Payments are held in escrow until the customer confirms delivery').waitFor();
    await page.getByRole('button', { name: 'When do I receive my payouts?' }).click();
    await page.getByText('Naira payouts reach your bank within 24 hours').waitFor();
    await page
      .getByText('Payments are held in escrow until the customer confirms delivery')
      .waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'When do I receive my payouts?' }).click();
    await page.getByText('Naira payouts reach your bank within 24 hours').waitFor({ state: 'hidden' });
    await screenshot(page, 'public-faq');
  });

  test('solutions: live cards open their page, coming-soon cards are greyed and not links', async () => {
    const { page } = await open();
    await page.goto('/solutions');
    const soon = page.getByTestId('solution-kasuwa-wallet');
    expect(await soon.getAttribute('aria-disabled')).toBe('true');
    expect(await soon.evaluate((el) => el.tagName)).not.toBe('A');
    await soon.click();
    expect(new URL(page.url()).pathname).toBe('/solutions');
    await screenshot(page, 'public-solutions');
    await page.getByTestId('solution-payment-integration').click();
    await page.waitForURL('**/solutions/payment-integration');
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
  });

  test('static pages render with real content', async () => {
    const { page, pageErrors } = await open();
    for (const [path, heading] of [
      ['/about', 'Commerce tools built for African small businesses'],
      ['/career', 'Build the market of the future with us'],
      ['/pricing', 'Start free. Grow when you are ready.'],
      ['/terms', 'Terms and Conditions'],
      ['/privacy', 'Privacy Policy'],
      ['/legal', 'Legal centre'],
      ['/support', 'How can we help?'],
      ['/resources', 'Resources for vendors'],
      ['/resources/escrow', 'How escrow works'],
      ['/manual', 'The Kasuwa manual'],
      ['/subscribe', 'Subscribe to our newsletter'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    await page.goto('/pricing');
    await page.getByText('Premium', { exact: true }).first().waitFor();
    await screenshot(page, 'public-pricing');
    expect(pageErrors).toEqual([]);
  });
});
