import { hmac, minorInt, obj, ProviderError, providerRequest, safeEqual, str } from './http';
import type { OneOffAccount, RefundResult, ResolvedAccount, TransferResult, VerifiedCharge } from './types';

export interface PaystackSettings {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
}

export const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'] as const;

/**
 * Paystack over HTTP (reference §1). Paystack already counts in minor units (kobo), so amounts pass
 * through unchanged; only `status`, amount and currency of a verify answer grant anything.
 */
export class PaystackClient {
  constructor(private readonly settings: PaystackSettings) {}

  get configured(): boolean {
    return Boolean(this.settings.secretKey && this.settings.publicKey);
  }

  get publicKey(): string {
    return this.settings.publicKey;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown) {
    if (!this.configured) throw new ProviderError('paystack', 'not configured');
    const res = await providerRequest('paystack', `${this.settings.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.settings.secretKey}` },
      body,
      retry: method === 'GET',
    });
    if (res.status >= 500)
      throw new ProviderError('paystack', `answered ${res.status}`, res.status, res.body);
    return res;
  }

  async initialize(input: {
    email: string;
    amount: number;
    currency: string;
    reference: string;
    callbackUrl: string;
    channels?: readonly string[];
    metadata?: Record<string, unknown>;
  }): Promise<{ authorizationUrl: string; accessCode: string; reference: string }> {
    const res = await this.call('POST', '/transaction/initialize', {
      email: input.email,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
      callback_url: input.callbackUrl,
      channels: input.channels,
      metadata: input.metadata,
    });
    const data = obj(res.body.data);
    if (res.body.status !== true || !str(data.authorization_url)) {
      throw new ProviderError(
        'paystack',
        str(res.body.message) || 'initialize refused',
        res.status,
        res.body,
      );
    }
    return {
      authorizationUrl: str(data.authorization_url),
      accessCode: str(data.access_code),
      reference: str(data.reference),
    };
  }

  /**
   * Charges a card saved by an earlier payment (its reusable `authorization_code`), for plan renewals.
   * The answer is the charge itself: `success`, or `failed` with the bank's reason. Not retried: a new
   * attempt takes a new reference. A refused key or a rate limit throws (nothing was decided about the
   * card, so it must not count as the bank's decline).
   */
  async chargeAuthorization(input: {
    authorizationCode: string;
    email: string;
    amount: number;
    currency: string;
    reference: string;
    metadata?: Record<string, unknown>;
  }): Promise<{ charge: VerifiedCharge | null; message: string }> {
    const res = await this.call('POST', '/transaction/charge_authorization', {
      authorization_code: input.authorizationCode,
      email: input.email,
      amount: input.amount,
      currency: input.currency,
      reference: input.reference,
      metadata: input.metadata,
    });
    if (res.status === 401 || res.status === 403 || res.status === 429) {
      throw new ProviderError(
        'paystack',
        str(res.body.message) || `answered ${res.status}`,
        res.status,
        res.body,
      );
    }
    const data = obj(res.body.data);
    const charge = res.body.status === true ? chargeFromPaystack(data) : null;
    return { charge, message: str(data.gateway_response) || str(res.body.message) };
  }

  /**
   * A USSD charge (wave3-protocols §1.3): Paystack answers `pay_offline` with the code the shopper dials;
   * the payment completes later with `charge.success`. `bank` is the bank's short code (737, 919, 822,
   * 966). Any other answer is a refusal.
   */
  async chargeUssd(input: {
    email: string;
    amount: number;
    reference: string;
    bank: string;
    metadata?: Record<string, unknown>;
  }): Promise<{ ussdCode: string; displayText: string }> {
    const res = await this.call('POST', '/charge', {
      email: input.email,
      amount: input.amount,
      reference: input.reference,
      ussd: { type: input.bank },
      metadata: input.metadata,
    });
    const data = obj(res.body.data);
    const ussdCode = str(data.ussd_code);
    if (res.body.status !== true || str(data.status) !== 'pay_offline' || !ussdCode) {
      throw new ProviderError(
        'paystack',
        str(data.message) || str(res.body.message) || 'USSD charge refused',
        res.status,
        res.body,
      );
    }
    return { ussdCode, displayText: str(data.display_text) };
  }

  /**
   * Pay with Transfer (wave 3 reference §1.1): an account for this charge only, open until
   * `expiresAt`. The money comes later, as `charge.success` (or `bank.transfer.rejected` when the
   * amount is wrong, which Paystack refunds itself).
   */
  async chargeBankTransfer(input: {
    email: string;
    amount: number;
    reference: string;
    expiresAt: Date;
    metadata?: Record<string, unknown>;
  }): Promise<OneOffAccount> {
    const res = await this.call('POST', '/charge', {
      email: input.email,
      amount: String(input.amount),
      reference: input.reference,
      bank_transfer: { account_expires_at: input.expiresAt.toISOString() },
      metadata: input.metadata,
    });
    const data = obj(res.body.data);
    const expires = new Date(str(data.account_expires_at));
    if (
      res.body.status !== true ||
      str(data.status) !== 'pending_bank_transfer' ||
      !str(data.account_number) ||
      Number.isNaN(expires.getTime())
    ) {
      throw new ProviderError(
        'paystack',
        str(res.body.message) || 'transfer charge refused',
        res.status,
        res.body,
      );
    }
    return {
      bankName: str(obj(data.bank).name),
      accountNumber: str(data.account_number),
      accountName: str(data.account_name),
      expiresAt: expires,
    };
  }

  /**
   * Check pending charge (reference §1.4): the transaction once it succeeded, null while it waits.
   * The full transaction comes only on success, so anything else counts as not paid yet.
   */
  async checkCharge(reference: string): Promise<VerifiedCharge | null> {
    const res = await this.call('GET', `/charge/${encodeURIComponent(reference)}`);
    if (res.body.status !== true) return null;
    const data = obj(res.body.data);
    if (str(data.status) !== 'success') return null;
    return chargeFromPaystack(data);
  }

  async verify(reference: string): Promise<VerifiedCharge | null> {
    const res = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (res.status === 404 || res.body.status !== true) return null;
    return chargeFromPaystack(obj(res.body.data));
  }

  /**
   * What Paystack knows of a reference, for settling an attempt whose answer was lost (a renewal charge
   * that timed out): the charge, or `not_found` when Paystack never took one under it (404, or its
   * "reference not found" refusal). Anything else (a bad key, a 5xx, no answer) throws: unknown is not
   * "not taken", so the caller must not charge again on it.
   */
  async lookup(
    reference: string,
  ): Promise<{ state: 'found'; charge: VerifiedCharge } | { state: 'not_found' }> {
    const res = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (res.body.status === true) {
      const charge = chargeFromPaystack(obj(res.body.data));
      if (charge && charge.reference === reference) return { state: 'found', charge };
      throw new ProviderError('paystack', 'verify answered without a usable charge', res.status, res.body);
    }
    const message = str(res.body.message);
    if (
      res.status === 404 ||
      (res.status === 400 && (/not found/i.test(message) || str(res.body.code) === 'transaction_not_found'))
    ) {
      return { state: 'not_found' };
    }
    throw new ProviderError('paystack', message || `verify answered ${res.status}`, res.status, res.body);
  }

  async refund(input: { reference: string; amount: number; currency: string }): Promise<RefundResult> {
    const res = await this.call('POST', '/refund', {
      transaction: input.reference,
      amount: input.amount,
      currency: input.currency,
    });
    const data = obj(res.body.data);
    if (res.body.status !== true) {
      throw new ProviderError('paystack', str(res.body.message) || 'refund refused', res.status, res.body);
    }
    const status = str(data.status);
    return {
      status: status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'pending',
      providerRefundId: str(data.id),
    };
  }

  async listBanks(currency = 'NGN'): Promise<{ name: string; code: string }[]> {
    const res = await this.call('GET', `/bank?currency=${encodeURIComponent(currency)}`);
    const list = Array.isArray(res.body.data) ? res.body.data : [];
    return list.map((b) => ({ name: str(obj(b).name), code: str(obj(b).code) })).filter((b) => b.code);
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount | null> {
    const q = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const res = await this.call('GET', `/bank/resolve?${q}`);
    if (res.body.status !== true) return null;
    const data = obj(res.body.data);
    return { accountNumber: str(data.account_number), accountName: str(data.account_name), bankCode };
  }

  async createRecipient(input: {
    name: string;
    accountNumber: string;
    bankCode: string;
    currency: string;
  }): Promise<string> {
    const res = await this.call('POST', '/transferrecipient', {
      type: 'nuban',
      name: input.name,
      account_number: input.accountNumber,
      bank_code: input.bankCode,
      currency: input.currency,
    });
    const code = str(obj(res.body.data).recipient_code);
    if (res.body.status !== true || !code) {
      throw new ProviderError('paystack', str(res.body.message) || 'recipient refused', res.status, res.body);
    }
    return code;
  }

  /** The reference is the idempotency key: retrying with the same one never pays twice. */
  async transfer(input: {
    amount: number;
    currency: string;
    recipient: string;
    reference: string;
    reason: string;
  }): Promise<TransferResult> {
    const res = await this.call('POST', '/transfer', {
      source: 'balance',
      amount: input.amount,
      currency: input.currency,
      recipient: input.recipient,
      reference: input.reference,
      reason: input.reason,
    });
    if (res.body.status !== true) {
      throw new ProviderError('paystack', str(res.body.message) || 'transfer refused', res.status, res.body);
    }
    const data = obj(res.body.data);
    return { status: transferStatus(str(data.status)), providerTransferId: str(data.transfer_code) };
  }

  async verifyTransfer(reference: string): Promise<TransferResult | null> {
    const res = await this.call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    if (res.body.status !== true) return null;
    const data = obj(res.body.data);
    return { status: transferStatus(str(data.status)), providerTransferId: str(data.transfer_code) };
  }
}

function transferStatus(status: string): TransferResult['status'] {
  if (status === 'success') return 'success';
  if (status === 'failed' || status === 'reversed' || status === 'rejected') return 'failed';
  return 'pending';
}

/** Verify answers and `charge.success` webhooks share one shape (reference §1.6). */
export function chargeFromPaystack(data: Record<string, unknown>): VerifiedCharge | null {
  const amount = minorInt(data.amount);
  const reference = str(data.reference);
  if (amount === null || !reference) return null;
  const status = str(data.status);
  const card = authorizationFromPaystack(data);
  return {
    status:
      status === 'success'
        ? 'success'
        : ['failed', 'abandoned', 'reversed'].includes(status)
          ? 'failed'
          : 'pending',
    reference,
    amount,
    currency: str(data.currency).toUpperCase(),
    providerTransactionId: str(data.id),
    ...(card
      ? {
          savedCard: {
            code: card.code,
            last4: card.last4,
            ...(card.expires ? { expires: card.expires } : {}),
          },
        }
      : {}),
  };
}

/** The card a successful charge saved, when Paystack says it may be charged again. */
export function authorizationFromPaystack(
  data: Record<string, unknown>,
): { code: string; last4: string; email: string; expires?: string } | null {
  const auth = obj(data.authorization);
  const code = str(auth.authorization_code);
  if (!code || auth.reusable !== true) return null;
  const expires = cardExpiry(auth.exp_month, auth.exp_year);
  return {
    code,
    last4: str(auth.last4),
    email: str(obj(data.customer).email),
    ...(expires ? { expires } : {}),
  };
}

/** Paystack's `exp_month` ("12") and `exp_year` ("2030") as `2030-12`; nothing when either is unusable. */
function cardExpiry(month: unknown, year: unknown): string | undefined {
  const m = Number(typeof month === 'number' ? month : str(month));
  const y = Number(typeof year === 'number' ? year : str(year));
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y) || y < 2000 || y > 2200)
    return undefined;
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** `x-paystack-signature` = hex HMAC-SHA512 of the raw body under the secret key (reference §1.6). */
export function signPaystack(raw: Buffer | string, secretKey: string): string {
  return hmac('sha512', secretKey, raw, 'hex');
}

export function verifyPaystackSignature(raw: Buffer, header: string | undefined, secretKey: string): boolean {
  if (!header || !secretKey) return false;
  return safeEqual(signPaystack(raw, secretKey), header.trim().toLowerCase());
}

/**
 * `bank.transfer.rejected` (reference §1.1): a transfer of the wrong amount that Paystack refunds by
 * itself. It names no reference: only the customer and the amount sent.
 */
export function rejectedTransferFromPaystack(data: Record<string, unknown>): {
  email: string;
  amount: number | null;
  message: string;
} {
  const transfer = obj(data.bank_transfer);
  return {
    email: str(obj(data.customer).email).toLowerCase(),
    amount: minorInt(transfer.amount),
    message: str(transfer.message_type) || str(transfer.message),
  };
}
