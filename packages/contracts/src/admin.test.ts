import { describe, expect, it } from 'vitest';
import { activityTimeLabel, adminStoreCreateSchema, adminUserCreateSchema, pageWindow } from './admin';

describe('page window (spec 2.14: up to 5 numbered pages centred on the current one)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [0, 0, []],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('activity time display (spec section 4)', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('says Just now under an hour, N hours ago under a day, and the date after', () => {
    expect(activityTimeLabel('2026-11-21T11:30:00Z', now)).toBe('Just now');
    expect(activityTimeLabel('2026-11-21T11:00:00Z', now)).toBe('1 hour ago');
    expect(activityTimeLabel('2026-11-21T07:00:00Z', now)).toBe('5 hours ago');
    expect(activityTimeLabel('2026-11-19T12:00:00Z', now)).toBe('19 Nov 2026');
  });
});

describe('admin forms', () => {
  it('gives a new user the defaults of spec section 5', () => {
    const user = adminUserCreateSchema.parse({
      firstName: 'Ada',
      lastName: 'Obi',
      email: ' Ada@Example.com ',
    });
    expect(user).toMatchObject({
      role: 'user',
      status: 'active',
      country: 'Nigeria',
      phone: '',
      email: 'ada@example.com',
    });
  });

  it('gives a new store the defaults of spec section 3 and refuses reserved subdomains', () => {
    const store = adminStoreCreateSchema.parse({
      username: 'ada',
      subDomain: 'Ada-Shop',
      description: 'Fabrics',
    });
    expect(store).toMatchObject({
      subDomain: 'ada-shop',
      theme_id: 1,
      domain_id: 0,
      user_id: 0,
      status: 'active',
    });
    expect(
      adminStoreCreateSchema.safeParse({ username: 'a', subDomain: 'admin', description: 'x' }).success,
    ).toBe(false);
    expect(
      adminStoreCreateSchema.safeParse({ username: 'a', subDomain: 'ok', description: 'x', theme_id: 4 })
        .success,
    ).toBe(false);
  });
});
