import { formatMoney } from '@kasuwa/contracts';
import type { Config } from '../../config';
import { queueEmail } from '../../platform/mail';
import { storefrontUrl } from '../../platform/storefront-url';
import type { StoreScope } from '../../platform/tenant';
import { textCustomer } from '../messaging';
import { storeOf } from '../stores';
import { documentNumber } from './documents.content';
import type { InvoiceRow } from './invoices.schema';

/** The customer's link, on the store's own address so the page wears the store's look. */
export function invoiceLink(storeUrl: string, token: string) {
  return `${storeUrl}/invoice/${token}`;
}

type InvoiceTemplate = 'invoice' | 'invoice-reminder-before' | 'invoice-reminder-after';

export async function emailInvoice(
  ctx: StoreScope,
  row: InvoiceRow,
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
  template: InvoiceTemplate,
) {
  const store = await storeOf(ctx);
  const number = documentNumber('invoice', row.number!);
  const amount = formatMoney(row.total, row.currency);
  const lead = {
    invoice: `${store.name} sent you invoice ${number} for ${amount}, due on ${row.dueDate}.`,
    'invoice-reminder-before': `A reminder: invoice ${number} from ${store.name} for ${amount} is due on ${row.dueDate}.`,
    'invoice-reminder-after': `Invoice ${number} from ${store.name} for ${amount} was due on ${row.dueDate} and is not paid yet.`,
  }[template];
  await queueEmail(ctx.db, {
    to: row.customerEmail,
    storeId: row.storeId,
    template,
    subject:
      template === 'invoice'
        ? `Invoice ${number} from ${store.name}`
        : `Reminder: invoice ${number} from ${store.name}`,
    text: [
      `Hello ${row.customerName},`,
      '',
      lead,
      '',
      `See and pay it here: ${invoiceLink(storefrontUrl(config, store.subdomain), row.publicToken)}`,
      '',
      'Your payment is held in escrow by Kasuwa until you confirm you received what you paid for.',
    ].join('\n'),
  });
}

/** The link by SMS, as the messaging module texts customers (a `messages` row and its outbox job). */
export async function textInvoice(
  ctx: StoreScope,
  row: InvoiceRow,
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
  template: InvoiceTemplate,
) {
  const store = await storeOf(ctx);
  return textCustomer(
    ctx,
    row.storeId,
    { phone: row.customerPhone, storeName: store.name },
    {
      kind:
        template === 'invoice'
          ? 'invoice'
          : `invoice_${template === 'invoice-reminder-before' ? 'reminder_before' : 'reminder_after'}`,
      invoiceNumber: documentNumber('invoice', row.number!),
      total: row.total,
      currency: row.currency,
      dueDate: row.dueDate,
      url: invoiceLink(storefrontUrl(config, store.subdomain), row.publicToken),
    },
  );
}
