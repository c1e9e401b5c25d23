import type { InvoiceView, Page } from '@kasuwa/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  displayStatus,
  documentNumber,
  invoiceAdjustments,
  invoiceForCustomer,
  startInvoicePayment,
} from '../../invoices';
import { trackingParams } from '../storefront.forms';
import type { Resolved, StorefrontPage } from '../storefront.shared';
import { payPath } from './tracking';

const UNKNOWN_INVOICE = 'notFound.invoice';

/**
 * The customer's invoice link (issue 17), on the store's own address and in its theme. Paying posts
 * here: the invoice becomes an order awaiting payment and the browser goes on to that order's
 * payment page, so the money takes the order's road into escrow.
 */
export const invoicePage: StorefrontPage = (route, sf) => {
  async function load(request: FastifyRequest, reply: FastifyReply, r: Resolved) {
    const params = trackingParams.safeParse(request.params);
    const row = params.success ? await invoiceForCustomer({ db: sf.db }, params.data.token) : null;
    // Another store's invoice answers as an unknown one.
    if (!params.success || !row || row.storeId !== r.store.id) {
      return { shown: await sf.notFound(request, reply, r, UNKNOWN_INVOICE) };
    }
    const { lines, adjustments } = invoiceAdjustments(row);
    const status = displayStatus(row) as InvoiceView['status'];
    const page: Extract<Page, { kind: 'invoice' }> = {
      kind: 'invoice',
      invoice: {
        number: documentNumber('invoice', row.number!),
        status,
        customerName: row.customerName,
        currency: row.currency,
        lines,
        adjustments,
        total: row.total,
        dueDate: row.dueDate,
        notes: row.notes,
      },
      payAction:
        status === 'sent' || status === 'overdue' ? `${r.base}/invoice/${params.data.token}/pay` : null,
      pdfUrl: `${sf.config.publicUrl}/api/invoices/${params.data.token}/pdf`,
      trackingUrl: row.status === 'paid' && row.orderToken ? `${r.base}/track/${row.orderToken}` : null,
    };
    return { page, token: params.data.token };
  }

  const show = (request: FastifyRequest, reply: FastifyReply, r: Resolved, page: Page, status = 200) =>
    sf.show(request, reply.header('referrer-policy', 'no-referrer'), r, page, { status });

  route('GET', '/invoice/:token', async (request, reply, r) => {
    const loaded = await load(request, reply, r);
    if ('shown' in loaded) return loaded.shown;
    return show(request, reply, r, loaded.page);
  });

  route(
    'POST',
    '/invoice/:token/pay',
    async (request, reply, r) => {
      const loaded = await load(request, reply, r);
      if ('shown' in loaded) return loaded.shown;
      const started = await startInvoicePayment({ db: sf.db }, loaded.token);
      if (started.ok) return reply.redirect(payPath(r.base, started.orderToken), 303);
      if (started.reason === 'out_of_stock') {
        const error = `${started.title} is no longer in stock (${started.available} left). Please ask the seller for a new invoice.`;
        return show(request, reply, r, { ...loaded.page, error }, 409);
      }
      const again = await load(request, reply, r);
      return 'shown' in again ? again.shown : show(request, reply, r, again.page, 409);
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
};
