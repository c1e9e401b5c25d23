import { randomBytes, randomInt } from 'node:crypto';
import { formatMoney, parseMoney, toDecimalString } from '@kasuwa/contracts';
import type { FastifyInstance } from 'fastify';
import { bodyOf, esc, page, type SandboxContext, s, withQuery } from './shared';

/** Paga Checkout (reference §3): the checkout page, the payment and its verification. Paga sends no webhooks. */
export function pagaRoutes(app: FastifyInstance, { options, state }: SandboxContext) {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/paga/checkout/params',
    async (request, reply) => {
      const q = request.query;
      const currency = (q.currency || 'NGN').toUpperCase();
      const amount = q.amount ? parseMoney(q.amount, currency) : null;
      if (q.public_key !== options.paga.publicKey || amount === null || amount <= 0) {
        return reply.status(400).type('text/html').send(page('Paga', '<h1>Invalid checkout parameters</h1>'));
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
}
