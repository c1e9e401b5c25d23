import { randomBytes, randomInt } from 'node:crypto';
import { formatMoney } from '@kasuwa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signPaystack } from '../platform/payments/paystack';
import { paystackData } from './charge-data';
import {
  type Body,
  bearer,
  bodyOf,
  type Charge,
  esc,
  page,
  SANDBOX_BANKS,
  type SandboxContext,
  s,
  sandboxAccountName,
  type Transfer,
  withQuery,
} from './shared';
import { paystackTransferCharge } from './transfer-accounts';
import { paystackUssdCharge, paystackUssdRoutes } from './ussd';

/** Paystack's Verve test card; the page offers it beside the default card, so a second card differs. */
const VERVE_TEST_CARD = '5060666666666666666';

/** Paystack (reference §1): transactions, hosted checkout, refunds, banks, recipients and transfers. */
export function paystackRoutes(app: FastifyInstance, { options, state, deliver }: SandboxContext) {
  const paystackEvent = (event: string, data: Body) => {
    const raw = JSON.stringify({ event, data });
    deliver(options.webhooks.paystack, raw, {
      'x-paystack-signature': signPaystack(raw, options.paystack.secretKey),
    });
  };

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
    if (!c) return reply.status(404).type('text/html').send(page('Not found', '<h1>Checkout not found</h1>'));
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
<form method="post" action="${esc(action)}/pay"><input type="hidden" name="card" value="${VERVE_TEST_CARD}"><button type="submit">Use the Verve test card ending ${VERVE_TEST_CARD.slice(-4)}</button></form>
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
        if (s(bodyOf(request).card) === VERVE_TEST_CARD) c.last4 = VERVE_TEST_CARD.slice(-4);
        // Tests pay with a card that runs out soon, to see the warning before a renewal.
        const expires = s(bodyOf(request).expires);
        if (/^\d{4}-(0[1-9]|1[0-2])$/.test(expires)) c.expires = expires;
        c.paidAt = c.status === 'success' ? new Date().toISOString() : null;
        if (c.status === 'success') paystackEvent('charge.success', paystackData(c));
      }
      if (!c.callbackUrl)
        return reply.type('text/html').send(page('Paystack', `<h1>Payment ${esc(c.status)}</h1>`));
      return reply.redirect(withQuery(c.callbackUrl, { reference: c.reference, trxref: c.reference }), 303);
    },
  );

  /** Reference §4: renewals charge the card a first payment saved, without the customer. */
  app.post(
    '/paystack/transaction/charge_authorization',
    { preHandler: paystackAuth },
    async (request, reply) => {
      const b = bodyOf(request);
      const code = s(b.authorization_code);
      const email = s(b.email);
      const amount = Number(b.amount);
      const reference = s(b.reference) || randomBytes(6).toString('hex');
      const saved = [...state.paystack.values()].find(
        (c) => `AUTH_${c.id}` === code && c.status === 'success',
      );
      if (!saved || saved.email !== email) return psError(reply, 400, 'Invalid authorization code');
      if (!Number.isSafeInteger(amount) || amount <= 0)
        return psError(reply, 400, 'Invalid Amount Sent', 'invalid_params');
      if (state.paystack.has(reference))
        return psError(reply, 400, 'Duplicate Transaction Reference', 'duplicate_reference');
      const declined = state.decliningAuthorizations.has(code);
      const c: Charge = {
        id: saved.id,
        reference,
        accessCode: randomBytes(8).toString('hex'),
        amount,
        currency: (s(b.currency) || saved.currency).toUpperCase(),
        email,
        callbackUrl: '',
        status: declined ? 'failed' : 'success',
        paidAt: declined ? null : new Date().toISOString(),
        refunded: 0,
        ...(saved.last4 ? { last4: saved.last4 } : {}),
        ...(saved.expires ? { expires: saved.expires } : {}),
      };
      state.paystack.set(reference, c);
      // The same card keeps its authorization code on every charge, as Paystack's does.
      const data = { ...paystackData(c), gateway_response: declined ? 'Insufficient Funds' : 'Approved' };
      const lose = state.losingAnswers.get(code);
      if (lose && lose.remaining > 0) {
        // Taken (or declined), then the answer is lost: the connection drops before any byte is sent.
        lose.remaining -= 1;
        if (lose.remaining === 0) state.losingAnswers.delete(code);
        if (!declined && lose.webhook) paystackEvent('charge.success', data);
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      if (!declined) paystackEvent('charge.success', data);
      return ps('Charge attempted', data);
    },
  );

  /**
   * Sandbox control, not Paystack: the next `times` charges of a saved card are taken but their answer
   * is lost, with (`webhook: true`) or without the `charge.success` webhook, so a test can prove that a
   * renewal whose answer never came is verified before anything is charged again.
   */
  app.post<{ Params: { code: string } }>(
    '/paystack/_sandbox/authorizations/:code/lose-answer',
    { preHandler: paystackAuth },
    async (request, reply) => {
      const b = bodyOf(request);
      const times = b.times === undefined ? 1 : Number(b.times);
      if (!Number.isSafeInteger(times) || times < 0 || times > 100)
        return psError(reply, 400, 'times must be a whole number from 0 to 100', 'invalid_params');
      const webhook = b.webhook === true;
      if (times === 0) state.losingAnswers.delete(request.params.code);
      else state.losingAnswers.set(request.params.code, { remaining: times, webhook });
      return ps('Sandbox authorization updated', {
        authorization_code: request.params.code,
        lose_answers: times,
        webhook,
      });
    },
  );

  /** Sandbox control, not Paystack: make a saved card decline (or pay again) from now on. */
  app.post<{ Params: { code: string } }>(
    '/paystack/_sandbox/authorizations/:code/decline',
    { preHandler: paystackAuth },
    async (request) => {
      const decline = bodyOf(request).decline !== false;
      if (decline) state.decliningAuthorizations.add(request.params.code);
      else state.decliningAuthorizations.delete(request.params.code);
      return ps('Sandbox authorization updated', { authorization_code: request.params.code, decline });
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
  // One `/charge` for the two kinds of charge the sandbox takes (Fastify allows one handler per route):
  // the body's `ussd` or `bank_transfer` says which (reference §1.1, wave3-protocols §1.3).
  app.post('/paystack/charge', { preHandler: paystackAuth }, async (request, reply) => {
    const b = bodyOf(request);
    if (b.ussd && typeof b.ussd === 'object') return paystackUssdCharge(state, b, reply);
    if (b.bank_transfer && typeof b.bank_transfer === 'object')
      return paystackTransferCharge(state, b, reply);
    return psError(reply, 400, 'The sandbox charges ussd and bank_transfer only');
  });

  // Check pending charge (reference §1.4): the status while it waits (`pay_offline` for a USSD code,
  // `pending_bank_transfer` for an open account), the whole transaction once it succeeded or failed.
  app.get<{ Params: { ref: string } }>(
    '/paystack/charge/:ref',
    { preHandler: paystackAuth },
    async (request, reply) => {
      const c = state.paystack.get(request.params.ref);
      if (!c) return psError(reply, 404, 'Transaction reference is invalid');
      const data =
        c.status === 'ongoing'
          ? {
              reference: c.reference,
              status: c.ussd ? 'pay_offline' : c.channel ? 'pending_bank_transfer' : 'pending',
            }
          : paystackData(c);
      return ps('Reference check successful', data);
    },
  );

  paystackUssdRoutes(
    app,
    { options, state, deliver },
    { auth: paystackAuth, data: paystackData, event: paystackEvent },
  );
}
