import type { StaffPermission, StaffRole, StoreAccess } from '@kasuwa/contracts';

/** Each permission's catalogue key (staff/i18n), for the Custom role's checkboxes. */
export const PERMISSION_KEYS = {
  'products.read': 'staff.permission.products.read',
  'products.write': 'staff.permission.products.write',
  'inventory.write': 'staff.permission.inventory.write',
  'orders.read': 'staff.permission.orders.read',
  'orders.fulfil': 'staff.permission.orders.fulfil',
  'orders.refund': 'staff.permission.orders.refund',
  'sales.record': 'staff.permission.sales.record',
  'customers.read': 'staff.permission.customers.read',
  'customers.write': 'staff.permission.customers.write',
  'discounts.manage': 'staff.permission.discounts.manage',
  'invoices.manage': 'staff.permission.invoices.manage',
  'marketing.manage': 'staff.permission.marketing.manage',
  'analytics.read': 'staff.permission.analytics.read',
  'money.read': 'staff.permission.money.read',
  'settings.manage': 'staff.permission.settings.manage',
} as const satisfies Record<StaffPermission, string>;

/** A preset role's one line beside its choice (staff/i18n). */
export const ROLE_DESCRIPTION_KEYS = {
  manager: 'staff.roleDescription.manager',
  sales: 'staff.roleDescription.sales',
  stock: 'staff.roleDescription.stock',
  custom: 'staff.roleDescription.custom',
} as const satisfies Record<StaffRole, string>;

/** A role's name on the staff screens (staff/i18n); role-labels.ts keeps the English for the frame. */
export const ROLE_KEYS = {
  owner: 'staff.role.owner',
  manager: 'staff.role.manager',
  sales: 'staff.role.sales',
  stock: 'staff.role.stock',
  custom: 'staff.role.custom',
  system: 'staff.role.system',
} as const satisfies Record<StoreAccess['role'] | 'system', string>;

export const ROLE_CHOICES: readonly StaffRole[] = ['manager', 'sales', 'stock', 'custom'];

/**
 * The English words the invitation's join page (areas/staff-join, not yet in the catalogue) still reads;
 * the staff screens take the keys above.
 */
export const PERMISSION_WORDS: Record<StaffPermission, string> = {
  'products.read': 'See products and stock',
  'products.write': 'Add and change products and collections',
  'inventory.write': 'Adjust stock',
  'orders.read': 'See orders',
  'orders.fulfil': 'Confirm, send and deliver orders',
  'orders.refund': 'Refund paid orders',
  'sales.record': 'Record sales (New sale, WhatsApp orders, pay links)',
  'customers.read': 'See customers',
  'customers.write': 'Add and change customers',
  'discounts.manage': 'Discounts and delivery options',
  'invoices.manage': 'Invoices and receipts',
  'marketing.manage': 'Campaigns, messages to customers and connected apps',
  'analytics.read': "See the store's sales figures and reports",
  'money.read': 'See the Money page (balance and payouts, not request one)',
  'settings.manage': 'Store settings, theme and payment providers',
};

/** A preset role in one line, beside its choice on the invitation form. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  manager: 'Runs the store with you: everything except refunds, payouts, the plan and staff.',
  sales: 'Records sales, sees and sends orders, looks after customers; sees products but cannot change them.',
  stock: 'Adds and changes products and keeps the stock counts right.',
  custom: 'You choose exactly what this person may do.',
};
