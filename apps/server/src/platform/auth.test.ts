import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './auth';

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

  it('rotates refresh tokens and revokes the family when a spent one comes back', async () => {
    const db = t.database.db;
    const first = await issueRefreshToken(db, 1, 'admin', 3600);
    const second = await rotateRefreshToken(db, first.token, 'admin', 3600);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.next.familyId).toBe(first.familyId);
    expect(await rotateRefreshToken(db, first.token, 'admin', 3600)).toEqual({ ok: false, reason: 'reused' });
    // The thief's replay also kills the legitimate holder's newer token.
    expect(await rotateRefreshToken(db, second.next.token, 'admin', 3600)).toEqual({
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

  it('lets only one of two concurrent rotations of the same token win', async () => {
    const db = t.database.db;
    const first = await issueRefreshToken(db, 2, 'admin', 3600);
    const results = await Promise.all([
      rotateRefreshToken(db, first.token, 'admin', 3600),
      rotateRefreshToken(db, first.token, 'admin', 3600),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});
