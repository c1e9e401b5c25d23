import type { DbContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { isOptOutReply } from '../../platform/sms/types';
import { applyWhatsAppStatus, parseWhatsAppWebhook, verifyHandshake } from '../../platform/whatsapp';

/** A status naming a wamid we do not know yet is retried by Meta for this long, then acknowledged. */
const RACE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The WhatsApp Cloud API webhook: Meta's subscription handshake (GET) and its signed deliveries (POST).
 * The signature covers the raw bytes, so the body is kept as a buffer and parsed only once it checks out.
 */
/** Withdraws a phone number's marketing consent in every store; answers how many stores it was given to. */
export type OptOut = (ctx: DbContext, phone: string) => Promise<number>;

export const messagingWhatsAppRoutes =
  (optOut: OptOut): Module =>
  async (app, { database, config }) => {
    await app.register(async (child) => {
      // The app's JSON parser (depth-limited, platform/json-body.ts) gives way to the raw one here.
      child.removeContentTypeParser('application/json');
      child.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
        (_req, body, done) => done(null, body),
      );

      child.get(
        '/api/messaging/whatsapp/webhook',
        {
          schema: { tags: ['messaging'], summary: 'WhatsApp webhook subscription handshake (hub.challenge)' },
        },
        async (request, reply) => {
          const challenge = verifyHandshake(
            request.query as Record<string, unknown>,
            config.whatsapp.verifyToken,
          );
          if (challenge === null) throw errors.forbidden('The verify token does not match.');
          return reply.type('text/plain; charset=utf-8').send(challenge);
        },
      );

      child.post(
        '/api/messaging/whatsapp/webhook',
        {
          schema: {
            tags: ['messaging'],
            summary: 'WhatsApp webhooks: message statuses and STOP replies (X-Hub-Signature-256)',
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const header = request.headers['x-hub-signature-256'];
          const parsed = parseWhatsAppWebhook(
            raw,
            Array.isArray(header) ? header[0] : header,
            config.whatsapp.appSecret,
          );
          if (parsed === null) throw errors.unauthorized('The WhatsApp webhook signature does not match.');
          const { statuses, inbound } = parsed;
          // A customer's STOP: campaign templates go out from Kasuwa's one WhatsApp number, shared by every
          // store, so (as with an SMS STOP) consent is withdrawn in every store that had it. Idempotent.
          let optedOut = 0;
          for (const message of inbound) {
            if (!isOptOutReply(message.text)) continue;
            const stores = await optOut(database, message.from);
            optedOut++;
            app.log.info({ provider: 'whatsapp', stores }, 'STOP reply: marketing consent withdrawn');
          }
          const outcomes = { updated: 0, unchanged: 0, unknown: 0 };
          let retry = false;
          for (const status of statuses) {
            const outcome = await applyWhatsAppStatus(database.db, status);
            outcomes[outcome]++;
            if (outcome !== 'unknown') continue;
            // Just sent: the send's own update may not have stored the wamid yet, so Meta should try
            // again (the others are applied already and repeat harmlessly). Older: not a message of ours.
            if (!status.at || Date.now() - status.at.getTime() < RACE_WINDOW_MS) retry = true;
            else
              app.log.warn(
                { wamid: status.providerMessageId },
                'WhatsApp status for a message we never sent',
              );
          }
          if (retry) throw errors.notFound('Message');
          return { received: true, ...outcomes, optedOut };
        },
      );
    });
  };
