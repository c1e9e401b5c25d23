import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signTermii } from '../platform/sms/termii';
import { type Body, bodyOf, esc, page, s } from './shared';

/**
 * Local SMS providers for development and tests: Termii's `/api/sms/send` and Africa's Talking's
 * `/version1/messaging`, speaking their request shapes, auth and answers, then posting delivery reports
 * back to Kasuwa (Termii's signed with X-Termii-Signature, Africa's Talking's to a URL with a key).
 * Every message lands in an inbox a person can read at `/sandbox/sms/inbox`.
 */
export interface SmsSandboxOptions {
  termii: { apiKey: string; webhookSecret: string };
  africastalking: { username: string; apiKey: string };
  /** Where delivery reports go; the Africa's Talking URL already carries its key. */
  reports: { termii?: string; africastalking?: string };
  /** Where Africa's Talking posts a customer's reply (Termii's replies come with its reports). */
  inbound?: { africastalking?: string };
  /** Send each delivery report this many times (providers repeat them). Default 1. */
  duplicateReports?: number;
}

export interface SandboxSms {
  provider: 'termii' | 'africastalking';
  messageId: string;
  to: string;
  from: string;
  text: string;
  channel: string;
  status: string;
  receivedAt: string;
}

export interface SmsSandboxState {
  inbox: SandboxSms[];
  /** Providers that answer every send with a server error (to exercise failover). */
  failing: Set<'termii' | 'africastalking'>;
  /** Numbers (digits only) with Do-Not-Disturb on: Termii's generic route cannot reach them. */
  dnd: Set<string>;
  termiiBalance: number;
  /** Resolves when every delivery report started so far has been delivered or given up. */
  idle(): Promise<void>;
}

/** The text, escaped, with its links clickable (the tracking link a customer would tap). */
function linked(text: string): string {
  return esc(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function createSmsSandboxState(): SmsSandboxState {
  return { inbox: [], failing: new Set(), dnd: new Set(), termiiBalance: 1000, idle: async () => {} };
}

export function smsSandboxRoutes(app: FastifyInstance, options: SmsSandboxOptions, state: SmsSandboxState) {
  const pending = new Set<Promise<void>>();
  state.idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  const report = (url: string | undefined, body: string, headers: Record<string, string>) => {
    if (!url) return;
    for (let copy = 0; copy < Math.max(1, options.duplicateReports ?? 1); copy++) {
      const p = (async () => {
        // After the send's answer, as a network's report comes after the provider accepted the message.
        await new Promise((r) => setTimeout(r, 20));
        for (let attempt = 1; attempt <= 3; attempt++) {
          try {
            const res = await fetch(url, {
              method: 'POST',
              headers,
              body,
              signal: AbortSignal.timeout(10_000),
            });
            if (res.ok) return;
          } catch {
            // Kasuwa unreachable: retried below.
          }
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      })();
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
  };

  const termiiSend =
    (bulk: boolean) => async (request: { body: unknown }, reply: { code(n: number): unknown }) => {
      const body: Body = bodyOf(request as never);
      if (s(body.api_key) !== options.termii.apiKey) {
        reply.code(401);
        return { message: 'Invalid API key' };
      }
      if (state.failing.has('termii')) {
        reply.code(503);
        return { message: 'Service temporarily unavailable' };
      }
      const to = (Array.isArray(body.to) ? body.to : [body.to]).map(s);
      const from = s(body.from);
      const text = s(body.sms);
      const channel = s(body.channel);
      if (
        !to.length ||
        (!bulk && to.length > 1) ||
        to.some((n) => !/^\d{8,15}$/.test(n)) ||
        !text ||
        !/^[A-Za-z0-9 ]{3,11}$/.test(from) ||
        !['generic', 'dnd', 'whatsapp'].includes(channel)
      ) {
        reply.code(400);
        return { message: 'to, from, sms and channel are required; to is an international number without +' };
      }
      const messageId = String(BigInt(`0x${randomBytes(8).toString('hex')}`));
      state.termiiBalance -= to.length;
      for (const receiver of to) {
        const blocked = channel === 'generic' && state.dnd.has(receiver);
        state.inbox.push({
          provider: 'termii',
          messageId,
          to: `+${receiver}`,
          from,
          text,
          channel,
          status: blocked ? 'DND Active on Phone Number' : 'DELIVERED',
          receivedAt: new Date().toISOString(),
        });
        const raw = JSON.stringify({
          type: 'sms',
          id: randomUUID(),
          message_id: messageId,
          receiver,
          sender: from,
          message: text,
          sent_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
          cost: '1',
          status: blocked ? 'DND Active on Phone Number' : 'DELIVERED',
          channel,
        });
        report(options.reports.termii, raw, {
          'content-type': 'application/json',
          'x-termii-signature': signTermii(raw, options.termii.webhookSecret),
        });
      }
      return {
        code: 'ok',
        message_id: messageId,
        message: 'Successfully Sent',
        balance: state.termiiBalance,
        user: 'Kasuwa Sandbox',
      };
    };
  app.post('/termii/api/sms/send', termiiSend(false));
  app.post('/termii/api/sms/send/bulk', termiiSend(true));

  app.post('/africastalking/version1/messaging', async (request, reply) => {
    const form = bodyOf(request);
    if (
      request.headers.apikey !== options.africastalking.apiKey ||
      s(form.username) !== options.africastalking.username
    ) {
      reply.code(401).type('text/plain');
      return 'The supplied authentication is invalid';
    }
    if (state.failing.has('africastalking')) {
      reply.code(500).type('text/plain');
      return 'Internal Server Error';
    }
    const numbers = s(form.to)
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const text = s(form.message);
    if (!numbers.length || !text || numbers.length > 100) {
      reply.code(400).type('text/plain');
      return 'Request is missing required form field';
    }
    const recipients = numbers.map((number) => {
      if (!/^\+\d{8,15}$/.test(number)) {
        return { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      }
      const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
      state.inbox.push({
        provider: 'africastalking',
        messageId,
        to: number,
        from: s(form.from) || 'AFRICASTKNG',
        text,
        channel: 'sms',
        status: 'Success',
        receivedAt: new Date().toISOString(),
      });
      const dlr = new URLSearchParams({
        id: messageId,
        status: 'Success',
        phoneNumber: number,
        networkCode: '62130',
        retryCount: '0',
      });
      report(options.reports.africastalking, dlr.toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      return { statusCode: 101, number, status: 'Success', cost: 'NGN 2.2000', messageId };
    });
    const sent = recipients.filter((r) => r.statusCode === 101).length;
    return {
      SMSMessageData: {
        Message: `Sent to ${sent}/${numbers.length} Total Cost: NGN ${(sent * 2.2).toFixed(4)}`,
        Recipients: recipients,
      },
    };
  });

  // A customer's reply (STOP), as the provider that carried the message would deliver it to Kasuwa.
  app.post('/sms/reply', async (request, reply) => {
    const form = bodyOf(request);
    const from = s(form.from);
    const text = s(form.text).trim();
    const provider = s(form.provider) === 'africastalking' ? 'africastalking' : 'termii';
    if (!/^\+\d{8,15}$/.test(from) || !text) {
      reply.code(400).type('text/plain');
      return 'from (+E.164) and text are required';
    }
    if (provider === 'termii') {
      const raw = JSON.stringify({
        type: 'inbound',
        id: randomUUID(),
        message_id: String(BigInt(`0x${randomBytes(8).toString('hex')}`)),
        sender: from.slice(1),
        receiver: 'Kasuwa',
        message: text,
        status: 'Received',
      });
      report(options.reports.termii, raw, {
        'content-type': 'application/json',
        'x-termii-signature': signTermii(raw, options.termii.webhookSecret),
      });
    } else {
      const form = new URLSearchParams({
        from,
        to: '2345',
        text,
        date: new Date().toISOString(),
        id: randomUUID(),
      });
      report(options.inbound?.africastalking, form.toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
    }
    await state.idle();
    reply.type('text/html; charset=utf-8');
    return page(
      'Reply sent',
      `<h1>Reply sent</h1><p>${esc(from)} replied “${esc(text)}”.</p><p><a href="inbox">Back to the inbox</a></p>`,
    );
  });

  app.get('/sms/inbox.json', async () => ({ messages: [...state.inbox].reverse() }));
  app.get('/sms/inbox', async (_request, reply) => {
    const rows = [...state.inbox]
      .reverse()
      .map(
        (m) =>
          `<li><p><strong>${esc(m.to)}</strong> <small>${esc(m.receivedAt.replace('T', ' ').slice(0, 19))} UTC · ${esc(m.provider)} · ${esc(m.channel)} · ${esc(m.status)}</small></p><p style="white-space:pre-wrap;overflow-wrap:anywhere">${linked(m.text)}</p><form method="post" action="reply" style="display:flex;gap:8px;flex-wrap:wrap"><input type="hidden" name="from" value="${esc(m.to)}"><input type="hidden" name="provider" value="${esc(m.provider)}"><label>Reply as ${esc(m.to)} <input name="text" value="STOP" size="12"></label><button type="submit">Send reply</button></form></li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return page(
      'SMS inbox',
      `<h1>SMS inbox</h1><p>Every SMS Kasuwa sent to the sandbox providers since this process started, newest first.</p>${
        rows
          ? `<ul style="list-style:none;padding:0">${rows}</ul>`
          : '<p>No SMS yet. Place and pay an order to see one.</p>'
      }`,
    );
  });
}
