import type { WhatsAppConfig } from '../../config';
import { obj, ProviderError, providerRequest, str } from '../payments/http';

/** An approved template: its name, language code and the texts of its body's `{{1}}`, `{{2}}`, … */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  params: string[];
}

/**
 * What Kasuwa sends. Free text is delivered only inside the 24-hour window that a customer's own message
 * opens; everything business-initiated must be a template.
 */
export type OutgoingWhatsApp = { to: string; template: WhatsAppTemplate } | { to: string; text: string };

export interface SentWhatsApp {
  provider: 'whatsapp';
  /** The `wamid.…` that status webhooks name. */
  providerMessageId: string;
}

// The Graph API answers 400 for a bad parameter or a template it does not know, 404 for an unknown
// object: the same request can never succeed. 401/403 (a token being rotated), 429 and 5xx may pass later.
const PERMANENT_STATUSES = new Set([400, 404]);

/** Refused for good: retrying the same request cannot succeed. */
export function isPermanentRefusal(err: unknown): boolean {
  return err instanceof ProviderError && err.status !== undefined && PERMANENT_STATUSES.has(err.status);
}

/** Graph API numbers are international digits without the `+`. */
export function whatsappNumber(e164: string): string {
  return e164.replace(/^\+/, '');
}

export function whatsappBody(message: OutgoingWhatsApp): Record<string, unknown> {
  const common = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: whatsappNumber(message.to),
  };
  if ('text' in message) {
    return { ...common, type: 'text', text: { preview_url: true, body: message.text } };
  }
  const { name, language, params } = message.template;
  return {
    ...common,
    type: 'template',
    template: {
      name,
      language: { code: language },
      components: params.length
        ? [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }]
        : [],
    },
  };
}

/** The WhatsApp Cloud API's send endpoint: `POST {base}/{version}/{phone number id}/messages`. */
export class WhatsAppClient {
  readonly name = 'whatsapp' as const;
  constructor(private readonly config: WhatsAppConfig) {}

  async send(message: OutgoingWhatsApp): Promise<SentWhatsApp> {
    const { baseUrl, apiVersion, phoneNumberId, token } = this.config;
    const res = await providerRequest('whatsapp', `${baseUrl}/${apiVersion}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: whatsappBody(message),
    });
    const messages = Array.isArray(res.body.messages) ? res.body.messages : [];
    const id = str(obj(messages[0]).id);
    if (res.status !== 200 || !id) {
      const error = obj(res.body.error);
      const why = str(error.message) || 'no message id';
      const code = str(error.code);
      throw new ProviderError(
        'whatsapp',
        `refused the message (${res.status}${code ? `, code ${code}` : ''}: ${why})`,
        res.status,
        res.body,
      );
    }
    return { provider: 'whatsapp', providerMessageId: id };
  }
}
