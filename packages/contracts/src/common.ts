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
 * Text PostgreSQL cannot store, which no honest form or client sends: the NUL character (refused in
 * text, SQLSTATE 22021) and half of a UTF-16 surrogate pair (JSON's `"\ud800"` escape; refused in json
 * and jsonb columns, and turned into U+FFFD in text). Every request part is checked for both before its
 * own schema, so such a string fails validation with a clear message instead of reaching the database.
 */
export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';
export const UNPAIRED_SURROGATE_MESSAGE =
  'must not contain a broken character (an unpaired UTF-16 surrogate)';

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (unpairedSurrogate.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}

interface Unstorable {
  path: (string | number)[];
  message: string;
}

function collect(value: unknown, path: (string | number)[], out: Unstorable[]): void {
  if (typeof value === 'string') {
    const message = unstorable(value);
    if (message) out.push({ path, message });
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collect(item, [...path, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // Keys are stored too (JSON columns); report a bad key against itself.
      const message = unstorable(key);
      if (message) out.push({ path: [...path, key], message });
      collect(item, [...path, key], out);
    }
  }
}

/** Where unstorable text hides in a value's strings and keys (empty when there is none). */
export function unstorableText(value: unknown): Unstorable[] {
  const found: Unstorable[] = [];
  collect(value, [], found);
  return found;
}

/** Passes any value whose strings PostgreSQL can store through unchanged; pipe it into a schema. */
export const storableTextSchema = z.unknown().superRefine((value, ctx) => {
  for (const { path, message } of unstorableText(value)) ctx.addIssue({ code: 'custom', path, message });
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
