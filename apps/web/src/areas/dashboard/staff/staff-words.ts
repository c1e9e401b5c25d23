import type { StaffPermission, StaffRole } from '@kasuwa/contracts';

/** Each permission in a merchant's words, for the Custom role's checkboxes and a member's summary. */
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

export const ROLE_CHOICES: { value: StaffRole; label: string }[] = [
  { value: 'manager', label: 'Manager' },
  { value: 'sales', label: 'Sales' },
  { value: 'stock', label: 'Stock' },
  { value: 'custom', label: 'Custom' },
];
