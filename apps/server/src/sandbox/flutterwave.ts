import { randomBytes, randomInt } from 'node:crypto';
import { formatMoney, parseMoney, toDecimalString } from '@kasuwa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signFlutterwave } from '../platform/payments/flutterwave';
import { flutterwaveData } from './charge-data';
import {
  type Body,
  bearer,
  bodyOf,
  esc,
  page,
  type SandboxContext,
  s,
  sandboxAccountName,
  withQuery,
} from './shared';
import { flutterwaveTransferCharge } from './transfer-accounts';
import { flutterwaveUssdCharge, flutterwaveUssdRoutes } from './ussd';

/** Flutterwave v3 (reference §2): hosted payments, verification, refunds, account resolution and transfers. */
export function flutterwaveRoutes(app: FastifyInstance, { options, state, deliver }: SandboxContext) {
  const flutterwaveEvent = (event: string, data: Body) => {
    const raw = JSON.stringify({ event, data });
    deliver(options.webhooks.flutterwave, raw, {
      'verif-hash': options.flutterwave.webhookHash,
      'flutterwave-signature': signFlutterwave(raw, options.flutterwave.webhookHash),
    });
  };

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
  // One `/charges` for the two kinds of charge the sandbox takes (Fastify allows one handler per route):
  // the `type` query says which (reference §2.1, wave3-protocols §2.3).
  app.post<{ Querystring: { type?: string } }>(
    '/flutterwave/v3/charges',
    { preHandler: fwAuth },
    async (request, reply) => {
      const b = bodyOf(request);
      if (request.query.type === 'ussd') return flutterwaveUssdCharge(state, b, reply);
      if (request.query.type === 'bank_transfer') return flutterwaveTransferCharge(state, b, reply);
      return fwError(reply, 400, 'The sandbox charges type=ussd and type=bank_transfer only');
    },
  );

  flutterwaveUssdRoutes(
    app,
    { options, state, deliver },
    { auth: fwAuth, data: flutterwaveData, event: flutterwaveEvent },
  );
}
