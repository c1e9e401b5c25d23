import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore, makeUser, signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard (spec 2.13, 7.3)', () => {
  it('counts stores by status, users and themes', async () => {
    const admin = await signIn(t, 'super_admin');
    await makeStore(t, { status: 'active' });
    await makeStore(t, { status: 'active' });
    await makeStore(t, { status: 'inactive' });
    await makeUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/stats',
      headers: admin.headers,
    });
    expect(res.json()).toEqual({
      status: true,
      stats: { totalStores: 3, totalUsers: 2, totalThemes: 3, activeStores: 2, inactiveStores: 1 },
    });
  });

  it('shows recent registrations, store creations and admin changes, newest first', async () => {
    const admin = await signIn(t, 'super_admin', { firstName: 'Ada', lastName: 'Root' });
    await makeUser(t, { firstName: 'Zainab', lastName: 'Lawal' });
    const store = await makeStore(t, { subdomain: 'fresh-market' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/stores/${store.id}`,
      headers: admin.headers,
      payload: { status: 'inactive' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=5',
      headers: admin.headers,
    });
    const activities = res.json().activities;
    expect(activities).toHaveLength(5);
    expect(activities[0]).toMatchObject({
      type: 'admin_change',
      message: `Ada Root updated store #${store.id}`,
    });
    expect(activities).toContainEqual(
      expect.objectContaining({
        type: 'store_creation',
        message: 'New store created: fresh-market',
        data: { id: store.id, subDomain: 'fresh-market' },
      }),
    );
    expect(activities).toContainEqual(
      expect.objectContaining({ type: 'user_registration', message: 'New user registered: Zainab Lawal' }),
    );
    const times = activities.map((a: { timestamp: string }) => a.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows each admin only the kinds of activity they may read', async () => {
    const storesOnly = await signIn(t, 'employee_2');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=50',
      headers: storesOnly.headers,
    });
    const types = new Set(res.json().activities.map((a: { type: string }) => a.type));
    expect([...types]).toEqual(['store_creation']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/activity?limit=500',
      headers: storesOnly.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
