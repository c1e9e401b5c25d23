import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { parseAfricasTalkingReport, parseTermiiReport } from '../../platform/sms';
import { applyDeliveryReport } from '../../platform/sms/outbox';
import type { DeliveryReport } from '../../platform/sms/types';
import { messagingWhatsAppRoutes } from './messaging.whatsapp.routes';

/**
 * Delivery reports of the SMS providers. Termii's are signed over the raw body, so it is kept as bytes;
 * Africa's Talking's are not signed, so its URL carries a key. A report for a message we do not know
 * (yet: it can race ahead of the send's own update) answers 404, which the provider retries.
 */
export const messagingReportsRoutes: Module = async (app, deps) => {
  const { database, config } = deps;
  await messagingWhatsAppRoutes(app, deps);
  await app.register(async (child) => {
    child.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    child.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

    const apply = async (report: DeliveryReport | 'ignored' | null, what: string) => {
      if (report === null) throw errors.unauthorized(`The ${what} delivery report is not authentic.`);
      if (report === 'ignored') return { received: true, outcome: 'ignored' };
      const outcome = await applyDeliveryReport(database.db, report);
      if (outcome === 'unknown') throw errors.notFound('Message');
      return { received: true, outcome };
    };

    child.post(
      '/api/messaging/reports/termii',
      { schema: { tags: ['messaging'], summary: 'Termii delivery reports (X-Termii-Signature)' } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const report = parseTermiiReport(
          raw,
          header(request.headers['x-termii-signature']),
          config.sms.termii.webhookSecret,
        );
        return apply(report, 'Termii');
      },
    );

    child.post(
      '/api/messaging/reports/africastalking',
      { schema: { tags: ['messaging'], summary: "Africa's Talking delivery reports (?key=…)" } },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const form =
          request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
            ? (request.body as Record<string, unknown>)
            : {};
        const key = typeof query.key === 'string' ? query.key : undefined;
        return apply(
          parseAfricasTalkingReport(form, key, config.sms.africastalking.callbackKey),
          "Africa's Talking",
        );
      },
    );
  });
};
