import { randomBytes, randomInt } from 'node:crypto';
import { formatMoney, parseMoney, toDecimalString } from '@kasuwa/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { signFlutterwave } from '../platform/payments/flutterwave';
import { signPaystack } from '../platform/payments/paystack';

/**
 * A local payment provider for development and tests only. It speaks the HTTP protocols of Paystack,
 * Flutterwave v3 and Paga Checkout (shared/reference/payments.md §6) on loopback: initialize, a hosted
 * checkout page a browser can click through, verify, refund, transfers, and signed webhooks back to
 * Kasuwa. State lives in memory; it is a stand-in for the provider, not part of Kasuwa.
 */
export interface SandboxOptions {
  /** The address the sandbox is reached at, e.g. `http://localhost:3000/sandbox`. */
  publicBase: string;
  paystack: { secretKey: string };
  flutterwave: { secretKey: string; webhookHash: string };
  paga: { publicKey: string; secretKey: string };
  /** Where signed events are delivered; unset means no webhooks. */
  webhooks: { paystack?: string; flutterwave?: string };
  /** Deliver each webhook this many times (providers may send duplicates). Default 1. */
  duplicateWebhooks?: number;
}

interface Charge {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paidAt: string | null;
  refunded: number;
}

interface Transfer {
  code: string;
  reference: string;
  amount: number;
  currency: string;
  accountNumber: string;
  status: 'pending' | 'success' | 'failed';
}

export interface SandboxState {
  paystack: Map<string, Charge>;
  flutterwave: Map<string, Charge>;
  paga: Map<string, Charge>;
  transfers: Map<string, Transfer>;
  recipients: Map<string, { accountNumber: string; bankCode: string; name: string }>;
  /** Resolves when every webhook delivery started so far has finished (tests await it). */
  idle(): Promise<void>;
}

export const SANDBOX_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Opay', code: '999992' },
];

/** Account numbers starting 000 do not resolve; transfers to numbers starting 999 fail. */
function sandboxAccountName(accountNumber: string): string | null {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.startsWith('000')) return null;
  return `SANDBOX ACCOUNT ${accountNumber.slice(-4)}`;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.box{border:1px solid #ddd;border-radius:8px;padding:1.5rem}.tag{background:#fff3cd;padding:.25rem .5rem;border-radius:4px;font-size:.8rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #888;cursor:pointer}
button.pay{background:#0a7d40;color:#fff;border-color:#0a7d40}</style></head>
<body><div class="box"><p class="tag">Sandbox: no real money moves</p>${body}</div></body></html>`;

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

function bearer(request: FastifyRequest): string {
  const h = request.headers.authorization ?? '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {};
const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Registers the sandbox routes on `app` (mounted under a prefix, or as the root of its own server). */
export function sandboxRoutes(options: SandboxOptions, state: SandboxState) {
  const pending = new Set<Promise<void>>();
  const copies = Math.max(1, options.duplicateWebhooks ?? 1);

  /** Signed delivery over the exact bytes that were signed, retried on failure like the providers do. */
  function deliver(url: string | undefined, raw: string, headers: Record<string, string>) {
    if (!url) return;
    for (let i = 0; i < copies; i++) {
      const p = (async () => {
        for (let attempt = 1; attempt <= 3; attempt++) {
          try {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headers },
              body: raw,
              signal: AbortSignal.timeout(10_000),
            });
            if (res.status === 200) return;
          } catch {
            // Kasuwa unreachable: retry below, as a provider would.
          }
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      })();
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
  }
  state.idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };

  const paystackEvent = (event: string, data: Body) => {
    const raw = JSON.stringify({ event, data });
    deliver(options.webhooks.paystack, raw, {
      'x-paystack-signature': signPaystack(raw, options.paystack.secretKey),
    });
  };
  const flutterwaveEvent = (event: string, data: Body) => {
    const raw = JSON.stringify({ event, data });
    deliver(options.webhooks.flutterwave, raw, {
      'verif-hash': options.flutterwave.webhookHash,
      'flutterwave-signature': signFlutterwave(raw, options.flutterwave.webhookHash),
    });
  };

  const paystackData = (c: Charge): Body => ({
    id: c.id,
    domain: 'test',
    status: c.status,
    reference: c.reference,
    amount: c.amount,
    requested_amount: c.amount,
    currency: c.currency,
    channel: 'card',
    gateway_response: c.status === 'success' ? 'Successful' : 'Declined',
    paid_at: c.paidAt,
    created_at: new Date().toISOString(),
    metadata: '',
    customer: { email: c.email, customer_code: `CUS_${c.id}` },
    authorization: { authorization_code: `AUTH_${c.id}`, last4: '4081', reusable: true, channel: 'card' },
  });
  const flutterwaveData = (c: Charge): Body => ({
    id: c.id,
    tx_ref: c.reference,
    flw_ref: `FLW-SANDBOX-${c.id}`,
    amount: Number(toDecimalString(c.amount, c.currency)),
    charged_amount: Number(toDecimalString(c.amount, c.currency)),
    currency: c.currency,
    status: c.status === 'success' ? 'successful' : c.status === 'failed' ? 'failed' : 'pending',
    payment_type: 'card',
    created_at: new Date().toISOString(),
    customer: { email: c.email },
  });

  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
    }

    // ---------------------------------------------------------------- Paystack (reference §1)
    const paystackAuth = async (request: FastifyRequest, reply: FastifyReply) => {
      if (bearer(request) !== options.paystack.secretKey) {
        return reply.status(401).send({ status: false, message: 'Invalid key' });
      }
    };
    const ps = (message: string, data: unknown) => ({ status: true, message, data });
    const psError = (reply: FastifyReply, status: number, message: string, code?: string) =>
      reply
        .status(status)
        .send({ status: false, message, ...(code ? { code, type: 'validation_error' } : {}) });

    app.post('/paystack/transaction/initialize', { preHandler: paystackAuth }, async (request, reply) => {
      const b = bodyOf(request);
      const email = s(b.email);
      const amount =
        typeof b.amount === 'number' ? b.amount : /^\d+$/.test(s(b.amount)) ? Number(b.amount) : NaN;
      const currency = (s(b.currency) || 'NGN').toUpperCase();
      const reference = s(b.reference) || randomBytes(6).toString('hex');
      if (!email) return psError(reply, 400, 'Email Address is required', 'missing_params');
      if (!Number.isSafeInteger(amount) || amount <= 0)
        return psError(reply, 400, 'Invalid Amount Sent', 'invalid_params');
      if (!['NGN', 'GHS', 'ZAR', 'KES', 'USD'].includes(currency))
        return psError(reply, 400, 'Currency not supported by merchant');
      if (!/^[A-Za-z0-9.=-]+$/.test(reference))
        return psError(reply, 400, 'Invalid transaction reference', 'invalid_params');
      if (state.paystack.has(reference))
        return psError(reply, 400, 'Duplicate Transaction Reference', 'duplicate_reference');
      const accessCode = randomBytes(8).toString('hex');
      state.paystack.set(reference, {
        id: randomInt(100_000, 2_000_000_000),
        reference,
        accessCode,
        amount,
        currency,
        email,
        callbackUrl: s(b.callback_url),
        status: 'ongoing',
        paidAt: null,
        refunded: 0,
      });
      return ps('Authorization URL created', {
        authorization_url: `${options.publicBase}/paystack/checkout/${accessCode}`,
        access_code: accessCode,
        reference,
      });
    });

    const byAccessCode = (code: string) => [...state.paystack.values()].find((c) => c.accessCode === code);

    app.get<{ Params: { code: string } }>('/paystack/checkout/:code', async (request, reply) => {
      const c = byAccessCode(request.params.code);
      if (!c)
        return reply.status(404).type('text/html').send(page('Not found', '<h1>Checkout not found</h1>'));
      if (c.status !== 'ongoing') {
        return reply
          .type('text/html')
          .send(page('Paystack', `<h1>This checkout is closed</h1><p>Status: ${esc(c.status)}</p>`));
      }
      const action = `${options.publicBase}/paystack/checkout/${c.accessCode}`;
      return reply.type('text/html').send(
        page(
          'Paystack checkout',
          `<h1>Paystack checkout</h1><p>${esc(c.email)}</p><p>Pay <strong>${esc(formatMoney(c.amount, c.currency))}</strong></p>
<p>Test card 4084 0840 8408 4081</p>
<form method="post" action="${esc(action)}/pay"><button class="pay" type="submit">Pay ${esc(formatMoney(c.amount, c.currency))}</button></form>
<form method="post" action="${esc(action)}/decline"><button type="submit">Decline</button></form>`,
        ),
      );
    });

    app.post<{ Params: { code: string; outcome: string } }>(
      '/paystack/checkout/:code/:outcome',
      async (request, reply) => {
        const c = byAccessCode(request.params.code);
        if (!c || !['pay', 'decline'].includes(request.params.outcome))
          return reply.status(404).send('not found');
        if (c.status === 'ongoing') {
          c.status = request.params.outcome === 'pay' ? 'success' : 'failed';
          c.paidAt = c.status === 'success' ? new Date().toISOString() : null;
          if (c.status === 'success') paystackEvent('charge.success', paystackData(c));
        }
        if (!c.callbackUrl)
          return reply.type('text/html').send(page('Paystack', `<h1>Payment ${esc(c.status)}</h1>`));
        return reply.redirect(withQuery(c.callbackUrl, { reference: c.reference, trxref: c.reference }), 303);
      },
    );

    app.get<{ Params: { ref: string } }>(
      '/paystack/transaction/verify/:ref',
      { preHandler: paystackAuth },
      async (request, reply) => {
        const c = state.paystack.get(request.params.ref);
        if (!c) return psError(reply, 404, 'Transaction reference not found');
        return ps('Verification successful', paystackData(c));
      },
    );

    app.post('/paystack/refund', { preHandler: paystackAuth }, async (request, reply) => {
      const b = bodyOf(request);
      const c =
        state.paystack.get(s(b.transaction)) ??
        [...state.paystack.values()].find((x) => String(x.id) === s(b.transaction));
      if (!c) return psError(reply, 404, 'Transaction not found');
      if (c.status !== 'success') return psError(reply, 400, 'Transaction has not been completed');
      const amount = b.amount === undefined ? c.amount - c.refunded : Number(b.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > c.amount - c.refunded) {
        return psError(reply, 400, 'Refund amount cannot be more than the transaction amount');
      }
      c.refunded += amount;
      const id = randomInt(1, 2_000_000_000);
      paystackEvent('refund.processed', {
        status: 'processed',
        transaction_reference: c.reference,
        refund_reference: String(id),
        amount: String(amount),
        currency: c.currency,
        customer: { email: c.email },
        domain: 'test',
      });
      return ps('Refund has been queued for processing', {
        id,
        status: 'pending',
        amount,
        deducted_amount: amount,
        currency: c.currency,
        transaction: { id: c.id, reference: c.reference, amount: c.amount },
      });
    });

    app.get('/paystack/bank', { preHandler: paystackAuth }, async () =>
      ps(
        'Banks retrieved',
        SANDBOX_BANKS.map((b, i) => ({
          id: i + 1,
          ...b,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
        })),
      ),
    );

    app.get<{ Querystring: { account_number?: string; bank_code?: string } }>(
      '/paystack/bank/resolve',
      { preHandler: paystackAuth },
      async (request, reply) => {
        const number = request.query.account_number ?? '';
        const name = sandboxAccountName(number);
        if (!name || !SANDBOX_BANKS.some((b) => b.code === request.query.bank_code)) {
          return psError(reply, 422, 'Could not resolve account name. Check parameters or try again.');
        }
        return ps('Account number resolved', { account_number: number, account_name: name, bank_id: 1 });
      },
    );

    app.post('/paystack/transferrecipient', { preHandler: paystackAuth }, async (request, reply) => {
      const b = bodyOf(request);
      const name = sandboxAccountName(s(b.account_number));
      if (s(b.type) !== 'nuban' || !name)
        return psError(reply, 400, 'Account number is invalid', 'invalid_params');
      const code = `RCP_${randomBytes(6).toString('hex')}`;
      state.recipients.set(code, {
        accountNumber: s(b.account_number),
        bankCode: s(b.bank_code),
        name: s(b.name) || name,
      });
      return reply.status(201).send(
        ps('Transfer recipient created successfully', {
          recipient_code: code,
          type: 'nuban',
          details: { account_number: s(b.account_number), bank_code: s(b.bank_code), account_name: name },
        }),
      );
    });

    const transferData = (t: Transfer) => ({
      transfer_code: t.code,
      reference: t.reference,
      amount: t.amount,
      currency: t.currency,
      status: t.status,
    });

    app.post('/paystack/transfer', { preHandler: paystackAuth }, async (request, reply) => {
      const b = bodyOf(request);
      const reference = s(b.reference);
      if (!/^[a-z0-9_-]{16,100}$/.test(reference))
        return psError(reply, 400, 'Invalid transfer reference', 'invalid_params');
      const existing = state.transfers.get(reference);
      // Same reference again: the same transfer, never a second payment.
      if (existing) return ps('Transfer has been queued', transferData(existing));
      const recipient = state.recipients.get(s(b.recipient));
      const amount = Number(b.amount);
      if (!recipient) return psError(reply, 400, 'Recipient specified is invalid');
      if (!Number.isSafeInteger(amount) || amount <= 0)
        return psError(reply, 400, 'Invalid amount', 'invalid_params');
      const t: Transfer = {
        code: `TRF_${randomBytes(6).toString('hex')}`,
        reference,
        amount,
        currency: s(b.currency) || 'NGN',
        accountNumber: recipient.accountNumber,
        status: 'pending',
      };
      state.transfers.set(reference, t);
      // Settles shortly after, like a real transfer, and reports by webhook.
      setTimeout(() => {
        t.status = t.accountNumber.startsWith('999') ? 'failed' : 'success';
        paystackEvent(`transfer.${t.status}`, {
          ...transferData(t),
          recipient: { recipient_code: s(b.recipient) },
        });
      }, 50).unref();
      return ps('Transfer has been queued', transferData(t));
    });

    app.get<{ Params: { ref: string } }>(
      '/paystack/transfer/verify/:ref',
      { preHandler: paystackAuth },
      async (request, reply) => {
        const t = state.transfers.get(request.params.ref);
        if (!t) return psError(reply, 404, 'Transfer not found');
        return ps('Transfer retrieved', transferData(t));
      },
    );

    // ---------------------------------------------------------------- Flutterwave v3 (reference §2)
    const fwAuth = async (request: FastifyRequest, reply: FastifyReply) => {
      if (bearer(request) !== options.flutterwave.secretKey) {
        return reply.status(401).send({ status: 'error', message: 'Invalid authorization key', data: null });
      }
    };
    const fw = (message: string, data: unknown) => ({ status: 'success', message, data });
    const fwError = (reply: FastifyReply, status: number, message: string) =>
      reply.status(status).send({ status: 'error', message, data: null });
    const fwById = (id: string) => [...state.flutterwave.values()].find((c) => String(c.id) === id);

    app.post('/flutterwave/v3/payments', { preHandler: fwAuth }, async (request, reply) => {
      const b = bodyOf(request);
      const txRef = s(b.tx_ref);
      const currency = (s(b.currency) || 'NGN').toUpperCase();
      const customer = b.customer && typeof b.customer === 'object' ? (b.customer as Body) : {};
      const amount =
        typeof b.amount === 'number' || typeof b.amount === 'string'
          ? parseMoney(String(b.amount), currency)
          : null;
      if (!txRef) return fwError(reply, 400, 'tx_ref is required');
      if (amount === null || amount <= 0) return fwError(reply, 400, 'amount is required');
      if (!s(customer.email)) return fwError(reply, 400, 'customer.email is required');
      if (!state.flutterwave.has(txRef)) {
        state.flutterwave.set(txRef, {
          id: randomInt(1_000_000, 2_000_000_000),
          reference: txRef,
          accessCode: randomBytes(8).toString('hex'),
          amount,
          currency,
          email: s(customer.email),
          callbackUrl: s(b.redirect_url),
          status: 'ongoing',
          paidAt: null,
          refunded: 0,
        });
      }
      const c = state.flutterwave.get(txRef)!;
      return fw('Hosted Link', { link: `${options.publicBase}/flutterwave/v3/hosted/pay/${c.accessCode}` });
    });

    const fwByCode = (code: string) => [...state.flutterwave.values()].find((c) => c.accessCode === code);

    app.get<{ Params: { code: string } }>('/flutterwave/v3/hosted/pay/:code', async (request, reply) => {
      const c = fwByCode(request.params.code);
      if (!c)
        return reply.status(404).type('text/html').send(page('Not found', '<h1>Payment link not found</h1>'));
      const action = `${options.publicBase}/flutterwave/v3/hosted/pay/${c.accessCode}`;
      return reply.type('text/html').send(
        page(
          'Flutterwave checkout',
          `<h1>Flutterwave checkout</h1><p>${esc(c.email)}</p><p>Pay <strong>${esc(formatMoney(c.amount, c.currency))}</strong></p>
<form method="post" action="${esc(action)}/pay"><button class="pay" type="submit">Pay ${esc(formatMoney(c.amount, c.currency))}</button></form>
<form method="post" action="${esc(action)}/cancel"><button type="submit">Cancel</button></form>`,
        ),
      );
    });

    app.post<{ Params: { code: string; outcome: string } }>(
      '/flutterwave/v3/hosted/pay/:code/:outcome',
      async (request, reply) => {
        const c = fwByCode(request.params.code);
        if (!c || !['pay', 'cancel'].includes(request.params.outcome))
          return reply.status(404).send('not found');
        if (c.status === 'ongoing') {
          c.status = request.params.outcome === 'pay' ? 'success' : 'abandoned';
          if (c.status === 'success') {
            c.paidAt = new Date().toISOString();
            flutterwaveEvent('charge.completed', flutterwaveData(c));
          }
        }
        const status = c.status === 'success' ? 'successful' : 'cancelled';
        if (!c.callbackUrl)
          return reply.type('text/html').send(page('Flutterwave', `<h1>Payment ${status}</h1>`));
        return reply.redirect(
          withQuery(c.callbackUrl, {
            status,
            tx_ref: c.reference,
            ...(c.status === 'success' ? { transaction_id: String(c.id) } : {}),
          }),
          303,
        );
      },
    );

    app.get<{ Params: { id: string } }>(
      '/flutterwave/v3/transactions/:id/verify',
      { preHandler: fwAuth },
      async (request) => {
        const c = fwById(request.params.id);
        if (!c) return { status: 'error', message: 'No transaction was found for this id', data: null };
        return fw('Transaction fetched successfully', flutterwaveData(c));
      },
    );

    app.get<{ Querystring: { tx_ref?: string } }>(
      '/flutterwave/v3/transactions/verify_by_reference',
      { preHandler: fwAuth },
      async (request) => {
        const c = state.flutterwave.get(request.query.tx_ref ?? '');
        if (!c) return { status: 'error', message: 'No transaction was found for this id', data: null };
        return fw('Transaction fetched successfully', flutterwaveData(c));
      },
    );

    app.post<{ Params: { id: string } }>(
      '/flutterwave/v3/transactions/:id/refund',
      { preHandler: fwAuth },
      async (request, reply) => {
        const c = fwById(request.params.id);
        if (!c) return fwError(reply, 404, 'No transaction was found for this id');
        const b = bodyOf(request);
        const amount =
          b.amount === undefined ? c.amount - c.refunded : parseMoney(String(b.amount), c.currency);
        if (c.status !== 'success' || amount === null || amount <= 0 || amount > c.amount - c.refunded) {
          return fwError(reply, 400, 'Refund amount is greater than the transaction amount');
        }
        c.refunded += amount;
        return fw('Transaction refund initiated', {
          id: randomInt(1, 2_000_000_000),
          tx_id: c.id,
          flw_ref: `URF_${c.id}`,
          amount_refunded: Number(toDecimalString(amount, c.currency)),
          status: 'completed',
          destination: 'payment_source',
          created_at: new Date().toISOString(),
        });
      },
    );

    app.post('/flutterwave/v3/accounts/resolve', { preHandler: fwAuth }, async (request, reply) => {
      const b = bodyOf(request);
      const name = sandboxAccountName(s(b.account_number));
      if (!name)
        return fwError(reply, 400, 'Sorry, that account number is invalid, please check and try again');
      return fw('Account details fetched', { account_number: s(b.account_number), account_name: name });
    });

    app.post('/flutterwave/v3/transfers', { preHandler: fwAuth }, async (request, reply) => {
      const b = bodyOf(request);
      const reference = s(b.reference);
      const currency = s(b.currency) || 'NGN';
      const amount = parseMoney(String(b.amount ?? ''), currency);
      if (!reference || amount === null || amount <= 0) return fwError(reply, 400, 'Invalid transfer');
      let t = state.transfers.get(reference);
      if (!t) {
        t = {
          code: String(randomInt(1, 2_000_000_000)),
          reference,
          amount,
          currency,
          accountNumber: s(b.account_number),
          status: s(b.account_number).startsWith('999') ? 'failed' : 'success',
        };
        state.transfers.set(reference, t);
      }
      return fw('Transfer Queued Successfully', {
        id: Number(t.code),
        reference: t.reference,
        amount: Number(toDecimalString(t.amount, t.currency)),
        currency: t.currency,
        status: t.status === 'success' ? 'SUCCESSFUL' : t.status === 'failed' ? 'FAILED' : 'NEW',
      });
    });

    // ---------------------------------------------------------------- Paga Checkout (reference §3)
    app.get<{ Querystring: Record<string, string | undefined> }>(
      '/paga/checkout/params',
      async (request, reply) => {
        const q = request.query;
        const currency = (q.currency || 'NGN').toUpperCase();
        const amount = q.amount ? parseMoney(q.amount, currency) : null;
        if (q.public_key !== options.paga.publicKey || amount === null || amount <= 0) {
          return reply
            .status(400)
            .type('text/html')
            .send(page('Paga', '<h1>Invalid checkout parameters</h1>'));
        }
        const reference = q.payment_reference || randomBytes(8).toString('hex');
        const label = q.button_label || 'Pay';
        const hidden = {
          reference,
          amount: toDecimalString(amount, currency),
          currency,
          email: q.email ?? '',
          charge_url: q.charge_url ?? '',
        };
        const inputs = Object.entries(hidden)
          .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
          .join('');
        return reply.type('text/html').send(
          page(
            'Paga Checkout',
            `<h1>Paga Checkout</h1><p>${esc(q.email ?? '')} ${esc(q.phone_number ?? '')}</p>
<p>Amount <strong>${esc(formatMoney(amount, currency))}</strong></p>
<form method="post" action="${esc(options.publicBase)}/paga/checkout/pay">${inputs}<button class="pay" type="submit">${esc(label)}</button></form>`,
          ),
        );
      },
    );

    app.post('/paga/checkout/pay', async (request, reply) => {
      const b = bodyOf(request);
      const currency = s(b.currency) || 'NGN';
      const amount = parseMoney(s(b.amount), currency);
      const reference = s(b.reference);
      if (!reference || amount === null) return reply.status(400).send('bad request');
      if (!state.paga.has(reference)) {
        state.paga.set(reference, {
          id: randomInt(1, 2_000_000_000),
          reference,
          accessCode: reference,
          amount,
          currency,
          email: s(b.email),
          callbackUrl: s(b.charge_url),
          status: 'success',
          paidAt: new Date().toISOString(),
          refunded: 0,
        });
      }
      const chargeUrl = s(b.charge_url);
      if (!chargeUrl) return reply.type('text/html').send(page('Paga', '<h1>Payment successful</h1>'));
      return reply.redirect(withQuery(chargeUrl, { charge_reference: reference, status: 'success' }), 303);
    });

    app.post('/paga/checkout/transaction/verify', async (request) => {
      const b = bodyOf(request);
      if (s(b.publicKey) !== options.paga.publicKey || s(b.secretKey) !== options.paga.secretKey) {
        return { status_code: 1, status_message: 'Invalid credentials' };
      }
      const c = state.paga.get(s(b.paymentReference));
      if (!c) return { status_code: 2, status_message: 'Transaction not found' };
      const currency = s(b.currency) || 'NGN';
      const amount = parseMoney(s(b.amount), currency);
      if (amount !== c.amount || currency !== c.currency) {
        return { status_code: 3, status_message: 'Amount or currency mismatch' };
      }
      return {
        status_code: 0,
        status_message: 'success',
        data: {
          paymentReference: c.reference,
          transactionId: `PAGA-${c.id}`,
          amount: toDecimalString(c.amount, c.currency),
          currency: c.currency,
        },
      };
    });
  };
}

export function createSandboxState(): SandboxState {
  return {
    paystack: new Map(),
    flutterwave: new Map(),
    paga: new Map(),
    transfers: new Map(),
    recipients: new Map(),
    idle: async () => {},
  };
}

export function assertSandboxAllowed(env: string): void {
  if (env !== 'development' && env !== 'test') {
    throw new Error('The payment sandbox runs only in development and test.');
  }
}

/** A standalone sandbox server (tests and `npm run dev` with separate ports). */
export async function buildSandboxServer(
  env: string,
  options: Omit<SandboxOptions, 'publicBase'> & { publicBase?: string },
): Promise<{
  app: FastifyInstance;
  state: SandboxState;
  options: SandboxOptions;
  listen(): Promise<string>;
}> {
  assertSandboxAllowed(env);
  const state = createSandboxState();
  const app = Fastify({ logger: false });
  const resolved: SandboxOptions = { ...options, publicBase: options.publicBase ?? '' };
  await app.register(async (child) => {
    await sandboxRoutes(resolved, state)(child);
  });
  return {
    app,
    state,
    options: resolved,
    async listen() {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      if (!options.publicBase) resolved.publicBase = address;
      return address;
    },
  };
}
