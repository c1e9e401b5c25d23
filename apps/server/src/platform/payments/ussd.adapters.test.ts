import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxServer } from '../../sandbox/sandbox.module';
import { chargeFromFlutterwave, FlutterwaveClient } from './flutterwave';
import { ProviderError } from './http';
import { chargeFromPaystack, PaystackClient, verifyPaystackSignature } from './paystack';

// The USSD charges of both adapters against the sandbox, which answers as wave3-protocols §1.3 and §2.3
// describe, and the events its test hooks send when the shopper's phone completes or fails a charge.

const keys = {
  paystack: { secretKey: 'sk_test_ussd_adapter', publicKey: 'pk_test_ussd_adapter' },
  flutterwave: {
    secretKey: 'FLWSECK_TEST-ussd-X',
    publicKey: 'FLWPUBK_TEST-ussd-X',
    webhookHash: 'ussd-hash-1',
  },
};

let sandbox: Awaited<ReturnType<typeof buildSandboxServer>>;
let base: string;
let receiver: Server;
const received: { path: string; headers: Record<string, unknown>; raw: Buffer }[] = [];
let paystack: PaystackClient;
let flutterwave: FlutterwaveClient;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks) });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  sandbox = await buildSandboxServer('test', {
    paystack: { secretKey: keys.paystack.secretKey },
    flutterwave: { secretKey: keys.flutterwave.secretKey, webhookHash: keys.flutterwave.webhookHash },
    paga: { publicKey: 'pk_paga', secretKey: 'sk_paga' },
    webhooks: { paystack: `${hook}/paystack`, flutterwave: `${hook}/flutterwave` },
  });
  base = await sandbox.listen();
  paystack = new PaystackClient({ baseUrl: `${base}/paystack`, ...keys.paystack });
  flutterwave = new FlutterwaveClient({ baseUrl: `${base}/flutterwave/v3`, ...keys.flutterwave });
});

afterAll(async () => {
  await sandbox.app.close();
  await new Promise((r) => receiver.close(r));
});

async function phone(path: string, key: string) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
  await sandbox.state.idle();
  return res;
}

describe('Paystack USSD', () => {
  it('answers pay_offline with the code, stays pending, and pays with a signed charge.success', async () => {
    const { ussdCode, displayText } = await paystack.chargeUssd({
      email: 'ada@example.com',
      amount: 450_000,
      reference: 'ussd-ps-1',
      bank: '737',
    });
    expect(ussdCode).toMatch(/^\*737\*\d+\*\d+#$/);
    expect(displayText).toBe(`Please dial ${ussdCode} on your mobile phone to complete the transaction`);
    expect((await paystack.verify('ussd-ps-1'))?.status).toBe('pending');
    const check = await fetch(`${base}/paystack/charge/ussd-ps-1`, {
      headers: { authorization: `Bearer ${keys.paystack.secretKey}` },
    });
    expect((await check.json()).data).toEqual({ reference: 'ussd-ps-1', status: 'pay_offline' });

    received.length = 0;
    const done = await phone('/paystack/_sandbox/ussd/ussd-ps-1/complete', keys.paystack.secretKey);
    expect(done.status).toBe(200);
    const event = received.find((r) => r.path === '/paystack')!;
    expect(
      verifyPaystackSignature(
        event.raw,
        String(event.headers['x-paystack-signature']),
        keys.paystack.secretKey,
      ),
    ).toBe(true);
    const body = JSON.parse(event.raw.toString());
    expect(body.event).toBe('charge.success');
    expect(body.data).toMatchObject({
      channel: 'ussd',
      authorization: { channel: 'ussd', card_type: 'offline', bank: 'GTBank', reusable: false },
    });
    // A USSD payment saves no card to charge again.
    expect(chargeFromPaystack(body.data)).toMatchObject({ status: 'success', amount: 450_000 });
    expect(chargeFromPaystack(body.data)?.savedCard).toBeUndefined();
    expect((await paystack.verify('ussd-ps-1'))?.status).toBe('success');
    // Done is done: the hook cannot fail it afterwards.
    expect((await phone('/paystack/_sandbox/ussd/ussd-ps-1/fail', keys.paystack.secretKey)).status).toBe(409);
  });

  it('fails a declined charge without an event, and refuses a bank outside its four and a reused reference', async () => {
    await paystack.chargeUssd({
      email: 'ada@example.com',
      amount: 100_000,
      reference: 'ussd-ps-2',
      bank: '966',
    });
    received.length = 0;
    await phone('/paystack/_sandbox/ussd/ussd-ps-2/fail', keys.paystack.secretKey);
    expect(received).toHaveLength(0);
    expect((await paystack.verify('ussd-ps-2'))?.status).toBe('failed');

    const refused = paystack.chargeUssd({
      email: 'a@b.co',
      amount: 100,
      reference: 'ussd-ps-3',
      bank: '044',
    });
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(refused).rejects.toThrow('Invalid USSD type');
    await expect(
      paystack.chargeUssd({ email: 'a@b.co', amount: 100, reference: 'ussd-ps-2', bank: '737' }),
    ).rejects.toThrow('Duplicate Transaction Reference');
    expect((await phone('/paystack/_sandbox/ussd/ussd-ps-2/complete', 'wrong-key')).status).toBe(401);
  });
});

describe('Flutterwave USSD', () => {
  it('gives the code in meta.authorization.note and pays with charge.completed, verified by id', async () => {
    const started = await flutterwave.chargeUssd({
      txRef: 'ussd-fw-1',
      amount: 250_050,
      currency: 'NGN',
      bank: '044',
      email: 'ada@example.com',
      phone: '+234 803 123 4567',
    });
    expect(started.ussdCode).toMatch(/^\*044\*000\*\d{7}#$/);
    expect(started.paymentCode).toMatch(/^\d{7}$/);
    expect((await flutterwave.verifyById(started.transactionId))?.status).toBe('pending');

    received.length = 0;
    await phone('/flutterwave/v3/_sandbox/ussd/ussd-fw-1/complete', keys.flutterwave.secretKey);
    const event = JSON.parse(received.find((r) => r.path === '/flutterwave')!.raw.toString());
    expect(event.event).toBe('charge.completed');
    expect(event.data).toMatchObject({ payment_type: 'ussd', status: 'successful', amount: 2500.5 });
    expect(chargeFromFlutterwave(event.data)).toMatchObject({ status: 'success', amount: 250_050 });
    expect((await flutterwave.verifyById(started.transactionId))?.status).toBe('success');
  });

  it('sends charge.completed with failed for a declined charge, and refuses a bank it does not serve', async () => {
    const started = await flutterwave.chargeUssd({
      txRef: 'ussd-fw-2',
      amount: 100_000,
      currency: 'NGN',
      bank: '057',
      email: 'ada@example.com',
    });
    received.length = 0;
    await phone('/flutterwave/v3/_sandbox/ussd/ussd-fw-2/fail', keys.flutterwave.secretKey);
    const event = JSON.parse(received.find((r) => r.path === '/flutterwave')!.raw.toString());
    expect(event.data.status).toBe('failed');
    expect((await flutterwave.verifyById(started.transactionId))?.status).toBe('failed');
    await expect(
      flutterwave.chargeUssd({
        txRef: 'ussd-fw-3',
        amount: 100,
        currency: 'NGN',
        bank: '999',
        email: 'a@b.co',
      }),
    ).rejects.toThrow('account_bank is not a USSD bank');
    await expect(
      flutterwave.chargeUssd({
        txRef: 'ussd-fw-4',
        amount: 100,
        currency: 'USD',
        bank: '044',
        email: 'a@b.co',
      }),
    ).rejects.toThrow('USSD charges are in NGN only');
  });
});
