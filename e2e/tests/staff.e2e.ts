import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  hasChromium,
  launchBrowser,
  noSidewaysScroll,
  openPage,
  screenshot,
  signInAsVendor,
} from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { coveredActions, seriousViolations } from '../support/screen-checks';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Until the dialog's opening transition ends: axe measures colours as they are drawn, mid-fade too. */
async function transitionsDone(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running')))
    .toBe(true);
}

/** A screen she can use: no sideways scroll, nothing fixed over an action, axe without serious findings. */
async function screenPasses(page: Page, name: string) {
  await noSidewaysScroll(page, name);
  expect(await coveredActions(page), `${name}: covered actions`).toEqual([]);
  expect(await seriousViolations(page), `${name}: axe`).toEqual([]);
  await screenshot(page, `staff-${name}`);
}

/**
 * Issue 34's journey: the owner (the demo vendor, on Premium) invites a Sales assistant by e-mail on her
 * phone; the assistant opens the e-mailed link, chooses a password, records a walk-in sale, and finds no
 * Money page (nor by its address); the owner sees the sale in Activity and removes her, after which her
 * next action sends her out of the store.
 */
describe.skipIf(!hasChromium)('staff accounts (issue 34)', () => {
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

  const open = (viewport = PHONE) =>
    openPage(browser, {
      baseUrl: server.baseUrl,
      viewport,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });

  /** The join link of the invitation e-mailed to `address`. */
  async function invitationLink(address: string): Promise<string> {
    const mail = await mailbox.waitFor((m) => m.to.includes(address) && /\/staff\/join\//.test(m.text));
    const link = /https?:\/\/[^\s"<>]+\/staff\/join\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no join link in the invitation to ${address}`);
    return link;
  }

  test('the owner invites a Sales assistant, who records a walk-in sale without the Money page, and is removed', async () => {
    const assistant = `chioma.${Date.now()}@example.ng`;
    const owner = await open();
    await signInAsVendor(owner.page);
    const storeName = (await owner.page.getByTestId('store-name').textContent())?.trim() ?? '';

    // Settings → Staff, on the phone.
    await owner.page.goto('/dashboard/settings');
    await owner.page.getByRole('link', { name: /^Staff/ }).click();
    await owner.page.getByRole('heading', { name: 'Staff' }).waitFor();
    await owner.page.getByText(/^Staff seats: \d+ of \d+ used$/).waitFor();
    await owner.page.getByText(/only you can request payouts/).waitFor();
    await screenPasses(owner.page, 'screen-phone');

    await owner.page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('Name').fill('Chioma Eze');
    await dialog.getByLabel('E-mail or phone number').fill(assistant);
    await dialog.getByRole('radio', { name: /^Sales/ }).check();
    await transitionsDone(owner.page);
    expect(await seriousViolations(owner.page), 'invite dialog: axe').toEqual([]);
    await screenshot(owner.page, 'staff-invite-phone', false);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByTestId('staff-invitation').filter({ hasText: assistant }).waitFor();

    // The assistant, on her own phone, from the e-mail.
    const link = await invitationLink(assistant);
    const sales = await open();
    await sales.page.goto(link);
    await sales.page.getByRole('heading', { name: `Join ${storeName}` }).waitFor();
    await sales.page.getByText(/invited you, Chioma Eze, to work in .* as Sales/).waitFor();
    await screenPasses(sales.page, 'join-phone');
    await sales.page.getByLabel('Choose a password').fill('adire-sales-2026');
    await sales.page.getByLabel('Type it again').fill('adire-sales-2026');
    await sales.page.getByRole('button', { name: `Join ${storeName}` }).click();
    await sales.page.waitForURL('**/dashboard');
    await expect.poll(() => sales.page.getByTestId('store-name').textContent()).toBe(storeName);
    await sales.page.getByRole('heading', { name: `Welcome to ${storeName}` }).waitFor();
    await screenPasses(sales.page, 'member-overview-phone');

    // No Money tab, and the Money page by its address says to ask the owner.
    const tabs = sales.page.getByRole('navigation', { name: 'Main sections' });
    await tabs.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Money' }).count()).toBe(0);
    await sales.page.goto('/dashboard/money');
    await sales.page.getByRole('heading', { name: "You don't have access to this" }).waitFor();
    await screenPasses(sales.page, 'no-access-phone');

    // A walk-in sale from the header's New sale.
    await sales.page.getByRole('link', { name: 'New sale' }).click();
    await sales.page.getByRole('heading', { name: 'New sale' }).waitFor();
    await sales.page.getByRole('list', { name: 'Products to add' }).getByRole('button').first().click();
    await sales.page.getByText('Walk-in', { exact: true }).click();
    await sales.page.getByRole('button', { name: /^Save sale/ }).click();
    await sales.page.getByRole('heading', { name: /^Sale #\d+ recorded$/ }).waitFor();

    // At desktop width her side menu has her sections only: no Money, no Settings.
    await sales.page.setViewportSize(DESKTOP);
    await sales.page.goto('/dashboard');
    // Read once her page is drawn: the loading frame before it (the stores not yet known) lists them all.
    await sales.page.getByRole('heading', { name: `Welcome to ${storeName}` }).waitFor();
    const menu = sales.page.getByRole('navigation', { name: 'Dashboard sections' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Products',
      'Collections',
      'Inventory',
      'Orders',
      'Customers',
    ]);
    await screenPasses(sales.page, 'member-overview-desktop');
    await sales.page.setViewportSize(PHONE);

    // The owner sees it in Activity, by her name, and narrows the log to her.
    await owner.page.goto('/dashboard/settings/activity');
    await owner.page.getByRole('heading', { name: 'Activity' }).waitFor();
    // The log names the person as the server's session does (her first name on actions, the full name on joining).
    const hers = owner.page.getByTestId('activity-entry').filter({ hasText: 'Chioma' });
    await hers.filter({ hasText: 'Recorded a sale' }).first().waitFor();
    await owner.page.getByRole('textbox', { name: 'Person' }).click();
    await owner.page.getByRole('option', { name: 'Chioma Eze' }).click();
    await expect
      .poll(async () =>
        (await owner.page.getByTestId('activity-entry').allTextContents()).every((t) => t.includes('Chioma')),
      )
      .toBe(true);
    await screenPasses(owner.page, 'activity-phone');

    // Removed: the confirmation says she loses access at once.
    await owner.page.goto('/dashboard/settings/staff');
    const member = owner.page.getByTestId('staff-member').filter({ hasText: 'Chioma Eze' });
    await member.getByText(/Last active/).waitFor();
    await member.getByRole('button', { name: 'Remove' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Remove Chioma Eze?' });
    await confirm.getByText(/loses access to the store at once/).waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => member.count()).toBe(0);

    // Her next action fails and she is out of the store.
    await sales.page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await sales.page.waitForURL((url) => !url.pathname.startsWith('/dashboard'), { timeout: 20_000 });

    // The owner's screens at desktop width.
    await owner.page.setViewportSize(DESKTOP);
    await owner.page.goto('/dashboard/settings/staff');
    await owner.page.getByText(/^Staff seats: \d+ of \d+ used$/).waitFor();
    await screenPasses(owner.page, 'screen-desktop');
    await owner.page.goto('/dashboard/settings/activity');
    await owner.page.getByTestId('activity-entry').first().waitFor();
    await screenPasses(owner.page, 'activity-desktop');
    expect(owner.pageErrors).toEqual([]);
    expect(sales.pageErrors).toEqual([]);
  }, 600_000);

  test('an invitation link that does not work says so, with the ways on', async () => {
    const { page } = await open(DESKTOP);
    await page.goto('/staff/join/no-such-invitation-token');
    await page.getByRole('heading', { name: 'This invitation has expired or was already used' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await screenPasses(page, 'join-invalid-desktop');
  }, 120_000);
});
