import type { AuditEntry } from '@kasuwa/contracts';
import type { Actor, RequestContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import * as queries from './audit.queries';
import type { AuditRow } from './audit.schema';

export interface AuditInput {
  actor: Actor | null;
  /** For example `user.update`, `store.delete`, `store_note.create`. */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
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
 * Records who changed what, and the row before and after. Call it with the transaction of the change
 * itself, so the change and its entry commit (or roll back) together.
 */
export async function recordAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await queries.insertEntry(tx, {
    actorId: input.actor?.id ?? null,
    actorKind: input.actor?.kind ?? 'system',
    actorName: input.actor?.name ?? 'System',
    actorRole: input.actor?.role ?? 'system',
    action: input.action,
    entityType: input.entityType,
    entityId: String(input.entityId),
    before: redact(input.before),
    after: redact(input.after),
  });
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
  ctx: Pick<RequestContext, 'db'>,
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

export async function recentAuditEntries(ctx: Pick<RequestContext, 'db'>, limit: number) {
  return (await queries.recentEntries(ctx.db, limit)).map(toAuditEntry);
}
