import {
  analyticsOverviewSchema,
  analyticsQuerySchema,
  financialQuerySchema,
  financialReportsSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import { storeOf } from '../stores';
import { renderFinancialPdf } from './analytics.pdf';
import { financialCsv, storeFinancials, vendorOverview } from './analytics.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });

export const analyticsVendorRoutes: Module = (app) => {
  app.get(
    '/analytics/overview',
    {
      config: { permission: 'analytics.read' },
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary: "The store's sales, visits, funnel and best sellers for a period, against the period before",
        params: storeParams,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsOverviewSchema },
      },
    },
    (request) => vendorOverview(vendorContext(request), request.query),
  );

  app.get(
    '/analytics/financial',
    {
      config: { permission: 'analytics.read' },
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary:
          'Gross sales, refunds, fees, net, releases, payouts and balances for a period, per currency, from the ledger',
        params: storeParams,
        querystring: financialQuerySchema,
        response: { 200: financialReportsSchema },
      },
    },
    (request) => storeFinancials(vendorContext(request), request.query.from, request.query.to),
  );

  app.get(
    '/analytics/financial.csv',
    {
      config: { permission: 'analytics.read' },
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary: 'The financial report as CSV, one row per currency, amounts in major units',
        params: storeParams,
        querystring: financialQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const report = await storeFinancials(vendorContext(request), from, to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kasuwa-financial-${from}-to-${to}.csv"`)
        .send(financialCsv(report));
    },
  );

  app.get(
    '/analytics/financial.pdf',
    {
      config: { permission: 'analytics.read' },
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary: 'The financial report as an A4 PDF, one section per currency',
        params: storeParams,
        querystring: financialQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const ctx = vendorContext(request);
      const [report, store] = await Promise.all([storeFinancials(ctx, from, to), storeOf(ctx)]);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="kasuwa-financial-${from}-to-${to}.pdf"`)
        .send(await renderFinancialPdf(report, store.name));
    },
  );
};
