import type { JobDefinition } from '../../platform/jobs';
import { emailInvoice, textInvoice } from './invoices.mail';
import { invoiceOf } from './invoices.queries';

/**
 * A reminder two days before and three days after the due date, queued when the invoice is sent, on
 * the channels the link went out on. It checks the invoice when it runs: one paid or voided meanwhile
 * gets no reminder.
 */
export const invoiceReminderJob: JobDefinition<{
  invoiceId: string;
  storeId: number;
  when: 'before' | 'after';
}> = {
  type: 'invoices.reminder',
  queue: 'email',
  async handle({ invoiceId, storeId, when }, { db, config }) {
    const ctx = { db, storeId };
    const row = await invoiceOf(ctx, invoiceId);
    if (row?.status !== 'sent') return { skipped: row?.status ?? 'missing' };
    const email = row.sentByEmail && row.customerEmail !== '';
    if (!email && !row.sentBySms) return { skipped: 'not sent by e-mail or SMS' };
    await db.transaction(async (tx) => {
      const template = `invoice-reminder-${when}` as const;
      if (email) await emailInvoice({ db: tx, storeId }, row, config, template);
      if (row.sentBySms) await textInvoice({ db: tx, storeId }, row, config, template);
    });
    return { reminded: invoiceId };
  },
};
