import type { AuditEntry } from '@kasuwa/contracts';
import type { ActorContext, DbContext } from '../../platform/context';
import type { StoreScope } from '../../platform/tenant';
import * as queries from './audit.queries';
import type { AuditRow } from './audit.schema';

export type { AuditRow };

export interface AuditInput {
  /** For example `user.update`, `store.delete`, `store_note.create`. */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** The store the change was made in, when it was one (its activity log). */
  storeId?: number;
}

/** Keys whose values never go into the log, wherever they appear in a snapshot. */
const SECRET_KEY = /password|token|secret/i;

function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, redact(v)]),
    );
  }
  return value;
}

/**
 * Records who changed what (the context's actor), and the row before and after. Call it with the
 * context of the change's own transaction, so the change and its entry commit (or roll back) together.
 */
export async function recordAudit(ctx: ActorContext, input: AuditInput): Promise<void> {
  const actor = ctx.actor;
  await queries.insertEntry(ctx.db, {
    actorId: actor?.id ?? null,
    actorKind: actor?.kind ?? 'system',
    actorName: actor?.name ?? 'System',
    actorRole: actor?.role ?? 'system',
    action: input.action,
    entityType: input.entityType,
    entityId: String(input.entityId),
    before: redact(input.before),
    after: redact(input.after),
    storeId: input.storeId ?? null,
  });
}

/** A store's activity log, newest first: `limit` entries before entry `beforeId`. */
export function storeAuditEntries(
  ctx: StoreScope,
  beforeId: number | null,
  limit: number,
  actorId: number | null = null,
) {
  return queries.storeEntries(ctx, beforeId, limit, actorId);
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAuditEntries(
  ctx: DbContext,
  query: queries.EntryFilter & { page: number; limit: number },
) {
  const { rows, total } = await queries.listEntries(
    ctx.db,
    query,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { entries: rows.map(toAuditEntry), total };
}

export async function recentAuditEntries(ctx: DbContext, limit: number) {
  return (await queries.recentEntries(ctx.db, limit)).map(toAuditEntry);
}
