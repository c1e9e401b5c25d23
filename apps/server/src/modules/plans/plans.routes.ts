import { plansResponseSchema } from '@kasuwa/contracts';
import type { Module } from '../../platform/http';
import { listPlans } from './plans.service';

export const plansRoutes: Module = (app) => {
  app.get(
    '/api/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'Subscription plans for the pricing page',
        response: { 200: plansResponseSchema },
      },
    },
    async () => ({ plans: listPlans() }),
  );
};
