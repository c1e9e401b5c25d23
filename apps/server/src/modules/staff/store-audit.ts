import { STAFF_ROLES, type StoreAuditEntry } from '@kasuwa/contracts';
import type { StoreScope, TenantContext } from '../../platform/tenant';
import type { StoreWrite } from '../../platform/vendor-scope';
import { type AuditRow, recordAudit, storeAuditEntries } from '../audit';
import { STORE_AUDIT_ACTIONS, type StoreAuditAction, t } from '../messages';

/**
 * Each write route of the vendor store scope as the store's activity log names it. A write route not
 * listed is logged as "Made a change"; `null` is not logged here: a POST that changes nothing (an
 * estimate), or the staff routes, whose service records its own entry with the person's name.
 */
const WRITE_ACTIONS: Record<string, StoreAuditAction | null> = {
  'POST /products': 'product_create',
  'PATCH /products/:productId': 'product_update',
  'DELETE /products/:productId': 'product_delete',
  'POST /products/:productId/images': 'product_image_add',
  'DELETE /products/:productId/images/:imageId': 'product_image_remove',
  'POST /products/import': 'product_import',
  'POST /collections': 'collection_create',
  'PATCH /collections/:collectionId': 'collection_update',
  'DELETE /collections/:collectionId': 'collection_delete',
  'POST /inventory/:variantId/adjustments': 'stock_adjust',
  'PUT /inventory/:variantId/threshold': 'stock_threshold',
  'POST /orders/:orderId/actions': 'order_update',
  'POST /orders/:orderId/delivered-paid': 'order_paid_outside',
  'POST /orders/:orderId/paid-outside': 'order_paid_outside',
  'POST /orders/:orderId/off-platform/proof': 'order_proof',
  'POST /money/orders/:orderId/refunds': 'order_refund',
  'POST /sales': 'sale_record',
  'POST /sales/:orderId/payment/proof': 'sale_proof',
  'PUT /money/bank-accounts': 'bank_account_update',
  'POST /money/payouts': 'payout_request',
  'PUT /money/payment-methods': 'payment_methods_update',
  'POST /invoices': 'invoice_create',
  'PUT /invoices/:invoiceId': 'invoice_update',
  'POST /invoices/:invoiceId/send': 'invoice_send',
  'POST /invoices/:invoiceId/void': 'invoice_void',
  'PUT /invoice-settings': 'invoice_settings_update',
  'POST /discounts': 'discount_create',
  'PUT /discounts/:id': 'discount_update',
  'POST /discounts/:id/:state': 'discount_update',
  'DELETE /discounts/:id': 'discount_delete',
  'POST /delivery-options': 'delivery_create',
  'PUT /delivery-options/:id': 'delivery_update',
  'DELETE /delivery-options/:id': 'delivery_delete',
  'PATCH /customers/:phone': 'customer_update',
  'POST /customers/import': 'customer_import',
  'POST /campaigns/estimate': null,
  'POST /campaigns': 'campaign_create',
  'POST /webhooks': 'webhook_create',
  'PATCH /webhooks/:endpointId': 'webhook_update',
  'DELETE /webhooks/:endpointId': 'webhook_delete',
  'POST /webhooks/:endpointId/rotate-secret': 'webhook_rotate',
  'POST /webhooks/:endpointId/test': 'webhook_test',
  'POST /webhooks/:endpointId/deliveries/:deliveryId/replay': 'webhook_replay',
  'PUT /apps/meta': 'app_connect',
  'PUT /apps/ga4': 'app_connect',
  'DELETE /apps/:app': 'app_disconnect',
  'PUT /domain': 'domain_update',
  'POST /domain/check': 'domain_check',
  'DELETE /domain': 'domain_remove',
  'PATCH /settings': 'settings_update',
  'POST /settings/:kind': 'settings_image',
  'PATCH /notifications': 'notifications_update',
};

/** The log's name for a write route; null when it is not logged by the scope (see WRITE_ACTIONS). */
export function storeActionOf(method: string, route: string): StoreAuditAction | null {
  if (route === '/staff' || route.startsWith('/staff/')) return null;
  const key = `${method} ${route}`;
  return key in WRITE_ACTIONS ? WRITE_ACTIONS[key]! : 'other';
}

/**
 * The vendor store scope's record of a successful write: who (the context's actor and their role in
 * the store), what (the route's action and the id it named), when, in which store.
 */
export async function recordStoreWrite(ctx: TenantContext, write: StoreWrite): Promise<void> {
  const action = storeActionOf(write.method, write.route);
  if (action === null) return;
  const ids = Object.entries(write.params).filter(([key]) => key !== 'storeId');
  await recordAudit(ctx, {
    action: `store.${action}`,
    entityType: write.route.split('/')[1] ?? 'store',
    entityId: String(ids.at(-1)?.[1] ?? ctx.storeId),
    storeId: ctx.storeId,
  });
}

const KNOWN_ACTIONS = new Set<string>(STORE_AUDIT_ACTIONS);
const ROLES = new Set<string>(['owner', ...STAFF_ROLES]);

function toEntry(row: AuditRow): StoreAuditEntry {
  const action = row.action.replace(/^store\./, '');
  const subject = (row.after ?? row.before ?? {}) as { name?: unknown };
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorName: row.actorName,
    actorRole: ROLES.has(row.actorRole) ? (row.actorRole as StoreAuditEntry['actorRole']) : 'system',
    summary: t('vendor.audit.action', {
      action: KNOWN_ACTIONS.has(action) ? (action as StoreAuditAction) : 'other',
      name: typeof subject.name === 'string' ? subject.name : '',
    }),
    action,
    entity: row.entityType,
    entityId: row.entityId || null,
  };
}

/**
 * A page of the store's activity log, newest first, of one person (a user id) when `actor` is given;
 * the cursor is the last entry's id.
 */
export async function storeAuditPage(
  ctx: StoreScope,
  cursor: string | undefined,
  limit: number,
  actor: number | null = null,
) {
  const before = cursor && /^\d{1,15}$/.test(cursor) ? Number(cursor) : null;
  const rows = await storeAuditEntries(ctx, before, limit + 1, actor);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}
