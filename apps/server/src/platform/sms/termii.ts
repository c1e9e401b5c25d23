import type { SmsConfig } from '../../config';
import { hmac, ProviderError, providerRequest, safeEqual, str } from '../payments/http';
import type { DeliveryReport, InboundSms, OutgoingSms, SentSms, SmsAdapter } from './types';

/** Termii's SMS API: `api_key` travels in the JSON body; numbers go without the `+`. */
export class TermiiClient implements SmsAdapter {
  readonly name = 'termii' as const;
  constructor(private readonly config: SmsConfig['termii']) {}

  async send(sms: OutgoingSms): Promise<SentSms> {
    const res = await providerRequest('termii', `${this.config.baseUrl}/api/sms/send`, {
      method: 'POST',
      body: {
        api_key: this.config.apiKey,
        to: sms.to.replace(/^\+/, ''),
        from: this.config.senderId,
        sms: sms.text,
        type: 'plain',
        channel: sms.transactional ? 'dnd' : 'generic',
      },
    });
    const id = str(res.body.message_id);
    if (res.status !== 200 || !id) {
      throw new ProviderError(
        'termii',
        `refused the message (${res.status}: ${str(res.body.message) || 'no message id'})`,
        res.status,
        res.body,
      );
    }
    return { provider: 'termii', providerMessageId: id };
  }
}

export function signTermii(raw: Buffer | string, secret: string): string {
  return hmac('sha512', secret, raw, 'hex');
}

const FAILED = new Set(['message failed', 'dnd active on phone number', 'rejected', 'expired', 'failed']);

/**
 * A Termii "Events & Reports" call: the signature (hex HMAC-SHA512 of the raw body) is checked before
 * the body is read. Null for a forged or unsigned call; an inbound text (status `Received`) comes back
 * as such; `ignored` for anything else that is not about a message we sent.
 */
export function parseTermiiReport(
  raw: Buffer,
  signature: string | undefined,
  secret: string,
): DeliveryReport | InboundSms | 'ignored' | null {
  if (!signature || !secret) return null;
  if (!safeEqual(signature.trim().toLowerCase(), signTermii(raw, secret))) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return 'ignored';
  }
  const id = str(body.message_id);
  const status = str(body.status);
  if (status.toLowerCase() === 'received') {
    // Which field carries an inbound text is not settled in Termii's documents: both spellings are read.
    const from = str(body.sender) || str(body.from);
    const text = str(body.message) || str(body.sms);
    if (!/^\+?\d{8,15}$/.test(from) || !text) return 'ignored';
    return { kind: 'inbound', provider: 'termii', from: `+${from.replace(/^\+/, '')}`, text };
  }
  if (!id || !status) return 'ignored';
  const lower = status.toLowerCase();
  return {
    provider: 'termii',
    providerMessageId: id,
    status: lower === 'delivered' ? 'delivered' : FAILED.has(lower) ? 'failed' : 'sent',
    detail: status,
  };
}
