import { analyticsOverviewSchema, analyticsQuerySchema } from '@kasuwa/contracts';
import { z } from 'zod';
import type { Module } from '../../platform/http';
import { vendorContext } from '../../platform/vendor-scope';
import { vendorOverview } from './analytics.service';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });

export const analyticsVendorRoutes: Module = (app) => {
  app.get(
    '/analytics/overview',
    {
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
};
