import {
  IconBox,
  IconCash,
  IconDiscount,
  IconFileInvoice,
  IconHome,
  IconMessage,
  IconPlugConnected,
  IconReceipt,
  IconSettings,
  IconSpeakerphone,
  IconStack2,
  IconTags,
  IconTruckDelivery,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import type { MessageKey } from '../../i18n/i18n';

/** The dashboard's sections, in the side navigation of the frame (DashboardShell) and of its skeleton. */
export const NAV = [
  { label: 'Overview', to: '/dashboard', icon: IconHome, exact: true },
  { label: 'Products', to: '/dashboard/products', icon: IconBox },
  { label: 'Collections', to: '/dashboard/collections', icon: IconTags },
  { label: 'Inventory', to: '/dashboard/inventory', icon: IconStack2 },
  { label: 'Orders', to: '/dashboard/orders', icon: IconReceipt },
  { label: 'Customers', to: '/dashboard/customers', icon: IconUsers },
  { label: 'Campaigns', to: '/dashboard/campaigns', icon: IconSpeakerphone },
  { label: 'Invoices', to: '/dashboard/invoices', icon: IconFileInvoice },
  { label: 'Discounts', to: '/dashboard/discounts', icon: IconDiscount },
  { label: 'Delivery', to: '/dashboard/delivery', icon: IconTruckDelivery },
  { label: 'Money', to: '/dashboard/money', icon: IconCash },
  { label: 'Messages', to: '/dashboard/messages', icon: IconMessage },
  { label: 'Webhooks', to: '/dashboard/webhooks', icon: IconWebhook },
  { label: 'Apps', to: '/dashboard/apps', icon: IconPlugConnected },
  { label: 'Settings', to: '/dashboard/settings', icon: IconSettings },
] as const;

export type NavItem = (typeof NAV)[number];

/** Each section's name in the catalogues (i18n/catalog); a new section needs its key here. */
export const NAV_LABELS: Record<NavItem['to'], MessageKey> = {
  '/dashboard': 'nav.overview',
  '/dashboard/products': 'nav.products',
  '/dashboard/collections': 'nav.collections',
  '/dashboard/inventory': 'nav.inventory',
  '/dashboard/orders': 'nav.orders',
  '/dashboard/customers': 'nav.customers',
  '/dashboard/campaigns': 'nav.campaigns',
  '/dashboard/invoices': 'nav.invoices',
  '/dashboard/discounts': 'nav.discounts',
  '/dashboard/delivery': 'nav.delivery',
  '/dashboard/money': 'nav.money',
  '/dashboard/messages': 'nav.messages',
  '/dashboard/webhooks': 'nav.webhooks',
  '/dashboard/apps': 'nav.apps',
  '/dashboard/settings': 'nav.settings',
};

export function isActive(pathname: string, item: NavItem): boolean {
  if ('exact' in item) return pathname === item.to || pathname === `${item.to}/`;
  // The money pages live under /dashboard/stores/:storeId/money.
  if (item.to === '/dashboard/money') return /^\/dashboard(\/stores\/\d+)?\/money(\/|$)/.test(pathname);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
