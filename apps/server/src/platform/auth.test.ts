import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { issueRefreshToken, REFRESH_REUSE_GRACE_MS, revokeRefreshToken, rotateRefreshToken } from './auth';
import { refreshTokens } from './platform.schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tokens', () => {
  it('signs access tokens for one audience only', async () => {
    const token = await t.tokens.signAccess({ sub: 7, aud: 'admin', role: 'employee_2', name: 'Ngozi' });
    expect(await t.tokens.verifyAccess(token, 'admin')).toMatchObject({ sub: 7, role: 'employee_2' });
    expect(await t.tokens.verifyAccess(token, 'vendor')).toBeNull();
    expect(await t.tokens.verifyAccess(`${token}x`, 'admin')).toBeNull();
  });

  it('rotates refresh tokens and revokes the family when a spent one comes back after the family moved on', async () => {
    const db = t.database.db;
    const first = await issueRefreshToken(db, 1, 'admin', 3600);
    const second = await rotateRefreshToken(db, first.token, 'admin', 3600);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.next.familyId).toBe(first.familyId);
    const third = await rotateRefreshToken(db, second.next.token, 'admin', 3600);
    if (!third.ok) throw new Error('the second token should rotate');
    expect(await rotateRefreshToken(db, first.token, 'admin', 3600)).toEqual({ ok: false, reason: 'reused' });
    // The thief's replay also kills the legitimate holder's newer token.
    expect(await rotateRefreshToken(db, third.next.token, 'admin', 3600)).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('gives a browser that lost the answer to its refresh another token, but only for a moment', async () => {
    const db = t.database.db;
    const first = await issueRefreshToken(db, 1, 'vendor', 3600);
    const lost = await rotateRefreshToken(db, first.token, 'vendor', 3600);
    const again = await rotateRefreshToken(db, first.token, 'vendor', 3600);
    if (!lost.ok || !again.ok) throw new Error('both rotations should succeed within the grace window');
    expect(again.next.familyId).toBe(first.familyId);
    expect(again.next.token).not.toBe(lost.next.token);

    // Past the window the same replay is treated as theft.
    await db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.familyId, first.familyId));
    expect(await rotateRefreshToken(db, first.token, 'vendor', 3600)).toEqual({
      ok: false,
      reason: 'reused',
    });
    expect(await rotateRefreshToken(db, again.next.token, 'vendor', 3600)).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('refuses expired, unknown, wrong-audience and logged-out tokens', async () => {
    const db = t.database.db;
    const expired = await issueRefreshToken(db, 1, 'vendor', -1);
    expect(await rotateRefreshToken(db, expired.token, 'vendor', 3600)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await rotateRefreshToken(db, 'nope', 'vendor', 3600)).toEqual({ ok: false, reason: 'unknown' });
    const admin = await issueRefreshToken(db, 1, 'admin', 3600);
    expect(await rotateRefreshToken(db, admin.token, 'vendor', 3600)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    await revokeRefreshToken(db, admin.token);
    expect(await rotateRefreshToken(db, admin.token, 'admin', 3600)).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('spends a token once when two tabs rotate it at the same moment, and both tabs stay signed in', async () => {
    const db = t.database.db;
    const first = await issueRefreshToken(db, 2, 'admin', 3600);
    const results = await Promise.all([
      rotateRefreshToken(db, first.token, 'admin', 3600),
      rotateRefreshToken(db, first.token, 'admin', 3600),
    ]);
    const tokens = results.map((r) => (r.ok ? r.next.token : r.reason));
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) expect((await rotateRefreshToken(db, token, 'admin', 3600)).ok).toBe(true);
    const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, first.familyId));
    // The first token, the two answers and the two tokens those were exchanged for.
    expect(rows).toHaveLength(5);
  });
});
