import { hmac, obj, safeEqual, str } from '../payments/http';

/** One entry of a webhook's `statuses[]`, in the message log's terms. */
export interface WhatsAppStatus {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** When WhatsApp says it happened (the entry's unix `timestamp`), or null when it gave none. */
  at: Date | null;
  /** For `failed`: the error's title (`Re-engagement message`, …), kept for the vendor's log. */
  detail: string;
}

/** The value of `X-Hub-Signature-256` for a raw body. */
export function signWhatsApp(raw: Buffer | string, appSecret: string): string {
  return `sha256=${hmac('sha256', appSecret, raw, 'hex')}`;
}

/** The handshake Meta makes when the webhook is subscribed: the challenge to echo, or null (403). */
export function verifyHandshake(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = str(query['hub.mode']);
  const token = str(query['hub.verify_token']);
  const challenge = str(query['hub.challenge']);
  if (mode !== 'subscribe' || !challenge || !verifyToken || !safeEqual(token, verifyToken)) return null;
  return challenge;
}

/** A customer's own text message to the business number (`messages[]`), e.g. a STOP. */
export interface WhatsAppInbound {
  /** E.164, from the sender's `wa_id` digits. */
  from: string;
  text: string;
}

export interface WhatsAppWebhook {
  statuses: WhatsAppStatus[];
  inbound: WhatsAppInbound[];
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * A webhook call: the signature (hex HMAC-SHA256 of the raw bytes, since a re-serialised body would not
 * match) is checked before the body is read. Null for a forged or unsigned call. Statuses we have no use
 * for (`deleted`, `warning`) and inbound messages other than text (images, reactions) are skipped.
 */
export function parseWhatsAppWebhook(
  raw: Buffer,
  signature: string | undefined,
  appSecret: string,
): WhatsAppWebhook | null {
  if (!signature || !appSecret) return null;
  if (!safeEqual(signature.trim().toLowerCase(), signWhatsApp(raw, appSecret))) return null;
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { statuses: [], inbound: [] };
  }
  const out: WhatsAppStatus[] = [];
  const inbound: WhatsAppInbound[] = [];
  const entries = obj(body).entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = obj(entry).changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = obj(obj(change).value);
      const received = Array.isArray(value.messages) ? value.messages : [];
      for (const item of received) {
        const m = obj(item);
        const from = str(m.from);
        const text =
          m.type === 'text' ? str(obj(m.text).body) : m.type === 'button' ? str(obj(m.button).text) : '';
        if (/^\d{8,15}$/.test(from) && text) inbound.push({ from: `+${from}`, text });
      }
      const statuses = Array.isArray(value.statuses) ? value.statuses : [];
      for (const item of statuses) {
        const s = obj(item);
        const id = str(s.id);
        const status = str(s.status);
        if (!id || !STATUSES.has(status)) continue;
        const seconds = Number(str(s.timestamp));
        const errors = Array.isArray(s.errors) ? s.errors.map(obj) : [];
        const detail =
          status === 'failed'
            ? errors
                .map((e) => str(e.title) || str(e.message) || str(e.code))
                .filter(Boolean)
                .join('; ') || 'failed'
            : '';
        out.push({
          providerMessageId: id,
          status: status as WhatsAppStatus['status'],
          at: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null,
          detail,
        });
      }
    }
  }
  return { statuses: out, inbound };
}
