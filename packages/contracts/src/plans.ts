import { z } from 'zod';

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  tagline: z.string(),
  currency: z.string().length(3),
  monthlyPrice: z.number().int().describe('minor units'),
  annualPrice: z.number().int().describe('minor units'),
  maxStores: z.number().int().nullable().describe('null means unlimited'),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

/** The platform's cut of every sale, in basis points (1.5%). */
export const PLATFORM_FEE_BPS = 150;
