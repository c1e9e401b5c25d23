import { randomBytes, randomInt } from 'node:crypto';
import { parseMoney, toDecimalString, USSD_BANKS } from '@kasuwa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Body, bodyOf, type Charge, type SandboxContext, s } from './shared';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** What a provider's sandbox routes lend its USSD routes: its auth check, its charge shape, its events. */
interface ProviderKit {
  auth: PreHandler;
  data(c: Charge): Body;
  event(event: string, data: Body): void;
}

/** Paystack's `ussd.type` enum (wave3-protocols §1.3) with the bank each names. */
const PAYSTACK_USSD = new Map<string, string>(
  USSD_BANKS.flatMap((b) => ('paystack' in b ? [[b.paystack, b.name] as const] : [])),
);
const FLUTTERWAVE_USSD = new Map<string, string>(USSD_BANKS.map((b) => [b.flutterwave, b.name] as const));

/** Seven digits, like Flutterwave's `payment_code`; the sandbox's codes are only ever dialled by tests. */
const paymentCode = () => String(randomInt(1_000_000, 10_000_000));

function newUssdCharge(reference: string, amount: number, email: string, ussd: Charge['ussd']): Charge {
  return {
    id: randomInt(1_000_000, 2_000_000_000),
    reference,
    accessCode: randomBytes(8).toString('hex'),
    amount,
    currency: 'NGN',
    email,
    callbackUrl: '',
    status: 'ongoing',
    paidAt: null,
    refunded: 0,
    ussd,
  };
}

/**
 * The shopper's phone, for tests: completes (the shopper dialled and approved) or fails (declined,
 * insufficient funds) a USSD charge still waiting. Completion sends the provider's event; a failure
 * sends one only where the provider does (Flutterwave's `charge.completed` with `failed`; Paystack
 * documents no event, so the charge is seen failed when it is verified).
 */
function outcomeHook(
  app: FastifyInstance,
  path: string,
  charges: Map<string, Charge>,
  kit: ProviderKit,
  events: { success: string; failed?: string },
) {
  app.post<{ Params: { reference: string; outcome: string } }>(
    `${path}/:reference/:outcome`,
    { preHandler: kit.auth },
    async (request, reply) => {
      const c = charges.get(request.params.reference);
      const outcome = request.params.outcome;
      if (!c?.ussd || (outcome !== 'complete' && outcome !== 'fail')) {
        return reply.status(404).send({ status: false, message: 'No USSD charge with this reference' });
      }
      if (c.status !== 'ongoing') {
        return reply.status(409).send({ status: false, message: `The charge is already ${c.status}` });
      }
      c.status = outcome === 'complete' ? 'success' : 'failed';
      c.paidAt = c.status === 'success' ? new Date().toISOString() : null;
      if (c.status === 'success') kit.event(events.success, kit.data(c));
      else if (events.failed) kit.event(events.failed, kit.data(c));
      return { status: true, message: `USSD charge ${c.status}`, data: kit.data(c) };
    },
  );
}

/** Paystack `POST /charge` with `ussd` and `GET /charge/{reference}` (wave3-protocols §1.3, §1.4). */
export function paystackUssdRoutes(app: FastifyInstance, { state }: SandboxContext, kit: ProviderKit) {
  const refuse = (reply: FastifyReply, message: string) => reply.status(400).send({ status: false, message });

  app.post('/paystack/charge', { preHandler: kit.auth }, async (request, reply) => {
    const b = bodyOf(request);
    const ussd = b.ussd && typeof b.ussd === 'object' ? (b.ussd as Body) : null;
    if (!ussd) return refuse(reply, 'The sandbox charges USSD only');
    const email = s(b.email);
    const amount = Number(s(b.amount));
    const bank = PAYSTACK_USSD.get(s(ussd.type));
    if (!email) return refuse(reply, 'Email address is required for association with card');
    if (!Number.isSafeInteger(amount) || amount <= 0) return refuse(reply, 'Invalid Amount Sent');
    if (!bank) return refuse(reply, 'Invalid USSD type');
    const reference = s(b.reference) || `T${randomBytes(7).toString('hex')}`;
    if (state.paystack.has(reference)) return refuse(reply, 'Duplicate Transaction Reference');
    const code = `*${s(ussd.type)}*000*${paymentCode()}#`;
    state.paystack.set(reference, newUssdCharge(reference, amount, email, { code, bank }));
    return {
      status: true,
      message: 'Charge attempted',
      data: {
        reference,
        status: 'pay_offline',
        display_text: `Please dial ${code} on your mobile phone to complete the transaction`,
        ussd_code: code,
      },
    };
  });

  app.get<{ Params: { reference: string } }>(
    '/paystack/charge/:reference',
    { preHandler: kit.auth },
    async (request, reply) => {
      const c = state.paystack.get(request.params.reference);
      if (!c) return refuse(reply, 'Transaction reference is invalid');
      const data =
        c.status === 'ongoing' && c.ussd ? { reference: c.reference, status: 'pay_offline' } : kit.data(c);
      return { status: true, message: 'Reference check successful', data };
    },
  );

  outcomeHook(app, '/paystack/_sandbox/ussd', state.paystack, kit, { success: 'charge.success' });
}

/** Flutterwave `POST /v3/charges?type=ussd` (wave3-protocols §2.3). */
export function flutterwaveUssdRoutes(app: FastifyInstance, { state }: SandboxContext, kit: ProviderKit) {
  const refuse = (reply: FastifyReply, message: string) =>
    reply.status(400).send({ status: 'error', message, data: null });

  app.post<{ Querystring: { type?: string } }>(
    '/flutterwave/v3/charges',
    { preHandler: kit.auth },
    async (request, reply) => {
      if (request.query.type !== 'ussd') return refuse(reply, 'The sandbox charges type=ussd only');
      const b = bodyOf(request);
      const txRef = s(b.tx_ref);
      const currency = (s(b.currency) || 'NGN').toUpperCase();
      const amount = parseMoney(s(b.amount), currency);
      const bank = FLUTTERWAVE_USSD.get(s(b.account_bank));
      if (!txRef) return refuse(reply, 'tx_ref is required');
      if (!s(b.email)) return refuse(reply, 'email is required');
      if (currency !== 'NGN') return refuse(reply, 'USSD charges are in NGN only');
      if (amount === null || amount <= 0) return refuse(reply, 'amount is required');
      if (!bank) return refuse(reply, 'account_bank is not a USSD bank');
      if (state.flutterwave.has(txRef)) return refuse(reply, 'Duplicate transaction reference');
      const code = paymentCode();
      const dial = `*${s(b.account_bank).slice(-3)}*000*${code}#`;
      const c = newUssdCharge(txRef, amount, s(b.email), { code: dial, bank });
      state.flutterwave.set(txRef, c);
      const major = Number(toDecimalString(amount, currency));
      return {
        status: 'success',
        message: 'Charge initiated',
        data: {
          id: c.id,
          tx_ref: txRef,
          flw_ref: `FLW-SANDBOX-${c.id}`,
          amount: major,
          charged_amount: major,
          app_fee: 0,
          processor_response: 'Transaction in progress',
          auth_model: 'USSD',
          currency,
          status: 'pending',
          payment_type: 'ussd',
          customer: { email: c.email },
          payment_code: code,
        },
        meta: { authorization: { mode: 'ussd', note: dial } },
      };
    },
  );

  outcomeHook(app, '/flutterwave/v3/_sandbox/ussd', state.flutterwave, kit, {
    success: 'charge.completed',
    failed: 'charge.completed',
  });
}
