import { randomBytes, randomInt } from 'node:crypto';
import { parseMoney, toDecimalString, USSD_BANKS } from '@kasuwa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Body, type Charge, type SandboxContext, type SandboxState, s } from './shared';

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

type Refuse = (reply: FastifyReply, message: string) => unknown;
const paystackRefuse: Refuse = (reply, message) => reply.status(400).send({ status: false, message });
const flutterwaveRefuse: Refuse = (reply, message) =>
  reply.status(400).send({ status: 'error', message, data: null });

/**
 * Paystack `POST /charge` with `ussd` (wave3-protocols §1.3). The route itself is paystack.ts's: one
 * `/charge` serves USSD and transfer charges, so it hands a body with `ussd` here.
 */
export function paystackUssdCharge(state: SandboxState, b: Body, reply: FastifyReply) {
  const ussd = b.ussd as Body;
  const email = s(b.email);
  const amount = Number(s(b.amount));
  const bank = PAYSTACK_USSD.get(s(ussd.type));
  if (!email) return paystackRefuse(reply, 'Email address is required for association with card');
  if (!Number.isSafeInteger(amount) || amount <= 0) return paystackRefuse(reply, 'Invalid Amount Sent');
  if (!bank) return paystackRefuse(reply, 'Invalid USSD type');
  const reference = s(b.reference) || `T${randomBytes(7).toString('hex')}`;
  if (state.paystack.has(reference)) return paystackRefuse(reply, 'Duplicate Transaction Reference');
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
}

/** Paystack's test hook for the shopper's phone (`…/_sandbox/ussd/{reference}/complete|fail`). */
export function paystackUssdRoutes(app: FastifyInstance, { state }: SandboxContext, kit: ProviderKit) {
  outcomeHook(app, '/paystack/_sandbox/ussd', state.paystack, kit, { success: 'charge.success' });
}

/**
 * Flutterwave `POST /v3/charges?type=ussd` (wave3-protocols §2.3). The route is flutterwave.ts's: one
 * `/charges` serves every `type`, so it hands `type=ussd` here.
 */
export function flutterwaveUssdCharge(state: SandboxState, b: Body, reply: FastifyReply) {
  const refuse = flutterwaveRefuse;
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
}

/** Flutterwave's test hook for the shopper's phone (`…/v3/_sandbox/ussd/{reference}/complete|fail`). */
export function flutterwaveUssdRoutes(app: FastifyInstance, { state }: SandboxContext, kit: ProviderKit) {
  outcomeHook(app, '/flutterwave/v3/_sandbox/ussd', state.flutterwave, kit, {
    success: 'charge.completed',
    failed: 'charge.completed',
  });
}
