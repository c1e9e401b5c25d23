import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { bringBillingEventForward } from './billing.renewal.service';

/**
 * With the payment sandbox on (development and test only, never production): a vendor's renewal, or
 * the end of its grace period, can be brought to now, so a browser journey or a demo sees a renewal, a
 * failed renewal (after `POST /sandbox/paystack/_sandbox/authorizations/{code}/decline`) and the fall to
 * Free without waiting a month. The renewal sweep then does the rest exactly as it would on the day.
 */
export const billingSandboxRoutes: Module = (app, { database, config, tokens }) => {
  if (!config.payments.sandbox) return;
  app.post(
    '/api/subscription/_sandbox/due-now',
    {
      preHandler: authenticate(tokens, 'vendor'),
      schema: {
        tags: ['sandbox'],
        security: [{ bearer: [] }],
        summary: 'Sandbox: bring the next renewal (or the end of grace) to now',
        response: { 200: z.object({ due: z.literal(true) }) },
      },
    },
    async (request) => {
      if (!(await bringBillingEventForward({ db: database.db }, request.actor!.id))) {
        throw errors.notFound('Subscription');
      }
      return { due: true as const };
    },
  );
};
