import { exchangeRateSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import { authenticate, requirePermission } from '../../platform/auth';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { actorName } from '../../platform/tenant';
import { listExchangeRates, setRate } from './currencies.service';

/** The administrators' exchange rates. Reading needs view_stores; setting one needs full rights. */
export const currenciesAdminRoutes: Module = (app, { database, tokens }) => {
  const tags = ['admin money'];
  const security = [{ bearer: [] }];
  const admin = authenticate(tokens, 'admin');
  const canView = [admin, requirePermission('view_stores')];
  const canMove = [admin, requirePermission('all')];

  const rateOut = z.object({
    base: z.string(),
    quote: z.string(),
    rate: z.string(),
    updatedBy: z.string(),
    updatedAt: z.iso.datetime(),
  });
  app.get(
    '/api/admin/exchange-rates',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Exchange rates kept by administrators',
        response: { 200: z.object({ items: z.array(rateOut) }) },
      },
    },
    async () => {
      const rows = await listExchangeRates({ db: database.db });
      return {
        items: rows.map((r) => ({
          base: r.base,
          quote: r.quote,
          rate: (r.rateMicros / 1_000_000).toFixed(6),
          updatedBy: r.updatedBy,
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },
  );
  app.put(
    '/api/admin/exchange-rates',
    {
      preHandler: canMove,
      schema: {
        tags,
        security,
        body: exchangeRateSchema,
        summary: 'Set one exchange rate',
        response: { 200: rateOut },
      },
    },
    async (request) => {
      const { base, quote, rate } = request.body;
      if (base === quote) throw errors.badRequest('Choose two different currencies.');
      const [whole = '0', frac = ''] = rate.split('.');
      const rateMicros = Number(whole) * 1_000_000 + Number(frac.padEnd(6, '0'));
      if (rateMicros <= 0) throw errors.badRequest('The rate must be more than zero.');
      const by = actorName(request);
      const row = await setRate({ db: database.db }, { base, quote, rateMicros, by });
      return {
        base: row.base,
        quote: row.quote,
        rate: (row.rateMicros / 1_000_000).toFixed(6),
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  );
};
