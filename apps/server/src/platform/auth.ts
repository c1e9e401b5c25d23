import { createHash, randomBytes } from 'node:crypto';
import { hasPermission, type Permission, permissionsFor } from '@kasuwa/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import type { Actor } from './context';
import type { DbOrTx } from './db';
import { errors } from './errors';
import { refreshTokens } from './platform.schema';

/** Which app a session belongs to: the back office or a vendor's dashboard. */
export type Audience = 'admin' | 'vendor';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: number;
  aud: Audience;
  role: string;
  name: string;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({ role: claims.role, name: claims.name })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setAudience(claims.aud)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  async verifyAccess(token: string, audience: Audience): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { audience, algorithms: ['HS256'] });
      return {
        sub: Number(payload.sub),
        aud: audience,
        role: String(payload.role),
        name: String(payload.name ?? ''),
      };
    } catch {
      return null;
    }
  }
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

export async function issueRefreshToken(
  db: DbOrTx,
  userId: number,
  audience: Audience,
  ttlSeconds: number,
  familyId: string = uuidv7(),
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(refreshTokens).values({
    id: uuidv7(),
    userId,
    audience,
    familyId,
    tokenHash: sha256(token),
    expiresAt,
  });
  return { token, familyId, expiresAt };
}

export type RotateResult =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * How long a spent refresh token may be presented again. A browser that leaves a page while its
 * refresh is in flight never receives the new cookie (the server rotated, the answer was dropped), and
 * two tabs that restore at once send the same cookie: without this window both end the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Exchanges a refresh token for a new one in the same family. The old token is spent; presenting a
 * spent token again means it was stolen or replayed, so the whole family is revoked, unless it comes
 * back within the grace window and the family has not moved on since (no later token was spent): then
 * it is the same browser that lost the answer, and it gets another token of the family.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  token: string,
  audience: Audience,
  ttlSeconds: number,
): Promise<RotateResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokens.audience, audience)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // Conditional update: of two concurrent rotations of one token, only one spends it.
  const spent = row.usedAt
    ? []
    : await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
  if (spent.length === 0 && !(await withinReuseGrace(db, row.id, row.familyId))) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  const next = await issueRefreshToken(db, row.userId, audience, ttlSeconds, row.familyId);
  return { ok: true, userId: row.userId, next };
}

/** Whether a spent token was spent moments ago and is still the family's most recently spent one. */
async function withinReuseGrace(db: DbOrTx, id: string, familyId: string): Promise<boolean> {
  const [token] = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id));
  const usedAt = token?.usedAt;
  if (!usedAt || Date.now() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false;
  const [later] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), gt(refreshTokens.usedAt, usedAt)))
    .limit(1);
  return !later;
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family the presented token belongs to. */
export async function revokeRefreshToken(db: DbOrTx, token: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeFamily(db, row.familyId);
}

export async function revokeAllForUser(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    permissions: readonly string[];
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * preHandler that requires a valid access token of the audience and puts the actor and its
 * permissions on the request. Admin permissions come from the role table of spec section 6.
 */
export function authenticate(tokens: TokenService, audience: Audience) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (!token) throw errors.unauthorized();
    const claims = await tokens.verifyAccess(token, audience);
    if (!claims) throw errors.unauthorized('Your session has expired. Sign in again.');
    request.actor = { kind: audience, id: claims.sub, name: claims.name, role: claims.role };
    request.permissions = audience === 'admin' ? permissionsFor(claims.role) : [];
  };
}

/** preHandler, after `authenticate`: passes with `all` or the named permission. */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    if (!hasPermission(request.permissions ?? [], permission)) throw errors.forbidden();
  };
}
