import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  hasChromium,
  launchBrowser,
  noSidewaysScroll,
  openPage,
  screenshot,
  signInAsVendor,
} from '../support/browser';
import { type RunningServer, startServer } from '../support/server';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Issue 21, outbound webhooks: on a phone the vendor adds an endpoint (a real receiver on loopback),
 * copies the secret shown once, sends a test event, sees it delivered in the log, and replays it; the
 * receiver gets both, signed with that secret and with the same event id.
 */
describe.skipIf(!hasChromium)('webhooks', () => {
  let server: RunningServer;
  let browser: Browser;
  let receiver: Server;
  let receiverUrl = '';
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/kasuwa`;
    server = await startServer({ startTimeoutMs: 230_000 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((r) => receiver?.close(r));
  });

  test('add an endpoint, keep its secret, send a test event, read the log and replay', async () => {
    const { page, pageErrors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      viewport: PHONE,
      localStorage: { kasuwa_cookie_consent: 'declined' },
    });
    await signInAsVendor(page);

    await page.goto('/dashboard/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    await page.getByText('No endpoints yet').waitFor();

    await page.getByRole('button', { name: 'Add endpoint' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add endpoint' });
    await form.getByLabel('Endpoint URL').fill('ftp://example.com');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText('Enter a full http:// or https:// URL').waitFor();
    await form.getByLabel('Endpoint URL').fill(receiverUrl);
    await form.getByLabel('Description').fill('Our ERP');
    await form.getByLabel(/order\.shipped/).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await secretDialog.waitFor();
    const secret = (await secretDialog.locator('[data-secret]').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const card = page.locator('[data-endpoint]');
    await card.getByText('Our ERP').waitFor();
    expect(await card.textContent()).toContain(`whsec_…${secret.slice(-4)}`);
    expect(await page.content()).not.toContain(secret);

    await card.getByRole('button', { name: 'Send test event' }).click();
    const delivery = page.locator('[data-delivery]').first();
    await delivery.locator('[data-status="succeeded"]').waitFor({ timeout: 20_000 });
    await noSidewaysScroll(page, 'webhooks at 390 px');
    await screenshot(page, 'webhooks-390');

    await delivery.getByRole('button', { name: 'Replay' }).click();
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);
    const [first, second] = received;
    expect(first!.headers['x-kasuwa-event-id']).toBe(second!.headers['x-kasuwa-event-id']);
    expect(second!.body).toBe(first!.body);
    for (const r of received) {
      const ts = String(r.headers['x-kasuwa-timestamp']);
      const expected = createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex');
      expect(r.headers['x-kasuwa-signature']).toBe(`v1=${expected}`);
    }

    await delivery.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByRole('dialog', { name: 'Delivery' });
    await detail.getByText(String(first!.headers['x-kasuwa-event-id']), { exact: true }).waitFor();
    await expect.poll(() => detail.locator('tbody tr').count(), { timeout: 10_000 }).toBe(2);
    await page.keyboard.press('Escape');

    await page.setViewportSize(DESKTOP);
    // The side navigation slides in at this width; the screenshot waits for it to arrive.
    const navLink = page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Webhooks' });
    await expect.poll(async () => (await navLink.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await noSidewaysScroll(page, 'webhooks at 1280 px');
    await screenshot(page, 'webhooks-1280');
    expect(pageErrors).toEqual([]);
  });
});
