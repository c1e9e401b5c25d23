import type { StaffPermission, StoreAccess } from '@kasuwa/contracts';

/**
 * What the signed-in person may see of the store being managed (issue 34): its owner everything, a
 * member what `store.access.permissions` lists. The menu, the header's actions, the overview and every
 * page opened by its address ask here, so a Sales assistant is never shown a screen the server would
 * refuse. Type-only imports: the dashboard's first load takes no zod.
 */

/** A page the owner alone sees, whatever the role: staff and the audit log are not permissions. */
export const OWNER_ONLY_PAGE = 'owner';
export type PageRule = StaffPermission | typeof OWNER_ONLY_PAGE | null;

export function isOwner(access: StoreAccess): boolean {
  return access.role === 'owner';
}

export function can(access: StoreAccess, permission: StaffPermission): boolean {
  return access.role === 'owner' || access.permissions.includes(permission);
}

export function allows(access: StoreAccess, rule: PageRule): boolean {
  if (rule === null) return true;
  if (rule === OWNER_ONLY_PAGE) return isOwner(access);
  return can(access, rule);
}

/**
 * The dashboard's addresses and what each needs, most specific first (the first match wins). An
 * address not listed needs nothing (the overview, which then shows only what the member may see).
 */
const PAGE_RULES: readonly [RegExp, PageRule][] = [
  [/^\/dashboard\/settings\/(staff|activity)(\/|$)/, OWNER_ONLY_PAGE],
  [/^\/dashboard\/products\/new\/?$/, 'products.write'],
  [/^\/dashboard\/(products|collections|inventory)(\/|$)/, 'products.read'],
  [/^\/dashboard\/sales\/new(\/|$)/, 'sales.record'],
  [/^\/dashboard\/orders(\/|$)/, 'orders.read'],
  [/^\/dashboard\/customers(\/|$)/, 'customers.read'],
  [/^\/dashboard\/(campaigns|messages|apps)(\/|$)/, 'marketing.manage'],
  [/^\/dashboard\/invoices(\/|$)/, 'invoices.manage'],
  [/^\/dashboard\/(discounts|delivery)(\/|$)/, 'discounts.manage'],
  [/^\/dashboard(\/stores\/\d+)?\/money(\/|$)/, 'money.read'],
  [/^\/dashboard\/(webhooks|settings)(\/|$)/, 'settings.manage'],
];

export function pageRule(pathname: string): PageRule {
  return PAGE_RULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

export function mayOpen(access: StoreAccess, pathname: string): boolean {
  return allows(access, pageRule(pathname));
}
