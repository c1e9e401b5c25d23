import { toDecimalString } from '@kasuwa/contracts';
import { obj, ProviderError, providerRequest, str } from './http';
import type { VerifiedCharge } from './types';
import { fromMajor } from './units';

export interface PagaSettings {
  checkoutUrl: string;
  verifyUrl: string;
  publicKey: string;
  secretKey: string;
}

/**
 * Paga Checkout (reference §3): the customer pays inside a frame loaded from `{checkoutUrl}/checkout/params`;
 * nothing counts until the server-side verify answers `status_code` 0 for our reference, amount and currency.
 */
export class PagaClient {
  constructor(private readonly settings: PagaSettings) {}

  get configured(): boolean {
    return Boolean(this.settings.publicKey && this.settings.secretKey);
  }

  get publicKey(): string {
    return this.settings.publicKey;
  }

  get checkoutBase(): string {
    return this.settings.checkoutUrl;
  }

  /** The frame's address. Only the public key travels to the browser. */
  checkoutUrl(input: {
    amount: number;
    currency: string;
    reference: string;
    email: string;
    phone: string;
    chargeUrl: string;
    buttonLabel: string;
  }): string {
    const q = new URLSearchParams({
      public_key: this.settings.publicKey,
      amount: toDecimalString(input.amount, input.currency),
      currency: input.currency,
      payment_reference: input.reference,
      phone_number: input.phone,
      email: input.email,
      button_label: input.buttonLabel,
      charge_url: input.chargeUrl,
    });
    return `${this.settings.checkoutUrl}/checkout/params?${q}`;
  }

  async verify(input: {
    reference: string;
    amount: number;
    currency: string;
  }): Promise<VerifiedCharge | null> {
    if (!this.configured) throw new ProviderError('paga', 'not configured');
    const res = await providerRequest('paga', this.settings.verifyUrl, {
      method: 'POST',
      body: {
        publicKey: this.settings.publicKey,
        secretKey: this.settings.secretKey,
        paymentReference: input.reference,
        amount: toDecimalString(input.amount, input.currency),
        currency: input.currency,
      },
      retry: true,
    });
    if (res.status >= 500) throw new ProviderError('paga', `answered ${res.status}`, res.status, res.body);
    const code = res.body.status_code;
    if (code === undefined || code === null) return null;
    const data = obj(res.body.data);
    // Paga's verify checks amount and currency itself; status_code 0 means exactly this charge succeeded.
    // Other codes (not found, mismatch) are not documented as final, so they grant nothing and fail nothing.
    return {
      status: Number(code) === 0 ? 'success' : 'pending',
      reference: str(data.paymentReference) || input.reference,
      amount: fromMajor(data.amount, input.currency) ?? input.amount,
      currency: str(data.currency).toUpperCase() || input.currency,
      providerTransactionId: str(data.transactionId) || str(res.body.transaction_id) || input.reference,
    };
  }
}
