import type { SmsConfig } from '../../config';
import { obj, ProviderError, safeEqual, str } from '../payments/http';
import type { DeliveryReport, InboundSms, OutgoingSms, SentSms, SmsAdapter } from './types';

const TIMEOUT_MS = 30_000;
// 100 Processed, 101 Sent, 102 Queued: accepted for delivery; anything else is a refusal.
const ACCEPTED = new Set([100, 101, 102]);

/** Africa's Talking's messaging API: a form post with the key in the `apiKey` header. */
export class AfricasTalkingClient implements SmsAdapter {
  readonly name = 'africastalking' as const;
  constructor(private readonly config: SmsConfig['africastalking']) {}

  async send(sms: OutgoingSms): Promise<SentSms> {
    const form = new URLSearchParams({ username: this.config.username, to: sms.to, message: sms.text });
    if (this.config.senderId) form.set('from', this.config.senderId);
    let status: number;
    let body: Record<string, unknown>;
    try {
      const res = await fetch(`${this.config.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.config.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = res.status;
      const text = await res.text();
      try {
        body = obj(JSON.parse(text));
      } catch {
        // Africa's Talking answers some refusals (a wrong key, say) in plain text.
        throw new ProviderError('africastalking', `answered ${status}: ${text.slice(0, 200)}`, status);
      }
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw new ProviderError(
        'africastalking',
        `unreachable (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    const data = obj(body.SMSMessageData);
    const recipient = obj(Array.isArray(data.Recipients) ? data.Recipients[0] : undefined);
    const code = Number(recipient.statusCode);
    const id = str(recipient.messageId);
    if (status >= 300 || !ACCEPTED.has(code) || !id || id === 'None') {
      throw new ProviderError(
        'africastalking',
        `refused the message (${status}: ${str(recipient.status) || str(data.Message) || 'no recipient'})`,
        status,
        body,
      );
    }
    return { provider: 'africastalking', providerMessageId: id };
  }
}

const DELIVERED = new Set(['success']);
const FAILED = new Set(['failed', 'rejected', 'expired']);

/**
 * An Africa's Talking delivery report (a form post). They are not signed, so the callback URL carries
 * a secret `key`; null when it is missing or wrong.
 */
export function parseAfricasTalkingReport(
  form: Record<string, unknown>,
  key: string | undefined,
  expectedKey: string,
): DeliveryReport | 'ignored' | null {
  if (!key || !expectedKey || !safeEqual(key, expectedKey)) return null;
  const id = str(form.id);
  const status = str(form.status);
  if (!id || !status) return 'ignored';
  const lower = status.toLowerCase();
  const reason = str(form.failureReason);
  return {
    provider: 'africastalking',
    providerMessageId: id,
    status: DELIVERED.has(lower) ? 'delivered' : FAILED.has(lower) ? 'failed' : 'sent',
    detail: reason ? `${status}: ${reason}` : status,
  };
}

/**
 * An Africa's Talking incoming message (form fields `from`, `to`, `text`, `date`, `id`): unsigned like
 * its delivery reports, so its URL carries the same key. Null for a call without the key.
 */
export function parseAfricasTalkingInbound(
  form: Record<string, unknown>,
  key: string | undefined,
  expectedKey: string,
): InboundSms | 'ignored' | null {
  if (!key || !expectedKey || !safeEqual(key, expectedKey)) return null;
  const from = str(form.from);
  const text = str(form.text);
  if (!/^\+\d{8,15}$/.test(from) || !text) return 'ignored';
  return { kind: 'inbound', provider: 'africastalking', from, text };
}
