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
