import { describe, expect, it } from 'vitest';
import { hasPermission, isAdminRole, permissionsFor, roleLabel } from './roles';

describe('roles and permissions (spec section 6)', () => {
  it.each([
    ['super_admin', ['all']],
    ['admin', ['all']],
    ['system_admin', ['all']],
    ['support_admin', ['view_users', 'view_stores', 'view_logs']],
    ['employee_1', ['view_stores', 'view_users']],
    ['employee_2', ['view_stores']],
    ['employee_3', ['view_users']],
    ['someone_new', ['view_stores']],
  ])('%s holds %j', (role, expected) => {
    expect(permissionsFor(role)).toEqual(expected);
  });

  it('passes a check with `all` or the named permission', () => {
    expect(hasPermission(['all'], 'delete_stores')).toBe(true);
    expect(hasPermission(['view_stores'], 'view_stores')).toBe(true);
    expect(hasPermission(['view_stores'], 'edit_stores')).toBe(false);
  });

  it('lets admin roles, not plain users, into the back office', () => {
    expect(isAdminRole('employee_2')).toBe(true);
    expect(isAdminRole('user')).toBe(false);
  });

  it('labels roles as the admin header shows them', () => {
    expect(roleLabel('super_admin')).toBe('SUPER ADMIN');
  });
});
