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
  /** Present when REDIS_URL is set (BullMQ queues, shared rate limits). */
  redis: z.object({ status: z.enum(['up', 'down']) }).optional(),
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
 * PostgreSQL cannot store the NUL character in text, and no honest form or client sends it, so every
 * request part is checked for it before its own schema: a string holding one fails validation with a
 * clear message instead of reaching the database.
 */
export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';

function collectNulPaths(value: unknown, path: (string | number)[], out: (string | number)[][]): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path);
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collectNulPaths(item, [...path, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A NUL in a key would be stored too (JSON columns); report it against the key.
      if (key.includes('\u0000')) out.push([...path, key]);
      collectNulPaths(item, [...path, key], out);
    }
  }
}

/** Where NUL characters hide in a value's strings and keys (empty when there are none). */
export function nulPaths(value: unknown): (string | number)[][] {
  const paths: (string | number)[][] = [];
  collectNulPaths(value, [], paths);
  return paths;
}

/** Passes any value without NUL characters in its strings through unchanged; pipe it into a schema. */
export const nulFreeSchema = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: NUL_MESSAGE });
});

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
