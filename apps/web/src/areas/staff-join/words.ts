import type { StaffPermission, StaffRole } from '@kasuwa/contracts';
import type english from './i18n/en-NG';

type Key = keyof typeof english;

/** The invited role's name and one-line description. */
export const ROLE_WORDS: Record<StaffRole, { label: Key; text: Key }> = {
  manager: { label: 'staffJoin.role.manager', text: 'staffJoin.roleText.manager' },
  sales: { label: 'staffJoin.role.sales', text: 'staffJoin.roleText.sales' },
  stock: { label: 'staffJoin.role.stock', text: 'staffJoin.roleText.stock' },
  custom: { label: 'staffJoin.role.custom', text: 'staffJoin.roleText.custom' },
};

/** Each permission in the invited person's words. */
export const PERMISSION_KEYS: Record<StaffPermission, Key> = {
  'products.read': 'staffJoin.perm.productsRead',
  'products.write': 'staffJoin.perm.productsWrite',
  'inventory.write': 'staffJoin.perm.inventoryWrite',
  'orders.read': 'staffJoin.perm.ordersRead',
  'orders.fulfil': 'staffJoin.perm.ordersFulfil',
  'orders.refund': 'staffJoin.perm.ordersRefund',
  'sales.record': 'staffJoin.perm.salesRecord',
  'customers.read': 'staffJoin.perm.customersRead',
  'customers.write': 'staffJoin.perm.customersWrite',
  'discounts.manage': 'staffJoin.perm.discountsManage',
  'invoices.manage': 'staffJoin.perm.invoicesManage',
  'marketing.manage': 'staffJoin.perm.marketingManage',
  'analytics.read': 'staffJoin.perm.analyticsRead',
  'money.read': 'staffJoin.perm.moneyRead',
  'settings.manage': 'staffJoin.perm.settingsManage',
};
