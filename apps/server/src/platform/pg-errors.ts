/** The PostgreSQL error under a driver's wrapper (drizzle wraps it in `cause`). */
function pgError(err: unknown): { code?: string; constraint?: string; message: string } | null {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) {
      return {
        code: o.code,
        constraint: typeof o.constraint === 'string' ? o.constraint : undefined,
        message: e instanceof Error ? e.message : '',
      };
    }
    e = o.cause;
  }
  return null;
}

export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const pg = pgError(err);
  if (pg?.code !== '23505') return false;
  if (!constraint) return true;
  return pg.constraint === constraint || pg.message.includes(constraint);
}

/**
 * Text PostgreSQL cannot store: 22021 (character_not_in_repertoire: a NUL) and 22P05
 * (untranslatable_character). The request is at fault; the edge refuses NUL already, this is the net.
 */
export function isUnstorableText(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === '22021' || code === '22P05';
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const unreachableMessages =
  /connection terminated|connection error and is not queryable|cannot use a pool after calling end|timeout exceeded when trying to connect|pglite is clos(ed|ing)/i;

/**
 * The database cannot be reached (refused, dropped, shutting down, pool closed, PGlite closed), as
 * opposed to a query it refused: SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash
 * shutdown, cannot connect now), 53300 (too many connections), and the drivers' own socket errors.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof o.code === 'string' ? o.code : '';
    if (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
    if (unreachableCodes.has(code)) return true;
    if (typeof o.message === 'string' && unreachableMessages.test(o.message)) return true;
    // Node reports a refused connection to every address of a host as an AggregateError.
    if (Array.isArray(o.errors) && o.errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = o.cause;
  }
  return false;
}
