import type { StoreNote } from '@kasuwa/contracts';
import type { ActorContext, DbContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { recordAudit } from '../audit';
import * as queries from './store-notes.queries';
import type { StoreNoteRow } from './store-notes.schema';

export function toStoreNote(row: StoreNoteRow): StoreNote {
  return {
    id: row.id,
    store_id: row.storeId,
    admin_id: row.adminId,
    admin_name: row.adminName,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** A store's notes, oldest first. The caller has checked that the store exists. */
export async function listNotes(ctx: DbContext, storeId: number): Promise<StoreNote[]> {
  return (await queries.listNotes({ db: ctx.db, storeId })).map(toStoreNote);
}

/**
 * Adds a note written by the signed-in administrator: admin_id and admin_name come from the session,
 * never from the request body. Call it inside the caller's transaction; it writes its audit entry there.
 */
export async function addNote(ctx: ActorContext, storeId: number, note: string): Promise<StoreNote> {
  if (ctx.actor?.kind !== 'admin') throw errors.forbidden();
  const row = await queries.insertNote(
    { db: ctx.db, storeId },
    {
      adminId: ctx.actor.id,
      adminName: ctx.actor.name,
      note,
    },
  );
  const created = toStoreNote(row);
  await recordAudit(ctx, {
    action: 'store_note.create',
    entityType: 'store',
    entityId: storeId,
    after: created,
  });
  return created;
}

/** How many notes each store has; stores without notes are absent from the map. */
export async function countNotes(ctx: DbContext, storeIds: number[]): Promise<Map<number, number>> {
  const rows = await queries.countByStore(ctx.db, storeIds);
  return new Map(rows.map((r) => [r.storeId, Number(r.n)]));
}
