import { randomBytes, randomInt } from 'node:crypto';
import { formatMoney, parseMoney, toDecimalString } from '@kasuwa/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signFlutterwave } from '../platform/payments/flutterwave';
import { signPaystack } from '../platform/payments/paystack';
import { flutterwaveData, paystackData } from './charge-data';
import {
  type Body,
  bodyOf,
  type Charge,
  esc,
  page,
  type SandboxContext,
  type SandboxState,
  type SandboxTransferAccount,
  s,
} from './shared';

/** Paystack's default life of a transfer account when the charge names none (reference §1.1 [S]). */
const PAYSTACK_DEFAULT_MINUTES = 30;

function newAccountNumber(state: SandboxState) {
  let n: string;
  do n = `99${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  while (state.transferAccounts.has(n));
  return n;
}

function open(state: SandboxState, provider: SandboxTransferAccount['provider'], c: Charge, expiresAt: Date) {
  const account: SandboxTransferAccount = {
    provider,
    reference: c.reference,
    accountNumber: newAccountNumber(state),
    amount: c.amount,
    currency: c.currency,
    email: c.email,
    expiresAt,
    arrivals: [],
  };
  state.transferAccounts.set(account.accountNumber, account);
  return account;
}

const psError = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });
const fwError = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: 'error', message, data: null });

/**
 * Paystack `POST /charge` with `bank_transfer` (reference §1.1). The route is paystack.ts's: one
 * `/charge` serves USSD and transfer charges, so it hands a body with `bank_transfer` here.
 */
export function paystackTransferCharge(state: SandboxState, b: Body, reply: FastifyReply) {
  const email = s(b.email);
  const amount = /^\d+$/.test(s(b.amount)) ? Number(s(b.amount)) : NaN;
  const reference = s(b.reference) || `T${randomBytes(8).toString('hex')}`;
  const transfer = b.bank_transfer as Body;
  if (!email) return psError(reply, 400, 'Email address is required for association with card');
  if (!Number.isSafeInteger(amount) || amount <= 0) return psError(reply, 400, 'Invalid Amount Sent');
  if (state.paystack.has(reference)) return psError(reply, 400, 'Duplicate Transaction Reference');
  const asked = s(transfer.account_expires_at);
  const expiresAt = asked ? new Date(asked) : new Date(Date.now() + PAYSTACK_DEFAULT_MINUTES * 60_000);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()) {
    return psError(reply, 400, 'account_expires_at must be a time in the future');
  }
  const charge: Charge = {
    id: randomInt(100_000, 2_000_000_000),
    reference,
    accessCode: randomBytes(8).toString('hex'),
    amount,
    currency: 'NGN',
    email,
    callbackUrl: '',
    status: 'ongoing',
    paidAt: null,
    refunded: 0,
    channel: 'bank_transfer',
  };
  state.paystack.set(reference, charge);
  const account = open(state, 'paystack', charge, expiresAt);
  return {
    status: true,
    message: 'Charge attempted',
    data: {
      reference,
      status: 'pending_bank_transfer',
      display_text: 'Please make a transfer to the account specified',
      account_name: 'TEST-MANAGED-ACCOUNT',
      account_number: account.accountNumber,
      bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
      account_expires_at: expiresAt.toISOString(),
    },
  };
}

/**
 * Flutterwave `POST /v3/charges?type=bank_transfer` (reference §2.1). The route is flutterwave.ts's:
 * one `/charges` serves every `type`, so it hands `type=bank_transfer` here.
 */
export function flutterwaveTransferCharge(state: SandboxState, b: Body, reply: FastifyReply) {
  const txRef = s(b.tx_ref);
  const currency = (s(b.currency) || 'NGN').toUpperCase();
  const amount = parseMoney(s(b.amount), currency);
  const seconds = b.expires === undefined ? 3600 : Number(b.expires);
  if (!txRef || txRef.length > 100) return fwError(reply, 400, 'tx_ref is required');
  if (amount === null || amount <= 0) return fwError(reply, 400, 'amount is required');
  if (!s(b.email)) return fwError(reply, 400, 'email is required');
  if (currency !== 'NGN') return fwError(reply, 400, 'Bank transfer charges are in NGN only');
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 31_536_000) {
    return fwError(reply, 400, 'expires must be between 1 and 31536000 seconds');
  }
  if (state.flutterwave.has(txRef)) return fwError(reply, 400, 'Duplicate tx_ref');
  const charge: Charge = {
    id: randomInt(1_000_000, 2_000_000_000),
    reference: txRef,
    accessCode: randomBytes(8).toString('hex'),
    amount,
    currency,
    email: s(b.email),
    callbackUrl: '',
    status: 'ongoing',
    paidAt: null,
    refunded: 0,
    channel: 'bank_transfer',
  };
  state.flutterwave.set(txRef, charge);
  const account = open(state, 'flutterwave', charge, new Date(Date.now() + seconds * 1000));
  return {
    status: 'success',
    message: 'Charge initiated',
    meta: {
      authorization: {
        transfer_reference: `MockFLWRef-${charge.id}`,
        transfer_account: account.accountNumber,
        transfer_bank: 'Mock Bank',
        account_expiration: account.expiresAt.getTime(),
        transfer_note: s(b.narration) || 'Mock note',
        transfer_amount: toDecimalString(amount, currency),
        mode: 'banktransfer',
      },
    },
  };
}

/**
 * One-off transfer accounts (wave 3 reference §1.1 Paystack Pay with Transfer and §1.4 check charge,
 * §2.1 Flutterwave bank-transfer charge; the charge routes are paystack.ts's and flutterwave.ts's,
 * which hand transfer charges to the functions above), with a sandbox control that makes money arrive:
 * `POST /_sandbox/transfer-accounts/{accountNumber}/transfer` `{ amount?, late? }` (amount in minor
 * units, the exact amount when omitted; `late` moves the account's expiry into the past first), and a
 * page with buttons for it at `GET /_sandbox/transfer-accounts` (a second "Send exact" sends twice).
 *
 * What each provider does with it:
 * - Paystack: the exact amount before expiry pays (`charge.success`, channel `bank_transfer`); a wrong
 *   amount is refunded by Paystack and reported as `bank.transfer.rejected` (no reference); a transfer
 *   after expiry, or into an account already paid, is refunded by Paystack with no event (its support
 *   article; the exact events are not documented).
 * - Flutterwave: its policy for wrong or late amounts is not documented, so every transfer is taken as
 *   it came: a `charge.completed` of `payment_type: bank_transfer` with the amount received, a new
 *   transaction id each time under the charge's `tx_ref`. Kasuwa decides what to keep.
 * The real Flutterwave test mode pays a transfer by itself after a few seconds; here only the control
 * does, so a test chooses the outcome.
 */
export function transferAccountRoutes(app: FastifyInstance, { options, state, deliver }: SandboxContext) {
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
  /** Sandbox control, not a provider's API: a shopper's bank sends money into a one-off account. */
  app.post<{ Params: { account: string } }>(
    '/_sandbox/transfer-accounts/:account/transfer',
    async (request, reply) => {
      const account = state.transferAccounts.get(request.params.account);
      if (!account) return reply.status(404).send({ message: 'No such account' });
      const b = bodyOf(request);
      const amount = b.amount === undefined || b.amount === '' ? account.amount : Number(b.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        return reply.status(400).send({ message: 'amount must be a positive whole number of kobo' });
      }
      if (b.late === true || b.late === 'true') account.expiresAt = new Date(Date.now() - 1000);
      const outcome =
        account.provider === 'paystack'
          ? paystackArrival(account, amount)
          : flutterwaveArrival(account, amount);
      account.arrivals.push({ amount, outcome });
      // The page below posts a form and comes back to itself; tests post JSON and read the outcome.
      if (String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return reply.redirect(`${options.publicBase}/_sandbox/transfer-accounts`, 303);
      }
      return { outcome, account: account.accountNumber, amount };
    },
  );

  /** Sandbox page, not a provider's: a developer's "bank app" to send money into the open accounts. */
  app.get('/_sandbox/transfer-accounts', async (_request, reply) => {
    const rows = [...state.transferAccounts.values()]
      .reverse()
      .slice(0, 20)
      .map((a) => {
        const action = esc(`${options.publicBase}/_sandbox/transfer-accounts/${a.accountNumber}/transfer`);
        const button = (label: string, fields: string) =>
          `<form method="post" action="${action}" style="display:inline">${fields}<button type="submit">${label}</button></form>`;
        const amount = (n: number) => `<input type="hidden" name="amount" value="${n}">`;
        return `<li><p><strong>${esc(a.accountNumber)}</strong> (${esc(a.provider)}) ${esc(formatMoney(a.amount, a.currency))},
closes ${esc(a.expiresAt.toISOString())}; ${a.arrivals.length ? esc(a.arrivals.map((x) => x.outcome).join(', ')) : 'nothing sent yet'}</p>
${button('Send exact', '')}${button('Send ₦100 less', amount(Math.max(1, a.amount - 10_000)))}${button('Send ₦100 more', amount(a.amount + 10_000))}${button('Send after it closed', '<input type="hidden" name="late" value="true">')}</li>`;
      });
    return reply
      .type('text/html')
      .send(
        page(
          'Sandbox bank transfers',
          `<h1>Send a bank transfer</h1>${rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No transfer accounts yet.</p>'}`,
        ),
      );
  });

  function paystackArrival(account: SandboxTransferAccount, amount: number): string {
    const c = state.paystack.get(account.reference)!;
    if (account.expiresAt.getTime() <= Date.now()) return 'refunded_late';
    if (c.status === 'success') return 'refunded_repeat';
    if (amount !== account.amount) {
      paystackEvent('bank.transfer.rejected', {
        bank_transfer: {
          amount: String(amount),
          message: 'incorrect amount sent',
          message_type: 'INCORRECT_AMOUNT',
          transaction_id: String(randomInt(1, 2_000_000_000)),
        },
        customer: { email: account.email, customer_code: `CUS_${c.id}` },
      });
      return 'rejected_amount';
    }
    c.status = 'success';
    c.paidAt = new Date().toISOString();
    paystackEvent('charge.success', paystackData(c));
    return 'paid';
  }

  function flutterwaveArrival(account: SandboxTransferAccount, amount: number): string {
    const first = state.flutterwave.get(account.reference)!;
    const paidAt = new Date().toISOString();
    // The first arrival completes the charge; any later one is a transaction of its own.
    const c: Charge =
      first.status === 'ongoing'
        ? Object.assign(first, { status: 'success', amount, paidAt })
        : { ...first, id: randomInt(1_000_000, 2_000_000_000), amount, paidAt, refunded: 0 };
    if (c !== first) state.flutterwave.set(`${account.reference}#${c.id}`, c);
    const received = Number(toDecimalString(amount, c.currency));
    flutterwaveEvent('charge.completed', {
      ...flutterwaveData(c),
      narration: 'Sandbox transfer',
      auth_model: 'AUTH',
      charged_amount: received,
      app_fee: 0,
    });
    return c === first ? 'received' : 'received_again';
  }
}
