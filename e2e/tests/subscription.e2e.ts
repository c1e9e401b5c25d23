import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, screenshot } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

/** The payment sandbox's Paystack key, so the journey can drive the sandbox's controls. */
const SANDBOX_SECRET = 'sk_test_subscription_journey';

describe.skipIf(!hasChromium)('subscription', () => {
  let server: RunningServer;
  let browser: Browser;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    await mailbox.listen();
    server = await startServer({ env: { SMTP_URL: mailbox.url, PAYSTACK_SECRET_KEY: SANDBOX_SECRET } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox.close();
  });

  test('a Free vendor hits the store limit, pays for Premium, opens a second store, replaces its card; a failed renewal, grace, then Free leaves it read-only', async () => {
    const email = `kemi.${Date.now()}@example.ng`;
    const res = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Kemi Beads',
        firstName: 'Kemi',
        lastName: 'Ade',
        email,
        phone: '08031234567',
        password: 'beads-2026',
      }),
    });
    expect(res.status).toBe(201);
    const { page, pageErrors } = await open();
    await page.goto(await mailbox.linkTo(email, '/email-confirmation'));
    await page.getByText('Your email has been confirmed and you are signed in.').waitFor();
    // The link signed her in; this journey starts from a signed-out visit to the pricing page.
    await page.context().clearCookies();

    // Signed out, the pricing page's paid plan goes through login and back to the subscription page.
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Choose Premium' }).click();
    await page.waitForURL('**/login?next=*');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('beads-2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/subscription?plan=premium');
    await page.getByRole('heading', { name: 'Free' }).waitFor();

    const createStore = async (name: string) => {
      await page.goto('/new-store');
      await page.getByLabel('Store name').fill(name);
      await page.getByText(/is available$/).waitFor();
      await page.getByRole('textbox', { name: 'What do you sell?' }).click();
      await page.getByRole('option', { name: 'Fashion' }).click();
      await page.getByRole('button', { name: 'Create store' }).click();
    };
    await createStore('Kemi Beads');
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    // The second store is refused, naming the plan that allows it.
    await createStore('Kemi Beads Abuja');
    await page.getByText('Upgrade to unlock').waitFor();
    await screenshot(page, 'subscription-store-limit');
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();

    // Choose a plan → billing information → payment (sandbox card) → confirmation.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name on the bill').fill('Kemi Ade');
    await page.getByText('To pay now: ₦10,000').waitFor();
    await screenshot(page, 'subscription-billing-information');
    await page.getByRole('button', { name: 'Pay ₦10,000' }).click();
    await page.waitForURL('**/sandbox/paystack/checkout/**');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/subscription/confirm?**');
    await page.getByText('Thank you: your plan is active').waitFor({ timeout: 20_000 });
    await screenshot(page, 'subscription-confirmed');

    await page.getByRole('link', { name: 'Open another store' }).click();
    await page.getByLabel('Store name').fill('Kemi Beads Abuja');
    await page.getByText(/is available$/).waitFor();
    await page.getByRole('textbox', { name: 'What do you sell?' }).click();
    await page.getByRole('option', { name: 'Fashion' }).click();
    await page.getByRole('button', { name: 'Create store' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    await page.goto('/subscription');
    await page.getByText('Stores: 2 of 5').waitFor();
    await page.getByText('Billing history').waitFor();
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /^Invoice .* \(PDF\)$/ })
        .first()
        .click(),
    ]);
    expect(invoice.suggestedFilename()).toMatch(/^kasuwa-invoice-.+\.pdf$/);
    expect(
      readFileSync((await invoice.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await screenshot(page, 'subscription-premium-two-stores');

    // On a phone, the vendor replaces the saved card: a ₦50 check on Paystack's page with another card,
    // refunded at once; renewals are charged to the new card from then on.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/subscription');
    const paymentMethod = page.getByRole('region', { name: 'Payment method' });
    await paymentMethod.getByText('Card ending 4081 (expires 12/2030) is saved.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await paymentMethod.getByRole('button', { name: 'Replace card' }).click();
    await page.waitForURL('**/sandbox/paystack/checkout/**');
    await page.getByRole('button', { name: 'Pay ₦50.00' }).waitFor();
    await page.getByRole('button', { name: 'Use the Verve test card ending 6666' }).click();
    await page.waitForURL('**/subscription?card=check&**');
    const checkReference = new URL(page.url()).searchParams.get('reference')!;
    await page.getByText('Your new card is saved').waitFor({ timeout: 20_000 });
    await page.getByText('Renewals are now charged to the card ending 6666.', { exact: false }).waitFor();
    await page.getByText('Card check (refunded at once)').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'subscription-card-replaced-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The sandbox declines the saved card from now on; the renewal is brought to now and the sweep
    // (every 2 s under KASUWA_ENV=test) tries it: a failed renewal opens the grace period.
    const sandbox = { authorization: `Bearer ${SANDBOX_SECRET}`, 'content-type': 'application/json' };
    // The card to decline is the new one: the check that saved it names its authorization.
    const verified = await (
      await fetch(`${server.baseUrl}/sandbox/paystack/transaction/verify/${checkReference}`, {
        headers: sandbox,
      })
    ).json();
    const card = verified.data.authorization.authorization_code as string;
    const declined = await fetch(
      `${server.baseUrl}/sandbox/paystack/_sandbox/authorizations/${card}/decline`,
      {
        method: 'POST',
        headers: sandbox,
        body: JSON.stringify({ decline: true }),
      },
    );
    expect(declined.status).toBe(200);
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'beads-2026' }),
    });
    const vendor = { authorization: `Bearer ${(await login.json()).token}` };
    const dueNow = () =>
      fetch(`${server.baseUrl}/api/subscription/_sandbox/due-now`, { method: 'POST', headers: vendor });
    expect((await dueNow()).status).toBe(200);

    const graceMail = await mailbox.waitFor(
      (m) => m.to.includes(email) && m.text.includes('We will try again once a day'),
      30_000,
    );
    expect(graceMail.text).toContain('to your card ending 6666 failed: Insufficient Funds');
    await page.goto('/subscription');
    await page.getByText('Payment overdue').waitFor({ timeout: 20_000 });
    await page.getByText('Your renewal payment failed.').waitFor();
    await screenshot(page, 'subscription-grace');

    // The grace period runs out (brought to now): the account falls to Free, nothing is deleted.
    expect((await dueNow()).status).toBe(200);
    const endMail = await mailbox.waitFor(
      (m) => m.to.includes(email) && m.text.includes('after 3 days of retries'),
      30_000,
    );
    expect(endMail.text).toContain('Nothing was deleted');
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Free' }).waitFor({ timeout: 20_000 });
    await page.getByText('Choose the stores to keep').waitFor();
    await page.getByText(/Kemi Beads Abuja \(.+\) · read-only/).waitFor();
    await screenshot(page, 'subscription-downgraded');

    // The second store takes no new products, and its storefront stays up.
    const overview = await (await fetch(`${server.baseUrl}/api/subscription`, { headers: vendor })).json();
    const second = overview.stores.find((s: { name: string }) => s.name === 'Kemi Beads Abuja');
    expect(second.readOnly).toBe(true);
    expect(overview.stores.find((s: { name: string }) => s.name === 'Kemi Beads').readOnly).toBe(false);
    const refused = await fetch(`${server.baseUrl}/api/vendor/stores/${second.id}/products`, {
      method: 'POST',
      headers: { ...vendor, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'New beads', status: 'active', price: 1000, variants: [] }),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('STORE_READ_ONLY');
    const storefront = await page.goto(`/s/${second.subdomain}`);
    expect(storefront?.status()).toBe(200);
    await page.getByText('Kemi Beads Abuja').first().waitFor();
    await screenshot(page, 'subscription-read-only-storefront');
    expect(pageErrors).toEqual([]);

    // The same pages on a phone: nothing wider than the screen.
    const phone = await openPage(browser, { baseUrl: server.baseUrl, viewport: { width: 390, height: 844 } });
    await phone.page.goto('/pricing');
    await phone.page.getByRole('link', { name: 'Choose Premium' }).first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.page.goto('/login');
    await phone.page.getByLabel('Email address').fill(email);
    await phone.page.getByLabel('Password', { exact: true }).fill('beads-2026');
    await phone.page.getByRole('button', { name: 'Login' }).click();
    await phone.page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await phone.page.waitForLoadState('networkidle');
    await phone.page.goto('/subscription');
    await phone.page.getByText('Choose the stores to keep').waitFor({ timeout: 20_000 });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'subscription-downgraded-phone');
    expect(phone.pageErrors).toEqual([]);
  }, 150_000);

  const open = () => openPage(browser, { baseUrl: server.baseUrl });
});
