import { normalisePhone } from '@kasuwa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { enqueue, type JobDefinition } from '../jobs';
import { messages } from '../platform.schema';
import { isPermanentRefusal, WhatsAppClient, type WhatsAppTemplate } from './client';
import type { WhatsAppStatus } from './webhook';

export interface WhatsAppInput {
  /** As typed (0803…, +234 803…); normalised to E.164 here. */
  to: string;
  /** An approved template; business-initiated messages cannot be free text outside the 24-hour window. */
  template: WhatsAppTemplate;
  /** The text as the customer reads it (the template filled in), kept for the vendor's message log. */
  text: string;
  storeId?: number;
}

const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
const LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/**
 * The Graph API refuses a parameter with a new line, a tab or more than four spaces in a row (error
 * 132000), and an empty one: what a customer typed (a name, an address) is folded to one line here.
 */
export function templateParam(value: string): string {
  return value.replace(/\s+/g, ' ').trim() || '-';
}

/** A template checked and its parameters folded as the Graph API takes them. Throws on a caller's bug. */
export function checkedTemplate(template: WhatsAppTemplate): WhatsAppTemplate {
  const { name, language } = template;
  if (!TEMPLATE_NAME.test(name)) throw new Error(`not a WhatsApp template name: ${name}`);
  if (!LANGUAGE.test(language)) throw new Error(`not a WhatsApp template language: ${language}`);
  return { name, language, params: template.params.map(templateParam) };
}

/**
 * Keeps the WhatsApp message and queues its sending in the caller's transaction. Null, with nothing
 * written, when the number cannot be an E.164 number. A template name or language the Graph API could
 * never accept is a bug of the caller and throws.
 */
export async function queueWhatsApp(db: DbOrTx, input: WhatsAppInput): Promise<number | null> {
  const template = checkedTemplate(input.template);
  const to = normalisePhone(input.to);
  if (!to) return null;
  const [row] = await db
    .insert(messages)
    .values({
      channel: 'whatsapp',
      recipient: to,
      bodyText: input.text,
      template: template.name,
      storeId: input.storeId,
      // WhatsApp bills per message (a conversation, in its older pricing), never per length.
      costUnits: 1,
    })
    .returning({ id: messages.id });
  await releaseWhatsApp(db, row!.id, template);
  return row!.id;
}

/**
 * Sends a WhatsApp message already kept (a campaign's, written when the vendor sent it and released at
 * its turn). Sending it twice queues it once.
 */
export async function releaseWhatsApp(db: DbOrTx, messageId: number, template: WhatsAppTemplate) {
  await enqueue(
    db,
    sendWhatsAppJob,
    { messageId, template: checkedTemplate(template) },
    { dedupeKey: `whatsapp:${messageId}` },
  );
}

export const sendWhatsAppJob: JobDefinition<{ messageId: number; template: WhatsAppTemplate }> = {
  type: 'whatsapp.send',
  queue: 'whatsapp',
  maxAttempts: 6,
  async handle({ messageId, template }, { db, config, log }, job) {
    const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
    if (!message) return { skipped: 'message not found' };
    if (message.status !== 'queued') return { skipped: message.status };
    if (!config.whatsapp.enabled) {
      log.info(
        { to: message.recipient, template: template.name },
        `WhatsApp message not sent (WhatsApp not configured): ${message.bodyText}`,
      );
      await db
        .update(messages)
        .set({ status: 'logged', sentAt: new Date(), updatedAt: new Date() })
        .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')));
      return { logged: true };
    }
    try {
      const sent = await new WhatsAppClient(config.whatsapp).send({ to: message.recipient, template });
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
      const reason = err instanceof Error ? err.message : String(err);
      // A template that does not exist or a parameter the API refuses fails the same way every time.
      const permanent = isPermanentRefusal(err);
      const final = permanent || job.attempts >= (sendWhatsAppJob.maxAttempts ?? 1);
      await db
        .update(messages)
        .set({ error: reason, updatedAt: new Date(), ...(final ? { status: 'failed' } : {}) })
        .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')));
      if (permanent) {
        log.warn({ messageId, err: reason }, 'WhatsApp refused the message for good');
        return { failed: reason };
      }
      throw err;
    }
  },
};

// Which statuses a webhook may move a message from. Ranked sent < delivered < read, with failed final:
// a repeat or a late lower status changes nothing, and read after delivered still moves forward.
const MOVES_FROM: Record<WhatsAppStatus['status'], string[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

/** Applies one `statuses[]` entry. Idempotent; `unknown` when no message of ours has that wamid (yet). */
export async function applyWhatsAppStatus(
  db: DbOrTx,
  status: WhatsAppStatus,
): Promise<'updated' | 'unchanged' | 'unknown'> {
  const now = new Date();
  const at = (status.at ?? now).toISOString();
  const updated = await db
    .update(messages)
    .set({
      status: status.status,
      updatedAt: now,
      // A read message was delivered, even when its `delivered` is still on the way (or lost).
      ...(status.status === 'delivered' || status.status === 'read'
        ? { deliveredAt: sql`coalesce(${messages.deliveredAt}, ${at}::timestamptz)`, error: null }
        : {}),
      ...(status.status === 'failed' ? { error: status.detail } : {}),
    })
    .where(
      and(
        eq(messages.provider, 'whatsapp'),
        eq(messages.providerMessageId, status.providerMessageId),
        inArray(messages.status, MOVES_FROM[status.status]),
      ),
    )
    .returning({ id: messages.id });
  if (updated.length) return 'updated';
  const [known] = await db
    .select({ n: sql<number>`1` })
    .from(messages)
    .where(and(eq(messages.provider, 'whatsapp'), eq(messages.providerMessageId, status.providerMessageId)));
  return known ? 'unchanged' : 'unknown';
}
