import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildSandboxServer } from '../../sandbox/sandbox.module';
import { FlutterwaveClient, signFlutterwave, verifyFlutterwaveWebhook } from './flutterwave';
import { ProviderError } from './http';
import { PagaClient } from './paga';
import { PaystackClient, signPaystack, verifyPaystackSignature } from './paystack';
import { fromMajor, toMajor } from './units';

const keys = {
  paystack: { secretKey: 'sk_test_adapter_secret', publicKey: 'pk_test_adapter_public' },
  flutterwave: {
    secretKey: 'FLWSECK_TEST-adapter-X',
    publicKey: 'FLWPUBK_TEST-adapter-X',
    webhookHash: 'adapter-hash-123',
  },
  paga: { publicKey: 'pk_paga_adapter', secretKey: 'sk_paga_adapter' },
};

interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
}

let sandbox: Awaited<ReturnType<typeof buildSandboxServer>>;
let base: string;
let receiver: Server;
const received: Received[] = [];
let paystack: PaystackClient;
let flutterwave: FlutterwaveClient;
let paga: PagaClient;

/** Follows a sandbox form the way a browser would: POST, then read the redirect. */
async function submit(url: string, body: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.statusCode = 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  sandbox = await buildSandboxServer('test', {
    paystack: { secretKey: keys.paystack.secretKey },
    flutterwave: { secretKey: keys.flutterwave.secretKey, webhookHash: keys.flutterwave.webhookHash },
    paga: keys.paga,
    webhooks: { paystack: `${hook}/paystack`, flutterwave: `${hook}/flutterwave` },
  });
  base = await sandbox.listen();
  paystack = new PaystackClient({ baseUrl: `${base}/paystack`, ...keys.paystack });
  flutterwave = new FlutterwaveClient({ baseUrl: `${base}/flutterwave/v3`, ...keys.flutterwave });
  paga = new PagaClient({
    checkoutUrl: `${base}/paga`,
    verifyUrl: `${base}/paga/checkout/transaction/verify`,
    ...keys.paga,
  });
});

afterAll(async () => {
  await sandbox.app.close();
  await new Promise((r) => receiver.close(r));
});

describe('Paystack adapter against the sandbox', () => {
  it('initializes, pays on the hosted page, redirects with the reference and verifies', async () => {
    const init = await paystack.initialize({
      email: 'ada@example.com',
      amount: 1_250_050,
      currency: 'NGN',
      reference: 'ref-paystack-1',
      callbackUrl: 'http://127.0.0.1:1/callback?x=1',
    });
    expect(init.reference).toBe('ref-paystack-1');
    const pageRes = await fetch(init.authorizationUrl);
    expect(pageRes.status).toBe(200);
    expect(await pageRes.text()).toContain('₦12,500.50');
    expect((await paystack.verify('ref-paystack-1'))?.status).toBe('pending');

    const { status, location } = await submit(`${init.authorizationUrl}/pay`);
    expect(status).toBe(303);
    const url = new URL(location);
    expect(url.searchParams.get('reference')).toBe('ref-paystack-1');
    expect(url.searchParams.get('trxref')).toBe('ref-paystack-1');
    expect(url.searchParams.get('x')).toBe('1');

    const verified = await paystack.verify('ref-paystack-1');
    expect(verified).toMatchObject({
      status: 'success',
      amount: 1_250_050,
      currency: 'NGN',
      reference: 'ref-paystack-1',
      // The card it saved, so a plan confirmed by the return page (before the webhook) keeps it for renewals.
      savedCard: { code: expect.stringMatching(/^AUTH_/), last4: '4081' },
    });
    expect(await paystack.verify('no-such-ref')).toBeNull();
  });

  it('delivers charge.success signed with HMAC-SHA512 over the exact bytes', async () => {
    await sandbox.state.idle();
    const hook = received.find((r) => r.raw.toString().includes('"ref-paystack-1"'));
    expect(hook).toBeDefined();
    const signature = String(hook!.headers['x-paystack-signature']);
    expect(verifyPaystackSignature(hook!.raw, signature, keys.paystack.secretKey)).toBe(true);
    expect(verifyPaystackSignature(hook!.raw, signature, 'sk_test_other')).toBe(false);
    const tampered = Buffer.from(hook!.raw.toString().replace('1250050', '9250050'));
    expect(verifyPaystackSignature(tampered, signature, keys.paystack.secretKey)).toBe(false);
    expect(verifyPaystackSignature(hook!.raw, undefined, keys.paystack.secretKey)).toBe(false);
    expect(verifyPaystackSignature(hook!.raw, 'abc', keys.paystack.secretKey)).toBe(false);
    expect(signPaystack('{}', 'k')).toMatch(/^[0-9a-f]{128}$/);
  });

  it('refuses a duplicate reference and a wrong key', async () => {
    const input = {
      email: 'a@b.co',
      amount: 100,
      currency: 'NGN',
      reference: 'dup-ref-1',
      callbackUrl: 'http://x.test/',
    };
    await paystack.initialize(input);
    await expect(paystack.initialize(input)).rejects.toThrow('Duplicate Transaction Reference');
    const wrong = new PaystackClient({
      baseUrl: `${base}/paystack`,
      secretKey: 'sk_test_wrong_key',
      publicKey: 'pk_x_12345',
    });
    await expect(wrong.initialize({ ...input, reference: 'other-ref' })).rejects.toThrow('Invalid key');
    const unconfigured = new PaystackClient({ baseUrl: `${base}/paystack`, secretKey: '', publicKey: '' });
    await expect(unconfigured.verify('x')).rejects.toBeInstanceOf(ProviderError);
  });

  it('charges a saved card, and tells a lost answer from a charge never taken by verifying the reference', async () => {
    const init = await paystack.initialize({
      email: 'renew@example.com',
      amount: 1_000_000,
      currency: 'NGN',
      reference: 'ref-plan-first',
      callbackUrl: 'http://127.0.0.1:1/callback',
    });
    await submit(`${init.authorizationUrl}/pay`, { expires: '2027-03' });
    const first = await paystack.verify('ref-plan-first');
    expect(first?.savedCard).toMatchObject({ last4: '4081', expires: '2027-03' });
    const card = { authorizationCode: first!.savedCard!.code, email: 'renew@example.com', currency: 'NGN' };

    const renewed = await paystack.chargeAuthorization({
      ...card,
      amount: 1_000_000,
      reference: 'ref-plan-2',
    });
    expect(renewed.charge).toMatchObject({ status: 'success', reference: 'ref-plan-2', amount: 1_000_000 });

    // Taken, answer lost: the call fails as a timeout would, and verify finds the charge.
    const lose = await fetch(
      `${base}/paystack/_sandbox/authorizations/${card.authorizationCode}/lose-answer`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${keys.paystack.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ times: 1 }),
      },
    );
    expect(lose.status).toBe(200);
    await expect(
      paystack.chargeAuthorization({ ...card, amount: 1_000_000, reference: 'ref-plan-3' }),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(await paystack.lookup('ref-plan-3')).toMatchObject({
      state: 'found',
      charge: { status: 'success', reference: 'ref-plan-3', amount: 1_000_000 },
    });
    // Only once: the next charge answers again.
    expect(
      (await paystack.chargeAuthorization({ ...card, amount: 1_000_000, reference: 'ref-plan-4' })).charge
        ?.status,
    ).toBe('success');
    expect(await paystack.lookup('ref-plan-never-sent')).toEqual({ state: 'not_found' });

    // A wrong key is not "not found" and not a decline: both throw, so nothing is charged again on it.
    const wrong = new PaystackClient({
      baseUrl: `${base}/paystack`,
      secretKey: 'sk_test_wrong',
      publicKey: 'pk_x',
    });
    await expect(wrong.lookup('ref-plan-3')).rejects.toBeInstanceOf(ProviderError);
    await expect(
      wrong.chargeAuthorization({ ...card, amount: 1_000_000, reference: 'ref-plan-5' }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('refunds partially, never more than the capture', async () => {
    const init = await paystack.initialize({
      email: 'r@b.co',
      amount: 10_000,
      currency: 'NGN',
      reference: 'refund-ref-1',
      callbackUrl: '',
    });
    await submit(`${init.authorizationUrl}/pay`);
    expect(
      (await paystack.refund({ reference: 'refund-ref-1', amount: 4_000, currency: 'NGN' })).status,
    ).toBe('pending');
    await expect(
      paystack.refund({ reference: 'refund-ref-1', amount: 6_001, currency: 'NGN' }),
    ).rejects.toThrow(/more than/);
    expect(
      (await paystack.refund({ reference: 'refund-ref-1', amount: 6_000, currency: 'NGN' })).providerRefundId,
    ).not.toBe('');
  });

  it('resolves accounts, creates a recipient and transfers idempotently by reference', async () => {
    expect((await paystack.listBanks()).length).toBeGreaterThan(3);
    expect(await paystack.resolveAccount('0123456789', '058')).toMatchObject({
      accountName: 'SANDBOX ACCOUNT 6789',
    });
    expect(await paystack.resolveAccount('0001234567', '058')).toBeNull();
    const recipient = await paystack.createRecipient({
      name: 'Ada',
      accountNumber: '0123456789',
      bankCode: '058',
      currency: 'NGN',
    });
    expect(recipient).toMatch(/^RCP_/);
    const t1 = await paystack.transfer({
      amount: 5_000,
      currency: 'NGN',
      recipient,
      reference: 'payout-aaaaaaaaaaaa-1',
      reason: 'x',
    });
    const t2 = await paystack.transfer({
      amount: 5_000,
      currency: 'NGN',
      recipient,
      reference: 'payout-aaaaaaaaaaaa-1',
      reason: 'x',
    });
    expect(t2.providerTransferId).toBe(t1.providerTransferId);
    await new Promise((r) => setTimeout(r, 120));
    expect((await paystack.verifyTransfer('payout-aaaaaaaaaaaa-1'))?.status).toBe('success');
  });
});

describe('Flutterwave adapter against the sandbox', () => {
  it('converts major units only at the edge', () => {
    expect(toMajor(750_050, 'NGN')).toBe(7500.5);
    expect(fromMajor(7500.5, 'NGN')).toBe(750_050);
    expect(fromMajor('7500.10', 'NGN')).toBe(750_010);
    expect(fromMajor(0.1 + 0.2, 'USD')).toBe(30);
    expect(fromMajor('abc', 'NGN')).toBeNull();
  });

  it('creates a hosted link, redirects with status, tx_ref and transaction_id, and verifies', async () => {
    const { link } = await flutterwave.createPayment({
      txRef: 'fw-ref-1',
      amount: 750_050,
      currency: 'NGN',
      redirectUrl: 'http://127.0.0.1:1/fw-return',
      customer: { email: 'f@w.co' },
      title: 'Order',
    });
    expect((await fetch(link)).status).toBe(200);
    const { location } = await submit(`${link}/pay`);
    const url = new URL(location);
    expect(url.searchParams.get('status')).toBe('successful');
    const id = url.searchParams.get('transaction_id')!;
    expect(await flutterwave.verifyById(id)).toMatchObject({
      status: 'success',
      amount: 750_050,
      reference: 'fw-ref-1',
    });
    expect(await flutterwave.verifyByReference('fw-ref-1')).toMatchObject({ providerTransactionId: id });
    expect(await flutterwave.verifyById('999')).toBeNull();
    expect(await flutterwave.verifyById('not-a-number')).toBeNull();
    await expect(
      flutterwave.refund({ transactionId: id, amount: 800_000, currency: 'NGN' }),
    ).rejects.toThrow();
    expect((await flutterwave.refund({ transactionId: id, amount: 50, currency: 'NGN' })).status).toBe(
      'processed',
    );
  });

  it('accepts either webhook header, in constant time, and refuses anything else', async () => {
    await sandbox.state.idle();
    const hook = received.find((r) => r.raw.toString().includes('"fw-ref-1"'))!;
    const verifHash = String(hook.headers['verif-hash']);
    const signature = String(hook.headers['flutterwave-signature']);
    expect(verifyFlutterwaveWebhook(hook.raw, { signature }, keys.flutterwave.webhookHash)).toBe(
      'flutterwave-signature',
    );
    expect(verifyFlutterwaveWebhook(hook.raw, { verifHash }, keys.flutterwave.webhookHash)).toBe(
      'verif-hash',
    );
    expect(
      verifyFlutterwaveWebhook(hook.raw, { verifHash: 'wrong' }, keys.flutterwave.webhookHash),
    ).toBeNull();
    expect(verifyFlutterwaveWebhook(hook.raw, {}, keys.flutterwave.webhookHash)).toBeNull();
    expect(signFlutterwave('x', 'k')).not.toBe(signFlutterwave('y', 'k'));
  });
});

describe('Paga Checkout adapter against the sandbox', () => {
  it('builds the frame URL with the documented parameters and verifies server-side', async () => {
    const url = new URL(
      paga.checkoutUrl({
        amount: 250_000,
        currency: 'NGN',
        reference: 'paga-ref-1',
        email: 'p@g.co',
        phone: '+2348012345678',
        chargeUrl: 'http://127.0.0.1:1/paga-return',
        buttonLabel: 'Pay ₦2,500',
      }),
    );
    expect(url.pathname).toBe('/paga/checkout/params');
    for (const key of ['public_key', 'amount', 'currency', 'phone_number', 'email', 'button_label']) {
      expect(url.searchParams.has(key)).toBe(true);
    }
    expect(url.searchParams.get('amount')).toBe('2500.00');
    expect(url.searchParams.get('currency')).toBe('NGN');
    const html = await (await fetch(url)).text();
    expect(html).toContain('Pay ₦2,500');
    expect(await paga.verify({ reference: 'paga-ref-1', amount: 250_000, currency: 'NGN' })).toMatchObject({
      status: 'pending',
    });
    const { location } = await submit(`${base}/paga/checkout/pay`, {
      reference: 'paga-ref-1',
      amount: '2500.00',
      currency: 'NGN',
      charge_url: 'http://127.0.0.1:1/paga-return',
    });
    expect(new URL(location).searchParams.get('charge_reference')).toBe('paga-ref-1');
    expect(await paga.verify({ reference: 'paga-ref-1', amount: 250_000, currency: 'NGN' })).toMatchObject({
      status: 'success',
      amount: 250_000,
    });
    expect(await paga.verify({ reference: 'paga-ref-1', amount: 250_001, currency: 'NGN' })).toMatchObject({
      status: 'pending',
    });
    const wrong = new PagaClient({
      checkoutUrl: `${base}/paga`,
      verifyUrl: `${base}/paga/checkout/transaction/verify`,
      publicKey: 'pk_paga_adapter',
      secretKey: 'sk_wrong_key',
    });
    expect(await wrong.verify({ reference: 'paga-ref-1', amount: 250_000, currency: 'NGN' })).toMatchObject({
      status: 'pending',
    });
  });
});

describe('payments configuration', () => {
  const secrets = { JWT_SECRET: 'x'.repeat(32), COOKIE_SECRET: 'y'.repeat(32) };
  it('defaults to the sandbox in development and test', () => {
    const config = loadConfig({ ...secrets, KASUWA_ENV: 'test', PORT: '4100' });
    expect(config.payments.sandbox).toBe(true);
    expect(config.payments.paystack.baseUrl).toBe('http://localhost:4100/sandbox/paystack');
    expect(config.ESCROW_RELEASE_DAYS).toBe(7);
  });

  it('points at the real providers in production and refuses the sandbox there', () => {
    const prod = {
      ...secrets,
      KASUWA_ENV: 'production',
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_URL: 'https://kasuwa.ng',
    };
    const config = loadConfig(prod);
    expect(config.payments.sandbox).toBe(false);
    expect(config.payments.paystack.baseUrl).toBe('https://api.paystack.co');
    expect(config.payments.paystack.secretKey).toBe('');
    expect(() => loadConfig({ ...prod, PAYMENTS_SANDBOX: '1' })).toThrow(/refused/);
  });

  it('refuses to build a standalone sandbox in production', async () => {
    await expect(
      buildSandboxServer('production', {
        paystack: { secretKey: 'x' },
        flutterwave: { secretKey: 'x', webhookHash: 'x' },
        paga: { publicKey: 'x', secretKey: 'x' },
        webhooks: {},
      }),
    ).rejects.toThrow(/only in development and test/);
  });
});
