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

export function isActive(pathname: string, item: NavItem): boolean {
  if ('exact' in item) return pathname === item.to || pathname === `${item.to}/`;
  // The money pages live under /dashboard/stores/:storeId/money.
  if (item.to === '/dashboard/money') return /^\/dashboard(\/stores\/\d+)?\/money(\/|$)/.test(pathname);
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
