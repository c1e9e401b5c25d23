import { z } from 'zod';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { storageFor } from '../../platform/storage';
import { documentByToken, fileName, renderContent } from './documents.service';
import { invoiceForCustomer } from './invoices.pay.service';
import { invoiceContent } from './invoices.service';

export const formatQuery = z.object({ format: z.enum(['a4', 'thermal']).default('a4') });

/** A customer's receipt or credit note, by the secret token of its e-mail and tracking-page link. */
export const documentsPublicRoutes: Module = (app, { database, config }) => {
  const storage = storageFor(config);
  app.get(
    '/api/documents/:token/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'A receipt or credit note as PDF (A4 or 80 mm thermal), by its secret link',
        params: z.object({ token: z.string().max(200) }),
        querystring: formatQuery,
      },
    },
    async (request, reply) => {
      const doc = await documentByToken({ db: database.db }, request.params.token);
      const pdf = await renderContent(doc.content, request.query.format, storage, request.log);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName(doc.content, request.query.format)}"`)
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'private, max-age=3600')
        .send(pdf);
    },
  );

  app.get(
    '/api/invoices/:token/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'An invoice as PDF, by the secret link the customer received',
        params: z.object({ token: z.string().max(200) }),
        querystring: formatQuery,
      },
    },
    async (request, reply) => {
      const row = await invoiceForCustomer({ db: database.db }, request.params.token);
      if (!row) throw errors.notFound('Invoice');
      const content = await invoiceContent({ db: database.db, storeId: row.storeId }, row);
      const pdf = await renderContent(content, request.query.format, storage, request.log);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName(content, request.query.format)}"`)
        .header('referrer-policy', 'no-referrer')
        .send(pdf);
    },
  );
};
