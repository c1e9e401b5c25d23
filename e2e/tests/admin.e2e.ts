import { DEMO_ADMIN_ACCOUNTS } from '@kasuwa/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

/**
 * The administrator back office (spec 2.11–2.17) against the real server in test-data mode, so the
 * demo accounts of spec 7.12 and the twelve sample stores exist.
 */
describe.skipIf(!hasChromium)('administrator back office', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // Test data alone (no first-start demo), so the counts below are the twelve sample stores.
    server = await startServer({ env: { KASUWA_TEST_DATA: '1', KASUWA_SEED: '0' }, startTimeoutMs: 110_000 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const demo = (role: string) => DEMO_ADMIN_ACCOUNTS.find((a) => a.role === role)!;
  // A visitor who has answered the cookie banner, so it does not cover the page.
  const open = () =>
    openPage(browser, { baseUrl: server.baseUrl, localStorage: { kasuwa_cookie_consent: 'declined' } });
  const path = (page: Page) => new URL(page.url()).pathname;

  async function signIn(page: Page, username: string, password: string) {
    await page.goto('/administrator/login');
    await page.getByLabel('Username or Email').fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/administrator');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  }

  /** Rows of the list table, without the empty-state or loading row. */
  const rows = (page: Page, table: string) =>
    page
      .getByRole('table', { name: table })
      .locator('tbody tr')
      .filter({ has: page.locator('td:nth-child(2)') });

  async function waitForRows(page: Page, table: string, count: number) {
    await expect.poll(() => rows(page, table).count(), { timeout: 10_000 }).toBe(count);
  }

  test('the sign-in page shows the demo credentials in test-data mode and guards the area', async () => {
    const { page, pageErrors } = await open();
    await page.goto('/administrator/stores');
    await page.waitForURL('**/administrator/login');
    const login = page.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    const panel = page.getByRole('region', { name: 'Demo credentials' });
    for (const account of DEMO_ADMIN_ACCOUNTS) {
      await panel.getByText(account.password, { exact: true }).waitFor();
    }
    // "Use" fills the form.
    await panel
      .getByRole('row', { name: /Super admin/ })
      .getByRole('button', { name: 'Use' })
      .click();
    expect(await page.getByLabel('Username or Email').inputValue()).toBe('superadmin');
    expect(await login.isDisabled()).toBe(false);

    await page.getByLabel(/^Password/).fill('wrong-password');
    await login.click();
    await page.getByRole('alert').getByText('Invalid credentials').waitFor();
    expect(path(page)).toBe('/administrator/login');
    expect(pageErrors).toEqual([]);
  });

  test('super admin: dashboard, stores filtered and paged, edited, status changed inline, a note added', async () => {
    const { page, pageErrors } = await open();
    const admin = demo('super_admin');
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/graphql') graphql.push(request.postData() ?? '');
    });
    await signIn(page, admin.username, admin.password);

    // Shell (2.12) and overview (2.13).
    await page.getByTestId('admin-name').getByText(`${admin.firstName} ${admin.lastName}`).waitFor();
    expect(await page.getByTestId('admin-role').textContent()).toBe('SUPER ADMIN');
    expect(await page.getByLabel('Environment: Test').textContent()).toBe('Test');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Dashboard', 'Users', 'Stores', 'Themes', 'Monitor']) {
      await nav.getByRole('link', { name }).waitFor();
    }
    await page.getByText(`Welcome back, ${admin.firstName}!`).waitFor();
    await page.getByLabel('Your permissions').getByText('all').waitFor();
    const card = (label: string) => page.getByLabel(label, { exact: true });
    await card('Total Stores').getByText('12', { exact: true }).waitFor();
    await card('Active Stores').getByText('7', { exact: true }).waitFor();
    await card('Inactive Stores').getByText('5', { exact: true }).waitFor();
    await card('Available Themes').getByText('3', { exact: true }).waitFor();
    await page.getByText('New store created: sahel-jewels').waitFor();
    expect(await page.getByText('Just now').count()).toBeGreaterThan(0);
    // The overview's cards, activity and platform figures came in one batched GraphQL POST (spec 7.11).
    await page.getByRole('heading', { name: 'Platform', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(graphql).toHaveLength(1);
    const batch = JSON.parse(graphql[0]!) as { query: string }[];
    expect(batch.map((op) => /query (\w+)/.exec(op.query)?.[1]).sort()).toEqual([
      'Activity',
      'DashboardStats',
      'PlatformOverview',
    ]);

    // Store Management (2.14): page 1 of 2, then page 2, then a filter.
    await nav.getByRole('link', { name: 'Stores' }).click();
    await page.getByRole('heading', { name: 'Store Management' }).waitFor();
    await waitForRows(page, 'Stores', 10);
    await page.getByText('Showing 1–10 of 12 stores').waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await waitForRows(page, 'Stores', 2);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Page 1' }).click();
    await waitForRows(page, 'Stores', 10);

    await page.getByLabel('Status', { exact: true }).selectOption('inactive');
    await waitForRows(page, 'Stores', 5);
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Rows per page').selectOption('20');
    await waitForRows(page, 'Stores', 12);
    await page.getByLabel('User', { exact: true }).selectOption({ label: 'Emeka Obi' });
    await waitForRows(page, 'Stores', 3);
    await page.getByLabel('User', { exact: true }).selectOption('');
    await page.getByLabel('Search by store name or username').fill('naija');
    await waitForRows(page, 'Stores', 1);
    await page.getByLabel('Search by store name or username').fill('no-such-store-anywhere');
    await page.getByText('No stores found.').waitFor();
    await page.getByLabel('Search by store name or username').fill('naija');
    await waitForRows(page, 'Stores', 1);

    // Edit through the row (2.15).
    const row = rows(page, 'Stores').first();
    await row.getByText('naija-books').click();
    const dialog = page.getByRole('dialog', { name: 'Edit Store' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Subdomain').inputValue()).toBe('naija-books');
    await dialog.getByLabel('Description').fill('Nigerian novels, old and new');
    await dialog.getByLabel('Theme ID').selectOption('3');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Nigerian novels, old and new').waitFor();

    // A reserved subdomain is refused with a clear message; Cancel closes without saving.
    await row.getByRole('button', { name: /^Edit store/ }).click();
    await dialog.getByLabel('Subdomain').fill('admin');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('This subdomain is reserved. Please choose another.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Inline status (saves at once).
    const status = row.getByRole('combobox', { name: /^Status of store/ });
    expect(await status.inputValue()).toBe('active');
    await status.selectOption('inactive');
    await page.getByText('Store naija-books is now inactive.').waitFor();
    await page.reload();
    await waitForRows(page, 'Stores', 1);
    expect(
      await rows(page, 'Stores')
        .first()
        .getByRole('combobox', { name: /^Status of store/ })
        .inputValue(),
    ).toBe('inactive');

    // A note, with its count badge.
    await rows(page, 'Stores')
      .first()
      .getByRole('button', { name: /^Notes of store/ })
      .click();
    const notes = page.getByRole('dialog', { name: 'Notes on naija-books' });
    await notes.getByText('No notes yet.').waitFor();
    await notes.getByLabel('New note').fill('Owner asked to pause the shop during stock-taking.');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await notes.getByText('Owner asked to pause the shop during stock-taking.').waitFor();
    await notes.getByText(`${admin.firstName} ${admin.lastName}`, { exact: false }).waitFor();
    await notes.getByRole('button', { name: 'Close' }).first().click();
    await rows(page, 'Stores')
      .first()
      .getByRole('button', { name: /^Notes of store/ })
      .getByText('1')
      .waitFor();

    // The change shows in Recent Activity.
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page
      .getByText(/updated store #\d+/)
      .first()
      .waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('super admin: adds, creates, edits and deletes a store and a user', async () => {
    const { page, pageErrors } = await open();
    const admin = demo('super_admin');
    await signIn(page, admin.username, admin.password);

    await page.goto('/administrator/stores');
    await page.getByRole('button', { name: 'Add Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Store' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    // Missing required fields are named instead of silently ignored.
    await dialog.getByText('Username is required.').waitFor();
    await dialog.getByLabel('Username').fill('jollofking');
    await dialog.getByLabel('Subdomain').fill('jollof-king');
    await dialog.getByLabel('Description').fill('Party jollof by the cooler');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search by store name or username').fill('jollof');
    await waitForRows(page, 'Stores', 1);
    await rows(page, 'Stores')
      .first()
      .getByRole('button', { name: /^Delete store/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete store' });
    await confirm.getByText('Are you sure you want to delete this store?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No stores found.').waitFor();

    // User Management (2.16, 2.17).
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: 'Add User' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New User' });
    // Defaults of spec section 5.
    expect(await modal.getByLabel('Role').inputValue()).toBe('user');
    expect(await modal.getByLabel('Status').inputValue()).toBe('active');
    expect(await modal.getByLabel('Country').inputValue()).toBe('Nigeria');
    await modal.getByLabel(/^First Name/).fill('Obinna');
    await modal.getByLabel(/^Last Name/).fill('Okeke');
    await modal.getByLabel(/^Email/).fill('obinna.okeke@example.com');
    await modal.getByLabel('City').fill('Onitsha');
    await modal.getByRole('button', { name: 'Create' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.getByLabel('Search by name or email').fill('obinna');
    await waitForRows(page, 'Users', 1);
    const row = rows(page, 'Users').first();
    await row.getByText('obinna.okeke@example.com').waitFor();

    await row.getByRole('button', { name: 'Edit obinna.okeke@example.com' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel('ID').inputValue()).toMatch(/^\d+$/);
    await edit.getByLabel('Created At').waitFor();
    await edit.getByLabel('Updated At').waitFor();
    await edit.getByLabel(/^Last Name/).fill('Okeke-Nwafor');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Obinna Okeke-Nwafor').waitFor();

    // Inline role and status.
    await row.getByRole('combobox', { name: 'Role of obinna.okeke@example.com' }).selectOption('employee_1');
    await page.getByText('Obinna Okeke-Nwafor: role is now EMPLOYEE 1.').waitFor();
    await row.getByRole('combobox', { name: 'Status of obinna.okeke@example.com' }).selectOption('inactive');
    await page.getByText('Obinna Okeke-Nwafor: status is now inactive.').waitFor();

    await row.getByRole('button', { name: 'Delete obinna.okeke@example.com' }).click();
    const confirmUser = page.getByRole('dialog', { name: 'Delete user' });
    await confirmUser.getByText('Are you sure you want to delete this user?').waitFor();
    await confirmUser.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No users found').waitFor();

    // Page numbers outside the range are ignored: Previous is disabled on page 1.
    await page.getByLabel('Search by name or email').fill('');
    await page.getByRole('button', { name: 'Page 1' }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('employee_2 sees read-only badges and disabled actions, and may not read users', async () => {
    const { page, pageErrors } = await open();
    const employee = demo('employee_2');
    await signIn(page, employee.username, employee.password);
    expect(await page.getByTestId('admin-role').textContent()).toBe('EMPLOYEE 2');
    await page.getByLabel('Your permissions').getByText('view_stores').waitFor();

    await page.goto('/administrator/stores');
    await waitForRows(page, 'Stores', 10);
    const row = rows(page, 'Stores').first();
    expect(await row.getByRole('combobox').count()).toBe(0);
    await row.getByLabel(/^Status: (active|inactive)$/).waitFor();
    const edit = row.getByRole('button', { name: /^Edit store/ });
    const remove = row.getByRole('button', { name: /^Delete store/ });
    expect(await edit.getAttribute('aria-disabled')).toBe('true');
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    await edit.hover();
    await page.getByRole('tooltip', { name: 'No permission' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Store' }).getAttribute('aria-disabled')).toBe('true');
    // Clicking does nothing (Playwright itself refuses an aria-disabled button; force the click).
    await edit.click({ force: true });
    await row.getByText(/^\d+$/).first().click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Notes need only view_stores.
    await row.getByRole('button', { name: /^Notes of store/ }).click();
    const notes = page.getByRole('dialog', { name: /^Notes on / });
    await notes.getByLabel('New note').fill('Checked the listing photos.');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await notes.getByText('Checked the listing photos.').waitFor();
    await notes.getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/administrator/users');
    await page.getByRole('alert').getByText('You do not have permission to do this.').waitFor();
    expect(path(page)).toBe('/administrator/users');
    expect(pageErrors).toEqual([]);
  });

  test('a plain user is refused the area', async () => {
    // A vendor account with a password, made by the super admin through the API.
    const admin = demo('super_admin');
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password, client: 'api' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await fetch(`${server.baseUrl}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        firstName: 'Vera',
        lastName: 'Vendor',
        email: 'vera.vendor@example.com',
        password: 'vendor-pass',
      }),
    });
    expect(created.status).toBe(201);

    const { page } = await open();
    await page.goto('/administrator/login');
    await page.getByLabel('Username or Email').fill('vera.vendor@example.com');
    await page.getByLabel(/^Password/).fill('vendor-pass');
    await page.getByRole('button', { name: 'Login' }).click();
    // Spec 8's ADMIN_NOT_FOUND: the password was right, the account is a vendor's.
    await page.getByRole('alert').getByText('Admin account not found. Please contact support.').waitFor();
    expect(path(page)).toBe('/administrator/login');

    // Stored data claiming a vendor role, or unreadable, does not pass the guard either.
    for (const stored of [
      JSON.stringify({
        id: 1,
        email: 'v@x',
        username: 'v',
        firstName: 'V',
        lastName: 'V',
        role: 'user',
        isActive: true,
        permissions: [],
      }),
      '{not json',
    ]) {
      await page.evaluate((value) => {
        localStorage.setItem('admin_user', value);
        localStorage.setItem('admin_token', 'some-token');
      }, stored);
      await page.goto('/administrator');
      await page.waitForURL('**/administrator/login');
    }
  });

  test('an expired access token is refreshed once and the request retried; a dead session goes to login', async () => {
    const { page, context } = await open();
    const admin = demo('support_admin');
    await signIn(page, admin.username, admin.password);

    // The access token is no longer valid, but the refresh cookie is.
    await page.evaluate(() => localStorage.setItem('admin_token', 'expired.or.tampered'));
    await page.goto('/administrator/users');
    await waitForRows(page, 'Users', 10);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).not.toBe('expired.or.tampered');
    // The same over GraphQL: the overview's batch is refused 401, the token renewed, the batch sent again.
    await page.evaluate(() => localStorage.setItem('admin_token', 'expired.or.tampered'));
    await page.goto('/administrator');
    await page.getByLabel('Total Stores', { exact: true }).getByText('12', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).not.toBe('expired.or.tampered');

    // Without the refresh cookie, the session ends: tokens cleared, back to the administrator login.
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('admin_token', 'expired.or.tampered'));
    await page.goto('/administrator/stores');
    await page.waitForURL('**/administrator/login');
    // The sign-out may still be navigating when the URL matches: read the storage once the page settles.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('admin_user')).catch(() => 'navigating'))
      .toBeNull();
  });

  test('logout ends the session', async () => {
    const { page } = await open();
    const admin = demo('employee_3');
    await signIn(page, admin.username, admin.password);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/administrator/login');
    await page.goto('/administrator');
    await page.waitForURL('**/administrator/login');
  });

  test('Logs: an error report and an admin change show to the super admin; employee_2 may not read them', async () => {
    // The super admin makes changes through the API: a vendor account, a store for it, then an edit.
    const admin = demo('super_admin');
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: admin.password, client: 'api' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const call = async <T>(method: string, url: string, body: unknown): Promise<T> => {
      const answer = await fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(body),
      });
      expect(answer.status, `${method} ${url}`).toBeLessThan(300);
      return (await answer.json()) as T;
    };
    const vendor = { email: 'lola.logs@example.com', password: 'lola-logs-pass' };
    const { user } = await call<{ user: { id: number } }>('POST', '/api/admin/users', {
      firstName: 'Lola',
      lastName: 'Logs',
      email: vendor.email,
      password: vendor.password,
    });
    const { store } = await call<{ store: { id: number } }>('POST', '/api/admin/stores', {
      username: 'lolalogs',
      subDomain: 'lola-logs',
      description: 'Adire fabrics',
      user_id: user.id,
    });
    await call('PATCH', `/api/admin/stores/${store.id}`, { status: 'inactive' });

    // A customer reports an error from the login-error page.
    const errorId = `ERR-E2E-${Date.now()}`;
    const report = await fetch(`${server.baseUrl}/api/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        errorId,
        error: {
          message: 'Token exchange failed for the shop',
          code: 'TOKEN_EXCHANGE_FAILED',
          source: 'auth-callback',
          url: 'http://localhost/auth-callback?code=xyz',
          stack: 'Error: Token exchange failed\n    at exchange (auth.ts:12)',
        },
        userMessage: 'I pressed login and got this page.',
        timestamp: new Date().toISOString(),
      }),
    });
    expect(report.status).toBe(201);

    const { page, context, pageErrors } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, admin.username, admin.password);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Logs' })
      .click();
    await page.getByRole('heading', { name: 'Logs', exact: true }).waitFor();

    // Error reports: the row, then its details with the full error as JSON, copied.
    const reports = page.getByRole('table', { name: 'Error reports' });
    const reportRow = reports.locator('tbody tr').filter({ hasText: errorId });
    await reportRow.waitFor();
    await reportRow.getByText('TOKEN_EXCHANGE_FAILED').waitFor();
    await reportRow.getByText('I pressed login and got this page.').waitFor();
    await reportRow.getByText('auth-callback', { exact: true }).waitFor();
    await page.getByText('Showing 1–1 of 1 error report').waitFor();
    await reportRow.getByRole('button', { name: `Details of error report ${errorId}` }).click();
    const json = page.getByLabel(`Error ${errorId}`);
    await json.waitFor();
    const shown = JSON.parse((await json.textContent()) ?? '') as { code: string; stack: string };
    expect(shown.code).toBe('TOKEN_EXCHANGE_FAILED');
    expect(shown.stack).toContain('at exchange');
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(shown);
    await screenshot(page, 'admin-logs-error-reports');

    // Audit log: the store edit, its status highlighted as changed.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    const change = audit
      .locator('tbody tr')
      .filter({ hasText: 'store.update' })
      .filter({ hasText: `#${store.id}` });
    await change.waitFor();
    await change.getByText(`${admin.firstName} ${admin.lastName}`).waitFor();
    await audit
      .locator('tbody tr')
      .filter({ hasText: 'store.create' })
      .filter({ hasText: `#${store.id}` })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('audit');
    await change.getByRole('button', { name: `Changes of store.update store ${store.id}` }).click();
    const diff = page.getByRole('table', { name: 'Changes' });
    const statusRow = diff.locator('tbody tr[data-changed]').filter({ hasText: 'status' });
    await statusRow.getByText('changed').waitFor();
    await statusRow.getByText('active', { exact: true }).waitFor();
    await statusRow.getByText('inactive', { exact: true }).waitFor();
    // Unchanged fields are behind a switch.
    expect(await diff.getByText('subdomain', { exact: true }).count()).toBe(0);
    await page.getByText(/^Show unchanged fields/).click();
    await diff.getByText('subdomain', { exact: true }).waitFor();
    await screenshot(page, 'admin-logs-audit');

    // The contact button sits beside the sidebar, not over it.
    const sidebar = await page.getByRole('navigation', { name: 'Administration' }).boundingBox();
    const contact = await page.getByRole('button', { name: 'Contact us' }).boundingBox();
    expect(contact!.x).toBeGreaterThanOrEqual(sidebar!.x + sidebar!.width);
    expect(pageErrors).toEqual([]);

    // employee_2 has no view_logs: the entry is there, the page says why it shows nothing.
    const other = await open();
    const employee = demo('employee_2');
    await signIn(other.page, employee.username, employee.password);
    await other.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Logs' })
      .click();
    await other.page.getByRole('alert').getByText('You do not have permission to view logs.').waitFor();
    expect(await other.page.getByRole('table').count()).toBe(0);
    const refused = await fetch(`${server.baseUrl}/api/admin/error-reports?page=1&limit=10`);
    expect(refused.status).toBe(401);
    expect(other.pageErrors).toEqual([]);

    // The vendor dashboard has no floating buttons at any width (on a phone they sat on its actions, on a
    // computer on its date-range picker, issue 32): help is in the account menu.
    for (const [width, height, label] of [
      [1280, 800, 'desktop'],
      [390, 844, 'mobile'],
    ] as const) {
      const shop = await openPage(browser, {
        baseUrl: server.baseUrl,
        viewport: { width, height },
        localStorage: { kasuwa_cookie_consent: 'declined' },
      });
      await shop.page.goto('/login');
      await shop.page.getByLabel('Email address').fill(vendor.email);
      await shop.page.getByLabel('Password', { exact: true }).fill(vendor.password);
      await shop.page.getByRole('button', { name: 'Login' }).click();
      await shop.page.waitForURL('**/dashboard');
      await shop.page.getByTestId('store-name').waitFor();
      expect(await shop.page.getByRole('button', { name: 'Contact us' }).count()).toBe(0);
      expect(await shop.page.getByRole('button', { name: 'Quick actions' }).count()).toBe(0);
      await shop.page.getByRole('button', { name: 'Account menu' }).click();
      await shop.page.getByRole('menuitem', { name: 'Support centre' }).waitFor();
      await shop.page.getByRole('menuitem', { name: 'Join the community chat' }).waitFor();
      await screenshot(shop.page, `dashboard-contact-${label}`, false);
      await shop.page.keyboard.press('Escape');
      if (width === 390) {
        await shop.page.getByRole('button', { name: 'Open or close the menu' }).click();
        const drawer = shop.page.getByRole('navigation', { name: 'Dashboard', exact: true });
        await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
      }
      await screenshot(shop.page, `dashboard-contact-${label}${width === 390 ? '-drawer' : ''}`, false);
      expect(shop.pageErrors).toEqual([]);
    }
  });
});
