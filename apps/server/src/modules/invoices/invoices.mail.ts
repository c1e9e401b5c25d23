import type { Config } from '../../config';
import { queueEmail } from '../../platform/mail';
import { storefrontUrl } from '../../platform/storefront-url';
import type { StoreScope } from '../../platform/tenant';
import { dateText, localeOr, renderEmail } from '../messages';
import { textCustomer } from '../messaging';
import { storeOf } from '../stores';
import { documentNumber } from './documents.content';
import type { InvoiceRow } from './invoices.schema';

/** The customer's link, on the store's own address so the page wears the store's look. */
export function invoiceLink(storeUrl: string, token: string) {
  return `${storeUrl}/invoice/${token}`;
}

type InvoiceTemplate = 'invoice' | 'invoice-reminder-before' | 'invoice-reminder-after';
const INVOICE_EMAILS = {
  invoice: 'email.invoice',
  'invoice-reminder-before': 'email.invoice_reminder_before',
  'invoice-reminder-after': 'email.invoice_reminder_after',
} as const;

export async function emailInvoice(
  ctx: StoreScope,
  row: InvoiceRow,
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
  template: InvoiceTemplate,
) {
  const store = await storeOf(ctx);
  const number = documentNumber('invoice', row.number!);
  // An invoice has no shopper language of its own: it speaks the store's default language.
  const locale = localeOr(store.defaultLocale);
  const mail = renderEmail(
    INVOICE_EMAILS[template],
    {
      customer: row.customerName,
      store: store.name,
      invoice: number,
      total: { amount: row.total, currency: row.currency },
      due: dateText(row.dueDate, locale),
      url: invoiceLink(storefrontUrl(config, store.subdomain), row.publicToken),
    },
    locale,
  );
  await queueEmail(ctx.db, { to: row.customerEmail, storeId: row.storeId, template, ...mail });
}

/** The link by SMS, as the messaging module texts customers (a `messages` row and its outbox job). */
export async function textInvoice(
  ctx: StoreScope,
  row: InvoiceRow,
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
  template: InvoiceTemplate,
) {
  const store = await storeOf(ctx);
  const locale = localeOr(store.defaultLocale);
  return textCustomer(
    ctx,
    row.storeId,
    { phone: row.customerPhone, storeName: store.name, locale },
    {
      kind:
        template === 'invoice'
          ? 'invoice'
          : `invoice_${template === 'invoice-reminder-before' ? 'reminder_before' : 'reminder_after'}`,
      invoiceNumber: documentNumber('invoice', row.number!),
      total: row.total,
      currency: row.currency,
      dueDate: dateText(row.dueDate, locale),
      url: invoiceLink(storefrontUrl(config, store.subdomain), row.publicToken),
    },
  );
}
