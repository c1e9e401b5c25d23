import { z } from 'zod';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ status: z.enum(['up', 'down']), kind: z.enum(['pglite', 'postgres']) }),
  timestamp: z.iso.datetime(),
});
export type Health = z.infer<typeof healthSchema>;

/** Spec section 9: page 1 and size 10 by default, at most 100 a page. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const PAGE_WINDOW = 5;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const MIN_PASSWORD_LENGTH = 6;
export const DEFAULT_COUNTRY = 'Nigeria';

/**
 * Sent with the password after a sign-in answered LOGIN_CODE_REQUIRED: the account is locked after
 * failed attempts, and its owner gets in with the password plus the one-time code e-mailed to them.
 */
export const loginCodeFields = {
  challengeId: z.string().min(1).max(100).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.')
    .optional(),
};
