import { z } from 'zod';
import type { Module } from '../../platform/http';
import { storageFor } from '../../platform/storage';
import { documentByToken, fileName, renderContent } from './documents.service';

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
};
