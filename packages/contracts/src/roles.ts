/** Spec section 6: roles and the permissions each holds. */
export const ROLES = [
  'user',
  'admin',
  'super_admin',
  'employee_1',
  'employee_2',
  'employee_3',
  'support_admin',
  'system_admin',
] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'all',
  'view_users',
  'edit_users',
  'delete_users',
  'view_stores',
  'edit_stores',
  'delete_stores',
  'view_logs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const rolePermissions: Record<string, readonly Permission[]> = {
  super_admin: ['all'],
  admin: ['all'],
  system_admin: ['all'],
  support_admin: ['view_users', 'view_stores', 'view_logs'],
  employee_1: ['view_stores', 'view_users'],
  employee_2: ['view_stores'],
  employee_3: ['view_users'],
};

/** Roles let into /administrator (spec section 6, admin area guard). */
export const ADMIN_AREA_ROLES: readonly Role[] = [
  'super_admin',
  'admin',
  'employee_1',
  'employee_2',
  'employee_3',
  'support_admin',
  'system_admin',
];

export function permissionsFor(role: string): readonly Permission[] {
  // The spec gives any unknown role view_stores.
  return rolePermissions[role] ?? ['view_stores'];
}

export function hasPermission(permissions: readonly string[], needed: Permission): boolean {
  return permissions.includes('all') || permissions.includes(needed);
}

export function isAdminRole(role: string): role is Role {
  return (ADMIN_AREA_ROLES as readonly string[]).includes(role);
}

/** 'super_admin' → 'SUPER ADMIN', as the admin header and banner show it. */
export function roleLabel(role: string): string {
  return role.replaceAll('_', ' ').toUpperCase();
}
