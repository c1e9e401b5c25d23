import { normalisePhone } from '@kasuwa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { enqueue, type JobDefinition } from '../jobs';
import { messages } from '../platform.schema';
import { createSmsAdapters, sendWithFailover } from './index';
import { smsSize } from './segments';
import type { DeliveryReport } from './types';

export interface SmsInput {
  /** As typed (0803…, +234 803…); normalised to E.164 here. */
  to: string;
  text: string;
  /** A short name for the kind of message: 'order-paid-vendor', 'order-received', … */
  template: string;
  storeId?: number;
  /** Order and account alerts go on the DND route; marketing never does. Default true. */
  transactional?: boolean;
}

/**
 * Keeps the SMS and queues its sending in the caller's transaction. Null, with nothing written, when
 * the number cannot be an E.164 number (the caller chose to text it; a bad number is not an error of
 * the event that caused the message).
 */
export async function queueSms(db: DbOrTx, input: SmsInput): Promise<number | null> {
  const to = normalisePhone(input.to);
  if (!to) return null;
  const [row] = await db
    .insert(messages)
    .values({
      channel: 'sms',
      recipient: to,
      bodyText: input.text,
      template: input.template,
      storeId: input.storeId,
      costUnits: smsSize(input.text).pages,
    })
    .returning({ id: messages.id });
  await enqueue(
    db,
    sendSmsJob,
    { messageId: row!.id, transactional: input.transactional ?? true },
    { dedupeKey: `sms:${row!.id}` },
  );
  return row!.id;
}

export const sendSmsJob: JobDefinition<{ messageId: number; transactional: boolean }> = {
  type: 'sms.send',
  queue: 'sms',
  maxAttempts: 6,
  async handle({ messageId, transactional }, { db, config, log }, job) {
    const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
    if (!message) return { skipped: 'message not found' };
    if (message.status !== 'queued') return { skipped: message.status };
    const adapters = createSmsAdapters(config.sms);
    if (adapters.length === 0) {
      log.info({ to: message.recipient }, `SMS not sent (no SMS provider configured): ${message.bodyText}`);
      await db
        .update(messages)
        .set({ status: 'logged', sentAt: new Date(), updatedAt: new Date() })
        .where(eq(messages.id, messageId));
      return { logged: true };
    }
    try {
      const sent = await sendWithFailover(
        adapters,
        { to: message.recipient, text: message.bodyText, transactional },
        (provider, err) =>
          log.warn({ messageId, provider, err: err.message }, 'SMS provider failed; trying the next'),
      );
      // A delivery report that raced ahead of this update has nothing to match yet and is retried by
      // the provider; `queued` in the condition keeps a report that did land from being overwritten.
      await db
        .update(messages)
        .set({
          status: 'sent',
          provider: sent.provider,
          providerMessageId: sent.providerMessageId,
          sentAt: new Date(),
          error: null,
          updatedAt: new Date(),
        })
        .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')));
      return sent;
    } catch (err) {
      const final = job.attempts >= (sendSmsJob.maxAttempts ?? 1);
      await db
        .update(messages)
        .set({
          error: err instanceof Error ? err.message : String(err),
          updatedAt: new Date(),
          ...(final ? { status: 'failed' } : {}),
        })
        .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')));
      throw err;
    }
  },
};

// Which statuses a report may move a message from: a later report never undoes an earlier final one.
const MOVES_FROM: Record<DeliveryReport['status'], string[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  failed: ['queued', 'sent'],
};

/**
 * Applies a provider's delivery report. Idempotent: a repeat, or a `sent` arriving after `delivered`,
 * changes nothing. `unknown` when no message of ours carries that provider id (yet).
 */
export async function applyDeliveryReport(
  db: DbOrTx,
  report: DeliveryReport,
): Promise<'updated' | 'unchanged' | 'unknown'> {
  const now = new Date();
  const updated = await db
    .update(messages)
    .set({
      status: report.status,
      updatedAt: now,
      ...(report.status === 'delivered' ? { deliveredAt: now, error: null } : {}),
      ...(report.status === 'failed' ? { error: report.detail } : {}),
    })
    .where(
      and(
        eq(messages.provider, report.provider),
        eq(messages.providerMessageId, report.providerMessageId),
        inArray(messages.status, MOVES_FROM[report.status]),
      ),
    )
    .returning({ id: messages.id });
  if (updated.length) return 'updated';
  const [known] = await db
    .select({ n: sql<number>`1` })
    .from(messages)
    .where(
      and(eq(messages.provider, report.provider), eq(messages.providerMessageId, report.providerMessageId)),
    );
  return known ? 'unchanged' : 'unknown';
}
