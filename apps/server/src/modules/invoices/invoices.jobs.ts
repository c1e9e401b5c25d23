import type { JobDefinition } from '../../platform/jobs';
import { emailInvoice } from './invoices.mail';
import { invoiceOf } from './invoices.queries';

/**
 * A reminder two days before and three days after the due date, queued when the invoice is sent. It
 * checks the invoice when it runs: one paid or voided meanwhile gets no reminder.
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
    if (!row.customerEmail) return { skipped: 'no email' };
    await db.transaction(async (tx) => {
      await emailInvoice({ db: tx, storeId }, row, config, `invoice-reminder-${when}`);
    });
    return { reminded: invoiceId };
  },
};
