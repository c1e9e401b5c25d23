import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { DbOrTx } from './db';
import { enqueue, type JobDefinition } from './jobs';
import { messages } from './platform.schema';

export interface EmailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A short name for the kind of message: 'email-confirmation', 'password-reset', … */
  template: string;
  storeId?: number;
}

/**
 * Keeps the message and queues its delivery in the caller's transaction. Without SMTP_URL the job
 * marks it `logged` and prints it, so a newcomer can follow confirmation links from the console.
 */
export async function queueEmail(db: DbOrTx, input: EmailInput): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({
      channel: 'email',
      recipient: input.to,
      subject: input.subject,
      bodyText: input.text,
      bodyHtml: input.html,
      template: input.template,
      storeId: input.storeId,
    })
    .returning({ id: messages.id });
  await enqueue(db, sendEmailJob, { messageId: row!.id }, { dedupeKey: `email:${row!.id}` });
  return row!.id;
}

const transports = new Map<string, Transporter>();
/** nodemailer (some 400 KB of code) is loaded with the first e-mail a process sends, not at start. */
async function transportFor(url: string): Promise<Transporter> {
  let t = transports.get(url);
  if (!t) {
    const { default: nodemailer } = await import('nodemailer');
    t = transports.get(url) ?? nodemailer.createTransport(url);
    transports.set(url, t);
  }
  return t;
}

export const sendEmailJob: JobDefinition<{ messageId: number }> = {
  type: 'email.send',
  queue: 'email',
  maxAttempts: 8,
  async handle({ messageId }, { db, config, log }, job) {
    const [message] = await db.select().from(messages).where(eq(messages.id, messageId));
    if (!message) return { skipped: 'message not found' };
    // `cancelled`: a campaign e-mail whose customer unsubscribed before its turn came.
    if (['sent', 'logged', 'cancelled'].includes(message.status)) return { skipped: message.status };
    if (!config.SMTP_URL) {
      log.info(
        { to: message.recipient, subject: message.subject },
        `email not sent (no SMTP_URL); its text follows\n${message.bodyText}`,
      );
      await db
        .update(messages)
        .set({ status: 'logged', sentAt: new Date(), updatedAt: new Date() })
        .where(eq(messages.id, messageId));
      return { logged: true };
    }
    try {
      const info = await (await transportFor(config.SMTP_URL)).sendMail({
        from: config.MAIL_FROM,
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        html: message.bodyHtml ?? undefined,
        headers: message.headers ?? undefined,
      });
      await db
        .update(messages)
        .set({
          status: 'sent',
          provider: 'smtp',
          // Unique with the provider: two rows can never claim one SMTP message id.
          providerMessageId: info.messageId || null,
          sentAt: new Date(),
          error: null,
          updatedAt: new Date(),
        })
        .where(eq(messages.id, messageId));
      return { messageId: info.messageId };
    } catch (err) {
      await db
        .update(messages)
        .set({
          error: err instanceof Error ? err.message : String(err),
          updatedAt: new Date(),
          // The vendor's log shows it failed once the runner stops retrying.
          ...(job.attempts >= (sendEmailJob.maxAttempts ?? 1) ? { status: 'failed' } : {}),
        })
        .where(eq(messages.id, messageId));
      throw err;
    }
  },
};
