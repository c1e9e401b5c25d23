import {
  documentPeriodQuerySchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceSchema,
  invoiceSendInputSchema,
  invoiceSettingsSchema,
  invoiceVoidInputSchema,
  storeDocumentSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { storageFor } from '../../platform/storage';
import { vendorContext } from '../../platform/vendor-scope';
import { formatQuery } from './documents.public.routes';
import { documentsOfOrder, fileName, renderContent, vendorDocument } from './documents.service';
import { exportDocumentsCsv } from './invoices.export';
import * as invoices from './invoices.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });
const invoiceParams = storeParams.extend({ invoiceId: z.uuid() });
const security = [{ bearer: [] }];
const tags = ['invoices'];

/** Registered in the vendor store scope (app.ts): paths are relative to `/api/vendor/stores/:storeId`. */
export const invoicesVendorRoutes: Module = (app, { config }) => {
  const storage = storageFor(config);

  app.get(
    '/invoices',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'Invoices, newest first (the last 500), optionally of one status',
        params: storeParams,
        querystring: invoiceListQuerySchema,
        response: { 200: z.object({ items: z.array(invoiceSchema) }) },
      },
    },
    async (request) => ({
      items: await invoices.listInvoices(vendorContext(request), request.query.status, config),
    }),
  );

  app.post(
    '/invoices',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'Write a draft invoice',
        params: storeParams,
        body: invoiceInputSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invoices.createInvoice(vendorContext(request), request.body, config)),
  );

  app.get(
    '/invoices/:invoiceId',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'An invoice',
        params: invoiceParams,
        response: { 200: invoiceSchema },
      },
    },
    async (request) => invoices.getInvoice(vendorContext(request), request.params.invoiceId, config),
  );

  app.put(
    '/invoices/:invoiceId',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'Change a draft invoice; 409 once it was sent',
        params: invoiceParams,
        body: invoiceInputSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) =>
      invoices.updateInvoice(vendorContext(request), request.params.invoiceId, request.body, config),
  );

  app.post(
    '/invoices/:invoiceId/send',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary:
          'Issue a draft (number, link by e-mail and/or SMS, reminders) or send the link of a sent invoice again',
        params: invoiceParams,
        body: invoiceSendInputSchema,
        response: { 200: invoiceSchema },
      },
    },
    async (request) =>
      invoices.sendInvoice(vendorContext(request), request.params.invoiceId, request.body ?? {}, config),
  );

  app.post(
    '/invoices/:invoiceId/void',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'Void a draft or sent invoice, optionally starting a corrected copy as a new draft',
        params: invoiceParams,
        body: invoiceVoidInputSchema,
        response: { 200: z.object({ voided: invoiceSchema, replacement: invoiceSchema.nullable() }) },
      },
    },
    async (request) =>
      invoices.voidInvoice(vendorContext(request), request.params.invoiceId, request.body.replace, config),
  );

  app.get(
    '/invoices/:invoiceId/pdf',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'An invoice as PDF',
        params: invoiceParams,
        querystring: formatQuery,
      },
    },
    async (request, reply) => {
      const ctx = vendorContext(request);
      const content = await invoices.invoiceContentOf(ctx, request.params.invoiceId);
      const pdf = await renderContent(content, request.query.format, storage, request.log);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(content, request.query.format)}"`)
        .send(pdf);
    },
  );

  app.get(
    '/invoice-settings',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'The address documents print and whether prices include VAT',
        params: storeParams,
        response: { 200: invoiceSettingsSchema },
      },
    },
    async (request) => invoices.getSettings(vendorContext(request)),
  );

  app.put(
    '/invoice-settings',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'Change the document settings (new drafts use them)',
        params: storeParams,
        body: invoiceSettingsSchema,
        response: { 200: invoiceSettingsSchema },
      },
    },
    async (request) => invoices.saveSettings(vendorContext(request), request.body),
  );

  app.get(
    '/orders/:orderId/documents',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        security,
        summary: "An order's receipts and credit notes",
        params: storeParams.extend({ orderId: z.uuid() }),
        response: { 200: z.object({ items: z.array(storeDocumentSchema) }) },
      },
    },
    async (request) => ({
      items: (await documentsOfOrder(
        vendorContext(request),
        request.params.orderId,
        config.publicUrl,
      )) as z.infer<typeof storeDocumentSchema>[],
    }),
  );

  app.get(
    '/documents/export',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'CSV of the invoices, receipts and credit notes issued in a period (store time zone)',
        params: storeParams,
        querystring: documentPeriodQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportDocumentsCsv(vendorContext(request), request.query);
      const { from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="documents-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/documents/:documentId/pdf',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        security,
        summary: 'A receipt or credit note as PDF',
        params: storeParams.extend({ documentId: z.uuid() }),
        querystring: formatQuery,
      },
    },
    async (request, reply) => {
      const doc = await vendorDocument(vendorContext(request), request.params.documentId);
      const pdf = await renderContent(doc.content, request.query.format, storage, request.log);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(doc.content, request.query.format)}"`,
        )
        .send(pdf);
    },
  );
};
