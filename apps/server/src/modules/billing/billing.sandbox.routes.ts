import { z } from 'zod';
import { authenticate } from '../../platform/auth';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { enqueue } from '../../platform/jobs';
import { inTransaction } from '../../platform/tenant';
import { billingDueNowJob } from './billing.jobs';
import { bringBillingEventForward } from './billing.renewal.service';

/**
 * With the payment sandbox on (development and test only, never production): a vendor's renewal, or
 * the end of its grace period, can be brought to now, so a browser journey or a demo sees a renewal, a
 * failed renewal (after `POST /sandbox/paystack/_sandbox/authorizations/{code}/decline`) and the fall to
 * Free without waiting a month. The account's renewal then runs at once as a job of its own (the
 * sweep's own step for one account, `renewOne`), so its e-mail follows within seconds rather than at
 * the next sweep, up to ten minutes later.
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
        summary: 'Sandbox: bring the next renewal (or the end of grace) to now, and run it at once',
        response: { 200: z.object({ due: z.literal(true) }) },
      },
    },
    async (request) => {
      const userId = request.actor!.id;
      // One transaction: the job never runs before the dates moved, nor are they moved without it.
      const due = await inTransaction({ db: database.db }, async (tx) => {
        if (!(await bringBillingEventForward(tx, userId))) return false;
        await enqueue(tx.db, billingDueNowJob, { userId });
        return true;
      });
      if (!due) throw errors.notFound('Subscription');
      return { due: true as const };
    },
  );
};
