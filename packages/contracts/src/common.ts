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

/**
 * Where unstorable text hides in a value's strings and keys (empty when there is none), in document
 * order. Walked with a stack of its own, not by recursion: the server bounds a JSON body's depth before
 * parsing it, and this walk must not overflow the call stack on a deep value from anywhere else.
 */
export function unstorableText(value: unknown): Unstorable[] {
  // A path is a chain of steps to the parent, spelled out only for what is found: copying it at every
  // level would cost the square of the depth.
  type Step = { key: string | number; parent: Step | null } | null;
  const pathOf = (step: Step): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let s = step; s; s = s.parent) path.push(s.key);
    return path.reverse();
  };
  const found: Unstorable[] = [];
  // Values still to walk, or a bad key already found (kept in the stack so the order stays the document's).
  type Entry = { value: unknown; at: Step } | { badKey: Step; message: string };
  const stack: Entry[] = [{ value, at: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if ('badKey' in entry) {
      found.push({ path: pathOf(entry.badKey), message: entry.message });
      continue;
    }
    const { value: item, at } = entry;
    if (typeof item === 'string') {
      const message = unstorable(item);
      if (message) found.push({ path: pathOf(at), message });
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], at: { key: i, parent: at } });
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const step = { key, parent: at };
        stack.push({ value: child, at: step });
        // Keys are stored too (JSON columns): a bad key is reported against itself, before its value.
        const message = unstorable(key);
        if (message) stack.push({ badKey: step, message });
      }
    }
  }
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
