import { toDecimalString } from '@kasuwa/contracts';
import type { Body, Charge } from './shared';

// How each provider reports a sandbox charge (card, USSD or transfer). Kept apart from the providers'
// route files because the transfer-account routes, which those files dispatch to, report charges too.

/** A charge as Paystack reports it (verify answers and events share the shape). */
export const paystackData = (c: Charge): Body => ({
  id: c.id,
  domain: 'test',
  status: c.status,
  reference: c.reference,
  amount: c.amount,
  requested_amount: c.amount,
  currency: c.currency,
  channel: c.ussd ? 'ussd' : (c.channel ?? 'card'),
  gateway_response:
    c.status === 'success'
      ? c.ussd
        ? 'Payment successful'
        : c.channel
          ? 'Approved'
          : 'Successful'
      : 'Declined',
  paid_at: c.paidAt,
  created_at: new Date().toISOString(),
  metadata: '',
  customer: { email: c.email, customer_code: `CUS_${c.id}` },
  // Neither a USSD payment nor a transfer saves a card to charge again (wave3-protocols §1.3, §1.1).
  authorization: c.ussd
    ? { channel: 'ussd', card_type: 'offline', brand: 'offline', bank: c.ussd.bank, reusable: false }
    : c.channel
      ? {
          authorization_code: `AUTH_${c.id}`,
          // Masked by Paystack itself (wave3-protocols §1.1): the digits a transfer answer really carries.
          bin: '008XXX',
          last4: 'X553',
          channel: 'bank_transfer',
          card_type: 'transfer',
          brand: 'Managed Account',
          bank: null,
          country_code: 'NG',
          reusable: false,
          sender_bank: 'Sandbox Bank',
          sender_bank_account_number: 'XXXXXXX553',
          sender_name: 'SANDBOX SHOPPER',
        }
      : {
          authorization_code: `AUTH_${c.id}`,
          last4: c.last4 ?? '4081',
          exp_month: (c.expires ?? '2030-12').slice(5, 7),
          exp_year: (c.expires ?? '2030-12').slice(0, 4),
          reusable: true,
          channel: 'card',
        },
});

/** A charge as Flutterwave reports it (verify answers and events share the shape). */
export const flutterwaveData = (c: Charge): Body => ({
  id: c.id,
  tx_ref: c.reference,
  flw_ref: `FLW-SANDBOX-${c.id}`,
  amount: Number(toDecimalString(c.amount, c.currency)),
  charged_amount: Number(toDecimalString(c.amount, c.currency)),
  currency: c.currency,
  status: c.status === 'success' ? 'successful' : c.status === 'failed' ? 'failed' : 'pending',
  payment_type: c.ussd ? 'ussd' : (c.channel ?? 'card'),
  created_at: new Date().toISOString(),
  customer: { email: c.email },
});
