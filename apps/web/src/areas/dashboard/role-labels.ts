import type { StoreAccess } from '@kasuwa/contracts';

// Apart from access.ts: only screens loaded later name roles, so the dashboard's first load skips this.
/** The role's name where a merchant reads it (store switcher, staff list, activity). */
export const ROLE_LABELS: Record<StoreAccess['role'] | 'system', string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  stock: 'Stock',
  custom: 'Custom',
  system: 'Kasuwa',
};
