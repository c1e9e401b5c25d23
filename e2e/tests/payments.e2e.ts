import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hasChromium, launchBrowser, openPage, screenshot } from '../support/browser';
import { Mailbox } from '../support/mailbox';
import { type RunningServer, startServer } from '../support/server';

/**
 * The money path in a real browser against the real server and its embedded payment sandbox:
 * guest checkout → Paystack (sandbox hosted page) → delivery → confirm receipt from the email →
 * balance less 1.5% → payout; and the Paga wallet frame, closed once before paying.
 */
describe.skipIf(!hasChromium)('payments', () => {
  let server: RunningServer;
  let browser: Browser;
  const mailbox = new Mailbox();
  let vendor: { token: string; storeId: number; subdomain: string; email: string };

  const api = async <T>(
    path: string,
    init: { method?: string; body?: unknown; token?: string } = {},
  ): Promise<T> => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    if (!res.ok)
      throw new Error(
        `${init.method ?? (init.body === undefined ? 'GET' : 'POST')} ${path} → ${res.status} ${text}`,
      );
    return (text ? JSON.parse(text) : undefined) as T;
  };

  beforeAll(async () => {
    await mailbox.listen();
    server = await startServer({ env: { SMTP_URL: mailbox.url } });
    browser = await launchBrowser();
    // A vendor with a store and one product, set up through the API (the dashboard has its own journeys).
    const email = `amaka.${Date.now()}@example.ng`;
    await api('/api/auth/register', {
      body: {
        businessName: 'Amaka Wears',
        firstName: 'Amaka',
        lastName: 'Okafor',
        email,
        phone: '08031234567',
        password: 'amaka-pass-1',
      },
    });
    const confirm = new URL(await mailbox.linkTo(email, '/email-confirmation'));
    await api('/api/auth/confirm-email', {
      body: {
        email,
        token: confirm.searchParams.get('token'),
        id: confirm.searchParams.get('id') ?? undefined,
      },
    });
    const session = await api<{ token: string }>('/api/auth/login', {
      body: { email, password: 'amaka-pass-1' },
    });
    const subdomain = `amaka${Date.now().toString(36)}`;
    const { store: created } = await api<{ store: { id: number } }>('/api/vendor/stores', {
      token: session.token,
      body: {
        name: 'Amaka Wears',
        subdomain,
        templateCategory: 'Fashion',
        themeId: 1,
        description: 'Clothes',
      },
    });
    vendor = { token: session.token, storeId: created.id, subdomain, email };
    await api(`/api/vendor/stores/${vendor.storeId}/products`, {
      token: vendor.token,
      body: { title: 'Ankara Dress', slug: 'ankara-dress', status: 'active', price: 1_500_000, stock: 20 },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox.close();
  });

  const open = () =>
    openPage(browser, { baseUrl: server.baseUrl, localStorage: { kasuwa_cookie_consent: 'declined' } });

  /** Adds the dress to the cart in place, as the storefront's island does (without JavaScript, the form posts). */
  async function addDressToCart(page: Page) {
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/cart'),
      ),
      page.getByRole('button', { name: 'Add to cart' }).click(),
    ]);
  }

  /** Fills the open checkout as this guest and places the order; answers it as the vendor sees it. */
  async function placeOrder(
    page: Page,
    guest: { name: string; email: string; line1: string; city: string; state: string; country?: string },
  ) {
    await page.getByLabel('Full name').fill(guest.name);
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Phone').fill('+2348098765432');
    await page.locator('[name="line1"]').fill(guest.line1);
    await page.locator('[name="city"]').fill(guest.city);
    if (guest.country) await page.getByLabel('Country').selectOption({ label: guest.country });
    // Nigerian states are a select; another country's region is typed.
    if (guest.country && guest.country !== 'Nigeria') await page.locator('[name="region"]').fill(guest.state);
    else await page.locator('[name="state"]').selectOption(guest.state);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Order received: awaiting payment').waitFor();
    const orders = await api<{ items: { id: string; total: number; currency: string; email: string }[] }>(
      `/api/vendor/stores/${vendor.storeId}/orders`,
      { token: vendor.token },
    );
    return orders.items.find((o) => o.email === guest.email)!;
  }

  /** A guest buys the dress on the storefront; answers the order the vendor now sees. */
  async function guestCheckout(customerEmail: string) {
    const { page } = await open();
    await page.goto(`/s/${vendor.subdomain}/products/ankara-dress`);
    await addDressToCart(page);
    await page.goto(`/s/${vendor.subdomain}/checkout`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const order = await placeOrder(page, {
      name: 'Chidi Nwosu',
      email: customerEmail,
      line1: '12 Awolowo Road',
      city: 'Ikoyi',
      state: 'Lagos',
    });
    return { page, order };
  }

  /** The demo administrator's sign-in, which the server prints at start and keeps in DATA_DIR. */
  const demoAdmin = () =>
    JSON.parse(readFileSync(join(server.dataDir, 'demo-admin.json'), 'utf8')) as {
      email: string;
      password: string;
    };

  const paymentUrl = (order: { id: string; total: number }, email: string, channel: string) =>
    `/payment?domain=${vendor.subdomain}&email=${encodeURIComponent(email)}&amount=${order.total}&channel=${channel}&phone=%2B2348098765432&order=${order.id}`;

  test('missing query parameters show the error and no methods', async () => {
    const { page } = await open();
    await page.goto('/payment?domain=x&email=a@b.co');
    await page.getByText('An error has occured!!!').first().waitFor();
    expect(await page.getByRole('button', { name: /Pay/ }).count()).toBe(0);
  });

  test('guest pays by card on the sandbox, confirms receipt from the email, vendor is paid out less 1.5%', async () => {
    const customer = `chidi.${Date.now()}@example.ng`;
    const { page, order } = await guestCheckout(customer);
    // The confirmation leads to the store's own payment page: its name, the items, no plan stepper.
    await page.getByRole('link', { name: /^Pay .* now$/ }).click();
    await page.getByRole('link', { name: /^← Back to / }).waitFor();
    // The bank transfer's hint since one-off accounts (it no longer repeats the shipping note there).
    await page
      .getByText('From your bank app: we give you the account to pay into and the exact amount.')
      .waitFor();
    expect(await page.getByText('Choose a plan', { exact: true }).count()).toBe(0);
    await screenshot(page, 'payments-page');
    await page.getByRole('button', { name: /by card/ }).click();
    await page.getByRole('heading', { name: 'Paystack checkout' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment received').waitFor();
    await screenshot(page, 'payments-result');

    for (const action of ['ship', 'mark_delivered']) {
      await api(`/api/vendor/stores/${vendor.storeId}/orders/${order.id}/actions`, {
        token: vendor.token,
        body: { action },
      });
    }
    const link = await mailbox.linkTo(customer, '/orders/confirm-receipt');
    await page.goto(link);
    await page.getByRole('button', { name: 'Yes, I received my order' }).click();
    await page.getByText('You confirmed receipt').waitFor();

    const { balances } = await api<{ balances: { currency: string; available: number }[] }>(
      `/api/vendor/stores/${vendor.storeId}/money/balance`,
      { token: vendor.token },
    );
    const expected = order.total - Math.round((order.total * 150) / 10_000);
    expect(balances.find((b) => b.currency === 'NGN')?.available).toBe(expected);

    await api(`/api/vendor/stores/${vendor.storeId}/money/bank-accounts`, {
      method: 'PUT',
      token: vendor.token,
      body: { bankCode: '058', accountNumber: '0123456789' },
    });
    const payout = await api<{ id: string }>(`/api/vendor/stores/${vendor.storeId}/money/payouts`, {
      token: vendor.token,
      body: { amount: expected },
    });
    let status = 'processing';
    for (let i = 0; i < 50 && status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const list = await api<{ items: { id: string; status: string }[] }>(
        `/api/vendor/stores/${vendor.storeId}/money/payouts`,
        { token: vendor.token },
      );
      status = list.items.find((p) => p.id === payout.id)!.status;
    }
    expect(status).toBe('paid');

    // The vendor's money screen shows the same figures.
    const vendorPage = (await open()).page;
    await vendorPage.goto('/login');
    await vendorPage.getByLabel('Email address').fill(vendor.email);
    await vendorPage.getByLabel('Password', { exact: true }).fill('amaka-pass-1');
    await vendorPage.getByRole('button', { name: 'Login' }).click();
    await vendorPage.waitForURL((url) => !url.pathname.startsWith('/login'));
    await vendorPage.goto(`/dashboard/stores/${vendor.storeId}/money`);
    await vendorPage.getByRole('heading', { name: 'Money' }).waitFor();
    await vendorPage.getByRole('table', { name: 'Payouts' }).getByText('paid').waitFor();
    await screenshot(vendorPage, 'payments-vendor-money');
  });

  test('the wallet frame opens full screen, closes, and pays on the second opening', async () => {
    const customer = `ngozi.${Date.now()}@example.ng`;
    const { page, order } = await guestCheckout(customer);
    await page.goto(paymentUrl(order, customer, 'card'));
    await page.getByRole('button', { name: 'Pay with wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wallet payment' });
    await dialog.waitFor();
    await page
      .frameLocator('iframe[title="Paga Checkout"]')
      .getByRole('heading', { name: 'Paga Checkout' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Pay with wallet' }).click();
    const frame = page.frameLocator('iframe[title="Paga Checkout"]');
    await frame.getByRole('button', { name: 'Pay now' }).click();
    await frame.getByText('Payment received').waitFor();
    await page.waitForURL('**/payment/result**', { timeout: 15_000 });
    await page.getByText('Payment received').waitFor();
    const detail = await api<{ status: string }>(`/api/vendor/stores/${vendor.storeId}/orders/${order.id}`, {
      token: vendor.token,
    });
    expect(detail.status).toBe('paid');
  });

  test('a customer shows prices in US dollars, checks out and pays in dollars', async () => {
    // The demo administrator the server printed at start sets today's rate; the vendor offers
    // dollars beside naira.
    const admin = demoAdmin();
    const { accessToken } = await api<{ accessToken: string }>('/api/admin/login', {
      body: { username: admin.email, password: admin.password, client: 'api' },
    });
    await api('/api/admin/exchange-rates', {
      method: 'PUT',
      token: accessToken,
      body: { base: 'USD', quote: 'NGN', rate: '1500' },
    });
    // Selling in other currencies is an Enterprise feature: the administrator moves the vendor onto it.
    const { users } = await api<{ users: { id: number; email: string }[] }>(
      `/api/admin/users?search=${encodeURIComponent(vendor.email)}`,
      { token: accessToken },
    );
    await api(`/api/admin/users/${users[0]!.id}/plan`, {
      method: 'PUT',
      token: accessToken,
      body: { plan: 'enterprise' },
    });
    await api(`/api/vendor/stores/${vendor.storeId}/settings`, {
      method: 'PATCH',
      token: vendor.token,
      body: { enabledCurrencies: ['USD'] },
    });

    const { page, pageErrors } = await open();
    await page.goto(`/s/${vendor.subdomain}/products/ankara-dress`);
    await page.getByText('₦15,000').first().waitFor();
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByRole('button', { name: 'Show prices' }).click();
    await page.getByText('Prices shown in USD, converted from NGN').waitFor();
    await page
      .getByText(/\$10(\.00)?/)
      .first()
      .waitFor();
    await screenshot(page, 'storefront-in-usd');

    // The choice holds through the cart and checkout; the order is in dollars.
    await addDressToCart(page);
    await page.goto(`/s/${vendor.subdomain}/checkout`);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page
      .getByText(/\$10(\.00)?/)
      .first()
      .waitFor();
    const order = await placeOrder(page, {
      name: 'Kofi Mensah',
      email: `kofi.${Date.now()}@example.ng`,
      line1: '3 Oxford Street',
      city: 'Accra',
      state: 'Greater Accra',
      country: 'Ghana',
    });
    expect({ total: order.total, currency: order.currency }).toEqual({ total: 1_000, currency: 'USD' });

    // Paid on the sandbox in dollars.
    // On the store's own payment page, in dollars, with the store's name and a way back.
    await page.getByRole('link', { name: /^Pay (US)?\$10(\.00)? now$/ }).click();
    await page.getByRole('heading', { name: /^Pay (US)?\$10(\.00)?$/ }).waitFor();
    await page.getByRole('link', { name: /^← Back to / }).waitFor();
    await page.getByRole('button', { name: /by card/ }).click();
    await page.getByRole('heading', { name: 'Paystack checkout' }).waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment received').waitFor();
    const detail = await api<{ status: string }>(`/api/vendor/stores/${vendor.storeId}/orders/${order.id}`, {
      token: vendor.token,
    });
    expect(detail.status).toBe('paid');
    expect(pageErrors).toEqual([]);
  });

  test('a paid customer reports a problem on the tracking page; the administrator refunds with a note', async () => {
    const customer = `bisi.${Date.now()}@example.ng`;
    const { page, order } = await guestCheckout(customer);
    const tracking = page.url();
    await page.getByRole('link', { name: /^Pay .* now$/ }).click();
    await page.getByRole('button', { name: /by card/ }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByText('Payment received').waitFor();

    await page.goto(tracking);
    await page.getByRole('heading', { name: 'Something wrong with this order?' }).waitFor();
    const reason = page.getByLabel('What went wrong?');
    await reason.fill('Torn');
    // The browser's own check stops a reason under ten characters; the server says the same.
    await page.getByRole('button', { name: 'Report a problem' }).click();
    expect(await reason.evaluate((el: HTMLTextAreaElement) => el.validity.tooShort)).toBe(true);
    await reason.fill('The dress came in the wrong size, a 10 instead of a 14.');
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await page.getByText('Thank you, we received your report.').waitFor();
    await screenshot(page, 'tracking-dispute-open');

    const admin = demoAdmin();
    const { page: back, pageErrors } = await open();
    await back.goto('/administrator/login');
    await back.getByLabel('Username or Email').fill(admin.email);
    await back.getByLabel(/^Password/).fill(admin.password);
    await back.getByRole('button', { name: 'Login' }).click();
    await back.waitForURL((url) => url.pathname === '/administrator');
    // The platform overview ranks the store by what its customers paid, and counts the open dispute.
    const platform = back.getByRole('region', { name: 'Platform' });
    await platform.getByRole('table').getByText('Amaka Wears').first().waitFor();
    await platform.getByText('Open disputes').waitFor();
    await screenshot(back, 'admin-platform-overview');
    await back.getByRole('link', { name: 'Payments' }).click();
    await back.getByRole('heading', { name: 'Money' }).waitFor();
    const row = back
      .getByRole('table', { name: 'Disputes' })
      .locator('tr', { hasText: 'a 10 instead of a 14' });
    await row.getByText('Open').waitFor();
    await row.getByRole('button', { name: 'Resolve' }).click();
    const dialog = back.getByRole('dialog', { name: 'Resolve dispute' });
    await dialog.getByText('Refund customer').click();
    await dialog.getByLabel('Note').fill('The store confirmed the wrong size was sent.');
    await dialog.getByRole('button', { name: 'Confirm decision' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Resolved: refund').waitFor();
    await screenshot(back, 'admin-money-disputes');
    expect(pageErrors).toEqual([]);

    await page.goto(tracking);
    await page
      .getByText(
        'Your reported problem was resolved: your payment is refunded. The store confirmed the wrong size was sent.',
      )
      .waitFor();
    const detail = await api<{ status: string }>(`/api/vendor/stores/${vendor.storeId}/orders/${order.id}`, {
      token: vendor.token,
    });
    expect(detail.status).toBe('refunded');
  });
});
