import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { obj } from '../platform/payments/http';
import { signWhatsApp } from '../platform/whatsapp/webhook';
import { type Body, bearer, bodyOf, esc, page, s } from './shared';

/**
 * A local WhatsApp Cloud API for development and tests: the Graph API's `POST /v{N}/{id}/messages` with
 * its Bearer auth, request shapes and error bodies, then `statuses` webhooks posted back to Kasuwa signed
 * with X-Hub-Signature-256. Free text reaches only numbers whose (simulated) 24-hour window is open; the
 * rest fails with WhatsApp's 131047, as the real API does after accepting the request.
 * Every message lands in an inbox a person can read at `/sandbox/whatsapp/inbox`.
 */
export interface WhatsAppSandboxOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Where status webhooks go; unset means none. */
  webhook?: string;
}

export interface SandboxWhatsApp {
  id: string;
  /** International digits, without `+`, as the API takes them. */
  to: string;
  type: 'template' | 'text';
  template: { name: string; language: string; params: string[] } | null;
  text: string | null;
  status: string;
  receivedAt: string;
}

export interface WhatsAppSandboxState {
  inbox: SandboxWhatsApp[];
  /** Answer every send with a server error (to exercise the outbox's retries). */
  failing: boolean;
  /** Post each status webhook this many times (Meta repeats them). Default 1. */
  duplicateStatuses: number;
  /** Post `delivered` before `sent`, as Meta sometimes does. */
  outOfOrder: boolean;
  /** Also post `read` after `delivered`. */
  readReceipts: boolean;
  /** When each number (digits) last wrote to the business: free text is allowed for 24 hours after. */
  lastInbound: Map<string, number>;
  /** Resolves when every status webhook started so far has been delivered or given up. */
  idle(): Promise<void>;
}

const WINDOW_MS = 24 * 60 * 60 * 1000;
const WABA_ID = '102290129340398';

export function createWhatsAppSandboxState(): WhatsAppSandboxState {
  return {
    inbox: [],
    failing: false,
    duplicateStatuses: 1,
    outOfOrder: false,
    readReceipts: false,
    lastInbound: new Map(),
    idle: async () => {},
  };
}

function graphError(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  type = 'OAuthException',
) {
  reply.code(status);
  return { error: { message, type, code, fbtrace_id: randomBytes(9).toString('base64url') } };
}

/** The template or text of a send, or the reason the Graph API would refuse it (#100). */
function parseSend(body: Body): Omit<SandboxWhatsApp, 'id' | 'status' | 'receivedAt'> | string {
  if (body.messaging_product !== 'whatsapp') return 'The parameter messaging_product is required.';
  const to = s(body.to);
  if (!/^\d{8,15}$/.test(to)) return 'The parameter to must be an international phone number without +.';
  if (body.type === 'text') {
    const text = s(obj(body.text).body);
    if (!text || text.length > 4096) return 'The parameter text.body is required (at most 4096 characters).';
    return { to, type: 'text', template: null, text };
  }
  if (body.type !== 'template') return 'Unsupported message type.';
  const template = obj(body.template);
  const name = s(template.name);
  const language = s(obj(template.language).code);
  if (!/^[a-z0-9_]{1,512}$/.test(name) || !language) {
    return 'The parameters template.name and template.language.code are required.';
  }
  const components = template.components ?? [];
  if (!Array.isArray(components)) return 'The parameter template.components must be an array.';
  const params: string[] = [];
  for (const component of components) {
    const c = obj(component);
    if (c.type !== 'body' || !Array.isArray(c.parameters)) return 'Only body components are supported here.';
    for (const parameter of c.parameters) {
      const p = obj(parameter);
      const text = s(p.text);
      if (p.type !== 'text' || !text.trim() || /[\n\t]| {5,}/.test(text)) {
        return 'Param text cannot be empty or have new-line/tab characters or more than 4 consecutive spaces.';
      }
      params.push(text);
    }
  }
  return { to, type: 'template', template: { name, language, params }, text: null };
}

export function whatsappSandboxRoutes(
  app: FastifyInstance,
  options: WhatsAppSandboxOptions,
  state: WhatsAppSandboxState,
) {
  const pending = new Set<Promise<void>>();
  state.idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };

  const post = async (raw: string) => {
    if (!options.webhook) return;
    for (let attempt = 1; attempt <= 4; attempt++) {
      try {
        const res = await fetch(options.webhook, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': signWhatsApp(raw, options.appSecret),
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.ok) return;
      } catch {
        // Kasuwa unreachable: retried below, as Meta does.
      }
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  };

  /** A webhook body as Meta wraps it: one entry of the business account, one `messages` change. */
  const envelope = (value: Record<string, unknown>) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WABA_ID,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });

  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  /** The statuses of one message, each in a webhook call of its own, in the order Meta chose. */
  const report = (
    message: SandboxWhatsApp,
    failure: { code: number; title: string; details: string } | null,
  ) => {
    const names = failure
      ? ['failed']
      : [
          ...(state.outOfOrder ? ['delivered', 'sent'] : ['sent', 'delivered']),
          ...(state.readReceipts ? ['read'] : []),
        ];
    const copies = Math.max(1, state.duplicateStatuses);
    const p = (async () => {
      // After the send's answer, as a network's report comes after the API accepted the message.
      await new Promise((r) => setTimeout(r, 20));
      for (const status of names) {
        const raw = envelope({
          statuses: [
            {
              id: message.id,
              status,
              timestamp: String(Math.floor(Date.now() / 1000)),
              recipient_id: message.to,
              ...(failure
                ? {
                    errors: [
                      {
                        code: failure.code,
                        title: failure.title,
                        message: failure.title,
                        error_data: { details: failure.details },
                      },
                    ],
                  }
                : {}),
            },
          ],
        });
        for (let copy = 0; copy < copies; copy++) await post(raw);
      }
    })();
    track(p);
  };

  app.post('/whatsapp/:version/:phoneNumberId/messages', async (request, reply) => {
    const { version, phoneNumberId } = request.params as { version: string; phoneNumberId: string };
    if (bearer(request) !== options.token) {
      return graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    if (!/^v\d+\.\d+$/.test(version) || phoneNumberId !== options.phoneNumberId) {
      return graphError(
        reply,
        400,
        100,
        `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        'GraphMethodException',
      );
    }
    if (state.failing) return graphError(reply, 500, 131000, 'Something went wrong');
    const parsed = parseSend(bodyOf(request));
    if (typeof parsed === 'string') return graphError(reply, 400, 100, `(#100) Invalid parameter: ${parsed}`);
    const message: SandboxWhatsApp = {
      ...parsed,
      id: `wamid.${randomBytes(24).toString('base64url')}`,
      status: 'accepted',
      receivedAt: new Date().toISOString(),
    };
    const last = state.lastInbound.get(parsed.to);
    const outside = parsed.type === 'text' && (last === undefined || Date.now() - last > WINDOW_MS);
    const failure = outside
      ? {
          code: 131047,
          title: 'Re-engagement message',
          details:
            'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
        }
      : null;
    message.status = failure ? `failed: ${failure.title}` : state.readReceipts ? 'read' : 'delivered';
    state.inbox.push(message);
    report(message, failure);
    return {
      messaging_product: 'whatsapp',
      contacts: [{ input: parsed.to, wa_id: parsed.to }],
      messages: [{ id: message.id, ...(parsed.type === 'template' ? { message_status: 'accepted' } : {}) }],
    };
  });

  // A customer writing to the business: opens the 24-hour window for free text and, like Meta, posts the
  // message to the webhook (Kasuwa acknowledges it; it does not act on customer messages yet).
  app.post('/whatsapp/inbound', async (request, reply) => {
    const body = bodyOf(request);
    const from = s(body.from).replace(/^\+/, '');
    const text = s(body.text);
    if (!/^\d{8,15}$/.test(from) || !text) {
      reply.code(400);
      return { error: 'from (international digits) and text are required' };
    }
    state.lastInbound.set(from, Date.now());
    const raw = envelope({
      contacts: [{ profile: { name: 'Sandbox Customer' }, wa_id: from }],
      messages: [
        {
          from,
          id: `wamid.${randomBytes(24).toString('base64url')}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });
    track(post(raw));
    return { received: true };
  });

  app.get('/whatsapp/inbox.json', async () => ({ messages: [...state.inbox].reverse() }));
  app.get('/whatsapp/inbox', async (_request, reply) => {
    const rows = [...state.inbox]
      .reverse()
      .map((m) => {
        const content = m.template
          ? `<p>Template <code>${esc(m.template.name)}</code> (${esc(m.template.language)})</p>${
              m.template.params.length
                ? `<ol>${m.template.params.map((p) => `<li style="overflow-wrap:anywhere">${esc(p)}</li>`).join('')}</ol>`
                : ''
            }`
          : `<p style="white-space:pre-wrap;overflow-wrap:anywhere">${esc(m.text ?? '')}</p>`;
        return `<li><p><strong>+${esc(m.to)}</strong> <small>${esc(m.receivedAt.replace('T', ' ').slice(0, 19))} UTC · ${esc(m.type)} · ${esc(m.status)}</small></p>${content}</li>`;
      })
      .join('');
    reply.type('text/html; charset=utf-8');
    return page(
      'WhatsApp inbox',
      `<h1>WhatsApp inbox</h1><p>Every WhatsApp message Kasuwa sent to the sandbox Cloud API since this process started, newest first.</p>${
        rows ? `<ul style="list-style:none;padding:0">${rows}</ul>` : '<p>No WhatsApp messages yet.</p>'
      }`,
    );
  });
}
