import type { StoreAccess } from '@kasuwa/contracts';
import { translate } from './components/i18n';

// Apart from access.ts: only screens loaded later name roles, so the dashboard's first load skips this.
/**
 * The role's name where a merchant reads it (store switcher, staff list, activity), in the current
 * language: each name is looked up when it is read (a getter), so a screen drawing it after a switch of
 * language shows the new one and its callers keep indexing `ROLE_LABELS[role]`.
 */
export const ROLE_LABELS: Readonly<Record<StoreAccess['role'] | 'system', string>> = {
  get owner() {
    return translate('dashboard.role.owner');
  },
  get manager() {
    return translate('dashboard.role.manager');
  },
  get sales() {
    return translate('dashboard.role.sales');
  },
  get stock() {
    return translate('dashboard.role.stock');
  },
  get custom() {
    return translate('dashboard.role.custom');
  },
  system: 'Kasuwa',
};
