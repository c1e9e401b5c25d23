import { hmac, obj, ProviderError, providerRequest, safeEqual, str } from './http';
import type { OneOffAccount, RefundResult, ResolvedAccount, TransferResult, VerifiedCharge } from './types';
import { fromMajor, toMajor } from './units';

export interface FlutterwaveSettings {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  webhookHash: string;
}

/** Flutterwave v3 over HTTP (reference §2). Its amounts are major units; converted in `units.ts`. */
export class FlutterwaveClient {
  constructor(private readonly settings: FlutterwaveSettings) {}

  get configured(): boolean {
    return Boolean(this.settings.secretKey && this.settings.publicKey);
  }

  get publicKey(): string {
    return this.settings.publicKey;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown) {
    if (!this.configured) throw new ProviderError('flutterwave', 'not configured');
    const res = await providerRequest('flutterwave', `${this.settings.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.settings.secretKey}` },
      body,
      retry: method === 'GET',
    });
    if (res.status >= 500)
      throw new ProviderError('flutterwave', `answered ${res.status}`, res.status, res.body);
    return res;
  }

  async createPayment(input: {
    txRef: string;
    amount: number;
    currency: string;
    redirectUrl: string;
    customer: { email: string; name?: string; phone?: string };
    title: string;
  }): Promise<{ link: string }> {
    const res = await this.call('POST', '/payments', {
      tx_ref: input.txRef,
      amount: toMajor(input.amount, input.currency),
      currency: input.currency,
      redirect_url: input.redirectUrl,
      payment_options: 'card, banktransfer, ussd',
      customer: {
        email: input.customer.email,
        name: input.customer.name,
        phone_number: input.customer.phone,
      },
      customizations: { title: input.title },
    });
    const link = str(obj(res.body.data).link);
    if (res.body.status !== 'success' || !link) {
      throw new ProviderError(
        'flutterwave',
        str(res.body.message) || 'payment refused',
        res.status,
        res.body,
      );
    }
    return { link };
  }

  /**
   * A USSD charge (wave3-protocols §2.3): the code to dial is `meta.authorization.note`; the payment
   * completes later with `charge.completed`. `bank` is the bank's CBN code (`account_bank`).
   */
  async chargeUssd(input: {
    txRef: string;
    amount: number;
    currency: string;
    bank: string;
    email: string;
    fullname?: string;
    phone?: string;
  }): Promise<{ ussdCode: string; transactionId: string; paymentCode: string }> {
    const res = await this.call('POST', '/charges?type=ussd', {
      tx_ref: input.txRef,
      account_bank: input.bank,
      amount: toMajor(input.amount, input.currency),
      currency: input.currency,
      email: input.email,
      fullname: input.fullname || undefined,
      phone_number: input.phone?.replace(/[^\d+]/g, '') || undefined,
    });
    const data = obj(res.body.data);
    const ussdCode = str(obj(obj(res.body.meta).authorization).note);
    if (res.body.status !== 'success' || !ussdCode) {
      throw new ProviderError(
        'flutterwave',
        str(res.body.message) || 'USSD charge refused',
        res.status,
        res.body,
      );
    }
    return { ussdCode, transactionId: str(data.id), paymentCode: str(data.payment_code) };
  }

  /**
   * Bank-transfer charge (wave 3 reference §2.1): an account for this charge only. The answer has no
   * `data`; everything is under `meta.authorization`, the expiry in epoch milliseconds.
   */
  async chargeBankTransfer(input: {
    txRef: string;
    amount: number;
    currency: string;
    email: string;
    name?: string;
    phone?: string;
    expiresInSeconds: number;
    narration: string;
  }): Promise<OneOffAccount> {
    const res = await this.call('POST', '/charges?type=bank_transfer', {
      tx_ref: input.txRef,
      amount: toMajor(input.amount, input.currency),
      email: input.email,
      currency: input.currency,
      ...(input.name ? { fullname: input.name } : {}),
      ...(input.phone ? { phone_number: input.phone } : {}),
      expires: input.expiresInSeconds,
      narration: input.narration,
      is_permanent: false,
    });
    const auth = obj(obj(res.body.meta).authorization);
    const expires = new Date(Number(auth.account_expiration));
    if (res.body.status !== 'success' || !str(auth.transfer_account) || Number.isNaN(expires.getTime())) {
      throw new ProviderError(
        'flutterwave',
        str(res.body.message) || 'transfer charge refused',
        res.status,
        res.body,
      );
    }
    return {
      bankName: str(auth.transfer_bank),
      accountNumber: str(auth.transfer_account),
      accountName: input.narration,
      expiresAt: expires,
    };
  }

  async verifyById(id: string): Promise<VerifiedCharge | null> {
    if (!/^\d{1,20}$/.test(id)) return null;
    const res = await this.call('GET', `/transactions/${id}/verify`);
    if (res.body.status !== 'success') return null;
    return chargeFromFlutterwave(obj(res.body.data));
  }

  async verifyByReference(txRef: string): Promise<VerifiedCharge | null> {
    const res = await this.call(
      'GET',
      `/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`,
    );
    if (res.body.status !== 'success') return null;
    return chargeFromFlutterwave(obj(res.body.data));
  }

  async refund(input: { transactionId: string; amount: number; currency: string }): Promise<RefundResult> {
    const res = await this.call('POST', `/transactions/${encodeURIComponent(input.transactionId)}/refund`, {
      amount: toMajor(input.amount, input.currency),
    });
    if (res.body.status !== 'success') {
      throw new ProviderError('flutterwave', str(res.body.message) || 'refund refused', res.status, res.body);
    }
    const data = obj(res.body.data);
    const status = str(data.status);
    return {
      status: status === 'completed' ? 'processed' : status === 'failed' ? 'failed' : 'pending',
      providerRefundId: str(data.id),
    };
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<ResolvedAccount | null> {
    const res = await this.call('POST', '/accounts/resolve', {
      account_number: accountNumber,
      account_bank: bankCode,
    });
    if (res.body.status !== 'success') return null;
    const data = obj(res.body.data);
    return { accountNumber: str(data.account_number), accountName: str(data.account_name), bankCode };
  }

  async transfer(input: {
    amount: number;
    currency: string;
    accountNumber: string;
    bankCode: string;
    reference: string;
    narration: string;
  }): Promise<TransferResult> {
    const res = await this.call('POST', '/transfers', {
      account_bank: input.bankCode,
      account_number: input.accountNumber,
      amount: toMajor(input.amount, input.currency),
      currency: input.currency,
      narration: input.narration,
      reference: input.reference,
    });
    if (res.body.status !== 'success') {
      throw new ProviderError(
        'flutterwave',
        str(res.body.message) || 'transfer refused',
        res.status,
        res.body,
      );
    }
    const data = obj(res.body.data);
    const status = str(data.status).toUpperCase();
    return {
      status: status === 'SUCCESSFUL' ? 'success' : status === 'FAILED' ? 'failed' : 'pending',
      providerTransferId: str(data.id),
    };
  }
}

/** Accepts the v3 `data` object and the legacy flat camelCase shape (reference §2.6). */
export function chargeFromFlutterwave(data: Record<string, unknown>): VerifiedCharge | null {
  const currency = str(data.currency).toUpperCase();
  const reference = str(data.tx_ref) || str(data.txRef);
  if (!currency || !reference) return null;
  const amount = fromMajor(data.amount, currency);
  if (amount === null) return null;
  const status = str(data.status).toLowerCase();
  return {
    status:
      status === 'successful'
        ? 'success'
        : status === 'failed' || status === 'cancelled'
          ? 'failed'
          : 'pending',
    reference,
    amount,
    currency,
    providerTransactionId: str(data.id),
  };
}

export function signFlutterwave(raw: Buffer | string, secretHash: string): string {
  return hmac('sha256', secretHash, raw, 'base64');
}

/**
 * Either `verif-hash` (the secret hash verbatim) or `flutterwave-signature` (base64 HMAC-SHA256 of the
 * raw body); answers which one matched so the event record shows it.
 */
export function verifyFlutterwaveWebhook(
  raw: Buffer,
  headers: { verifHash?: string; signature?: string },
  secretHash: string,
): 'flutterwave-signature' | 'verif-hash' | null {
  if (!secretHash) return null;
  if (headers.signature && safeEqual(signFlutterwave(raw, secretHash), headers.signature.trim())) {
    return 'flutterwave-signature';
  }
  if (headers.verifHash && safeEqual(secretHash, headers.verifHash)) return 'verif-hash';
  return null;
}
