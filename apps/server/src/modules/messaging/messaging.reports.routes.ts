import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { parseAfricasTalkingInbound, parseAfricasTalkingReport, parseTermiiReport } from '../../platform/sms';
import { applyDeliveryReport } from '../../platform/sms/outbox';
import { type DeliveryReport, type InboundSms, isOptOutReply } from '../../platform/sms/types';
import { messagingWhatsAppRoutes, type OptOut } from './messaging.whatsapp.routes';

/**
 * Delivery reports of the SMS providers. Termii's are signed over the raw body, so it is kept as bytes;
 * Africa's Talking's are not signed, so its URL carries a key. A report for a message we do not know
 * (yet: it can race ahead of the send's own update) answers 404, which the provider retries. A customer's
 * reply of STOP withdraws their marketing consent at once, through `optOut` (customers', handed in by
 * the composition root: messaging sits below customers).
 */
export const messagingReportsRoutes =
  (optOut: OptOut): Module =>
  async (app, deps) => {
    const { database, config } = deps;
    await messagingWhatsAppRoutes(optOut)(app, deps);
    await app.register(async (child) => {
      // The app's JSON parser (depth-limited, platform/json-body.ts) gives way to the raw one here.
      child.removeContentTypeParser('application/json');
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
      const africasTalkingCall = (request: { query: unknown; body: unknown }) => {
        const query = request.query as Record<string, unknown>;
        const form =
          request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)
            ? (request.body as Record<string, unknown>)
            : {};
        return { form, key: typeof query.key === 'string' ? query.key : undefined };
      };

      const apply = async (report: DeliveryReport | InboundSms | 'ignored' | null, what: string) => {
        if (report === null) throw errors.unauthorized(`The ${what} delivery report is not authentic.`);
        if (report === 'ignored') return { received: true, outcome: 'ignored' };
        if ('kind' in report) {
          if (!isOptOutReply(report.text)) return { received: true, outcome: 'ignored' };
          const stores = await optOut(database, report.from);
          child.log.info({ provider: report.provider, stores }, 'STOP reply: marketing consent withdrawn');
          return { received: true, outcome: 'opted_out' };
        }
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
          const { form, key } = africasTalkingCall(request);
          return apply(
            parseAfricasTalkingReport(form, key, config.sms.africastalking.callbackKey),
            "Africa's Talking",
          );
        },
      );

      child.post(
        '/api/messaging/inbound/africastalking',
        { schema: { tags: ['messaging'], summary: "Africa's Talking incoming messages, for STOP (?key=…)" } },
        async (request) => {
          const { form, key } = africasTalkingCall(request);
          return apply(
            parseAfricasTalkingInbound(form, key, config.sms.africastalking.callbackKey),
            "Africa's Talking",
          );
        },
      );
    });
  };
