import { type ActivityItem, type DashboardStats, hasPermission, THEME_IDS } from '@kasuwa/contracts';
import type { DbContext, RequestContext } from '../../platform/context';
import { countUsers, recentUsers } from '../admin-users';
import { recentAuditEntries } from '../audit';
import { countStores, recentStores } from '../stores';

/** Spec 2.13: the five stat cards. */
export async function dashboardStats(ctx: DbContext): Promise<DashboardStats> {
  const [stores, totalUsers] = await Promise.all([countStores(ctx), countUsers(ctx)]);
  return {
    totalStores: stores.total,
    totalUsers,
    totalThemes: THEME_IDS.length,
    activeStores: stores.active,
    inactiveStores: stores.inactive,
  };
}

const describe: Record<string, (entityId: string) => string> = {
  'user.create': (id) => `created user #${id}`,
  'user.update': (id) => `updated user #${id}`,
  'user.delete': (id) => `deleted user #${id}`,
  'store.create': (id) => `created store #${id}`,
  'store.update': (id) => `updated store #${id}`,
  'store.delete': (id) => `deleted store #${id}`,
  'store_note.create': (id) => `added a note to store #${id}`,
};

/**
 * Recent Activity, newest first: user registrations, store creations and admin changes, each shown only
 * to an admin who may read that kind of record (view_users, view_stores, view_logs).
 */
export async function recentActivity(ctx: RequestContext, limit: number): Promise<ActivityItem[]> {
  const may = (p: Parameters<typeof hasPermission>[1]) => hasPermission(ctx.permissions, p);
  const [users, stores, changes] = await Promise.all([
    may('view_users') ? recentUsers(ctx, limit) : [],
    may('view_stores') ? recentStores(ctx, limit) : [],
    may('view_logs') ? recentAuditEntries(ctx, limit) : [],
  ]);
  const items: ActivityItem[] = [
    ...users.map((u) => ({
      type: 'user_registration' as const,
      message: `New user registered: ${u.firstName} ${u.lastName}`.trim(),
      timestamp: u.createdAt.toISOString(),
      data: { id: u.id, firstName: u.firstName, lastName: u.lastName },
    })),
    ...stores.map((s) => ({
      type: 'store_creation' as const,
      message: `New store created: ${s.subdomain}`,
      timestamp: s.createdAt.toISOString(),
      data: { id: s.id, subDomain: s.subdomain },
    })),
    ...changes.map((e) => ({
      type: 'admin_change' as const,
      message: `${e.actorName} ${describe[e.action]?.(e.entityId) ?? `${e.action} ${e.entityType} #${e.entityId}`}`,
      timestamp: e.createdAt,
      data: { id: e.id, action: e.action, entityType: e.entityType, entityId: e.entityId },
    })),
  ];
  return items.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, limit);
}
