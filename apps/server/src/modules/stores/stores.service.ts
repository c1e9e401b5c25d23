import {
  type AdminStore,
  type AdminStoreCreate,
  type AdminStoreListQuery,
  type AdminStorePatch,
  checkSubdomain,
  pageInfo,
  STAFF_PERMISSIONS,
  type StoreAccess,
  type StoreOwner,
  type SubdomainProblem,
  subdomainMessages,
  type VendorStore,
} from '@kasuwa/contracts';
import type { SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { ActorContext, DbContext, RequestContext } from '../../platform/context';
import { errors, fail } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/pg-errors';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import type { UserRow } from '../admin-users';
import { getAccount, getUsersByIds, lockAccount } from '../admin-users';
import { recordAudit } from '../audit';
import { assertCanOpenStore, entitlementsFor } from '../plans';
import { addNote, countNotes, listNotes } from '../store-notes';
import * as queries from './stores.queries';
import type { StoreRow } from './stores.schema';

export interface CreateStoreInput {
  userId: number | null;
  name: string;
  subdomain: string;
  username?: string;
  description?: string;
  phone?: string;
  templateCategory?: string;
  themeId?: number;
  status?: 'active' | 'inactive';
  domainId?: number;
  subDomainId?: number;
  preview?: string;
}

export type SubdomainCheck = { available: true } | { available: false; reason: SubdomainProblem | 'taken' };

/** DNS-label rules and reserved words first (no query needed), then whether another store holds it. */
export async function isSubdomainAvailable(ctx: DbContext, subdomain: string): Promise<SubdomainCheck> {
  const problem = checkSubdomain(subdomain);
  if (problem) return { available: false, reason: problem };
  if (await queries.subdomainExists(ctx.db, subdomain)) return { available: false, reason: 'taken' };
  return { available: true };
}

/** Creates a store; the subdomain's uniqueness is finally enforced by the database index. */
export async function createStore(ctx: DbContext, input: CreateStoreInput): Promise<StoreRow> {
  const subdomain = input.subdomain.trim().toLowerCase();
  const check = await isSubdomainAvailable(ctx, subdomain);
  if (!check.available) throw subdomainError(check.reason);
  try {
    return await queries.insertStore(ctx.db, {
      userId: input.userId,
      name: input.name.trim(),
      username: input.username ?? input.name.trim(),
      subdomain,
      description: input.description ?? '',
      phone: input.phone ?? '',
      templateCategory: input.templateCategory ?? '',
      themeId: input.themeId ?? 1,
      status: input.status ?? 'active',
      domainId: input.domainId ?? 0,
      subDomainId: input.subDomainId ?? 0,
      preview: input.preview ?? '',
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stores_subdomain_key')) throw subdomainError('taken');
    throw err;
  }
}

function subdomainError(reason: SubdomainProblem | 'taken') {
  return reason === 'taken'
    ? fail('SUBDOMAIN_TAKEN')
    : errors.validation([{ path: 'body.subdomain', message: subdomainMessages[reason] }]);
}

const OWNER_ACCESS: StoreAccess = { role: 'owner', permissions: [...STAFF_PERMISSIONS] };

/** The storefront address: the store's subdomain under BASE_DOMAIN, on the public URL's scheme and port. */
export function storeUrl(config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>, subdomain: string): string {
  const url = new URL(config.publicUrl);
  url.hostname = `${subdomain}.${config.BASE_DOMAIN}`;
  return url.origin;
}

/** A store as its owner's dashboard shows it (REST `GET /api/vendor/stores` and GraphQL `stores`). */
export function toVendorStore(
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
  row: StoreRow,
  access: StoreAccess = OWNER_ACCESS,
): VendorStore {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    templateCategory: row.templateCategory,
    themeId: row.themeId,
    status: row.status,
    url: storeUrl(config, row.subdomain),
    createdAt: row.createdAt.toISOString(),
    access,
  };
}

export function listStoresOfUser(ctx: DbContext, userId: number) {
  return queries.listStoresOfUser(ctx.db, userId);
}

export function countStoresOfUser(ctx: DbContext, userId: number) {
  return queries.countStoresOfUser(ctx.db, userId);
}

export interface VendorStoreInput {
  name: string;
  subdomain: string;
  templateCategory: string;
  themeId: number;
  description: string;
}

/**
 * A signed-in vendor opens a store: the plan's store limit (Free 1, Premium 5, Enterprise unlimited)
 * is checked inside the transaction that inserts, with the owner's row locked so two concurrent
 * requests cannot both pass the count.
 */
export async function createVendorStore(ctx: RequestContext, input: VendorStoreInput): Promise<StoreRow> {
  const actor = ctx.actor;
  if (actor?.kind !== 'vendor') throw errors.unauthorized();
  const store = await inTransaction(ctx, async (tx) => {
    // The owner's row, locked until the transaction ends, serialises store creation per vendor.
    const owner = await lockAccount(tx, actor.id);
    if (!owner) throw errors.unauthorized();
    assertCanOpenStore(
      entitlementsFor({ plan: owner.plan }),
      await queries.countStoresOfUser(tx.db, owner.id),
    );
    return createStore(tx, {
      userId: owner.id,
      name: input.name,
      username: owner.username,
      subdomain: input.subdomain,
      description: input.description,
      phone: owner.phone,
      templateCategory: input.templateCategory,
      themeId: input.themeId,
    });
  });
  ctx.log.info({ storeId: store.id, userId: actor.id }, 'vendor created a store');
  return store;
}

// ---------------------------------------------------------------- back office (spec 2.14, 2.15, 7.2)

function toOwner(row: UserRow | undefined): StoreOwner | null {
  return row
    ? { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, plan: row.plan }
    : null;
}

export function toAdminStore(row: StoreRow, owner: StoreOwner | null, notesCount: number): AdminStore {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    subDomain: row.subdomain,
    description: row.description,
    phone: row.phone,
    theme_id: row.themeId,
    domain_id: row.domainId,
    sub_domain_id: row.subDomainId,
    user_id: row.userId ?? 0,
    preview: row.preview,
    status: row.status,
    channel_token: row.channelToken,
    channelId: row.channelId,
    admin_dashboard: row.adminDashboard,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user: owner,
    notes_count: notesCount,
  };
}

/** Stores as the back office shows them: with the owner's name and the number of notes. */
async function present(ctx: DbContext, rows: StoreRow[]): Promise<AdminStore[]> {
  const ownerIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const [owners, counts] = await Promise.all([
    getUsersByIds(ctx, ownerIds),
    countNotes(
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((r) =>
    toAdminStore(r, toOwner(r.userId ? byId.get(r.userId) : undefined), counts.get(r.id) ?? 0),
  );
}

export async function listStores(ctx: DbContext, query: AdminStoreListQuery) {
  const { rows, total } = await queries.listStoresPage(
    ctx.db,
    { search: query.search, status: query.status, userId: query.user },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    stores: await present(ctx, rows),
    pagination: { ...pageInfo(query.page, query.limit, total), totalStores: total },
  };
}

async function findOrThrow(ctx: DbContext, id: number): Promise<StoreRow> {
  const row = await queries.findStoreById(ctx.db, id);
  if (!row) throw errors.notFound('Store');
  return row;
}

export async function getStore(ctx: DbContext, id: number) {
  const row = await findOrThrow(ctx, id);
  const [store] = await present(ctx, [row]);
  return { store: store!, notes: await listNotes(ctx, id) };
}

/** user_id 0 means no owner; any other must be an existing account. */
async function ownerIdOf(ctx: DbContext, userId: number): Promise<number | null> {
  if (userId === 0) return null;
  if (!(await getAccount(ctx, userId))) {
    throw errors.validation([{ path: 'body.user_id', message: `There is no user with ID ${userId}.` }]);
  }
  return userId;
}

/** The store dialog's "Add New Store": the server assigns the id and the creation date. */
export async function adminCreateStore(ctx: ActorContext, input: AdminStoreCreate): Promise<AdminStore> {
  return inTransaction(ctx, async (tx) => {
    const row = await createStore(tx, {
      userId: await ownerIdOf(tx, input.user_id),
      name: input.name || input.username,
      username: input.username,
      subdomain: input.subDomain,
      description: input.description,
      phone: input.phone,
      themeId: input.theme_id,
      status: input.status,
      domainId: input.domain_id,
      subDomainId: input.sub_domain_id,
      preview: input.preview,
    });
    if (input.note) await addNote(tx, row.id, input.note);
    await recordAudit(tx, {
      action: 'store.create',
      entityType: 'store',
      entityId: row.id,
      after: row,
    });
    const [store] = await present(tx, [row]);
    return store!;
  });
}

/** PUT and PATCH: changes the given fields; a non-empty `note` is added as a new note. */
export async function adminUpdateStore(
  ctx: ActorContext,
  id: number,
  patch: AdminStorePatch,
): Promise<AdminStore> {
  return inTransaction(ctx, async (tx) => {
    const before = await findOrThrow(tx, id);
    const values: Partial<StoreRow> = {};
    if (patch.subDomain !== undefined && patch.subDomain !== before.subdomain) {
      if (await queries.subdomainHeldByOther(tx.db, patch.subDomain, id)) throw subdomainError('taken');
      values.subdomain = patch.subDomain;
    }
    if (patch.user_id !== undefined) values.userId = await ownerIdOf(tx, patch.user_id);
    if (patch.username !== undefined) values.username = patch.username;
    if (patch.name !== undefined) values.name = patch.name || patch.username || before.name;
    if (patch.description !== undefined) values.description = patch.description;
    if (patch.phone !== undefined) values.phone = patch.phone;
    if (patch.theme_id !== undefined) values.themeId = patch.theme_id;
    if (patch.domain_id !== undefined) values.domainId = patch.domain_id;
    if (patch.sub_domain_id !== undefined) values.subDomainId = patch.sub_domain_id;
    if (patch.preview !== undefined) values.preview = patch.preview;
    if (patch.status !== undefined) values.status = patch.status;
    let after: StoreRow | undefined;
    try {
      after = await queries.updateStore(tx.db, id, values);
    } catch (err) {
      if (isUniqueViolation(err, 'stores_subdomain_key')) throw subdomainError('taken');
      throw err;
    }
    if (!after) throw errors.notFound('Store');
    if (patch.note) await addNote(tx, id, patch.note);
    await recordAudit(tx, {
      action: 'store.update',
      entityType: 'store',
      entityId: id,
      before,
      after,
    });
    const [store] = await present(tx, [after]);
    return store!;
  });
}

/**
 * Deletes a store with everything it owns (notes, catalogue: their rows cascade). A store that has
 * taken orders keeps them, and the money records behind them, so it can only be set inactive.
 */
/**
 * Deletes a store that never took an order. `hasOrders` is orders' answer (stores sits below orders, so
 * the caller hands it in); it is asked inside the delete's transaction.
 */
export async function adminDeleteStore(
  ctx: ActorContext,
  id: number,
  hasOrders: (scope: StoreScope) => Promise<boolean>,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (await hasOrders({ db: tx.db, storeId: id })) {
      throw fail('STORE_HAS_ORDERS');
    }
    const row = await queries.deleteStore(tx.db, id);
    if (!row) throw errors.notFound('Store');
    await recordAudit(tx, {
      action: 'store.delete',
      entityType: 'store',
      entityId: id,
      before: row,
    });
  });
}

export async function listStoreNotes(ctx: DbContext, id: number) {
  await findOrThrow(ctx, id);
  return listNotes(ctx, id);
}

export async function addStoreNote(ctx: ActorContext, id: number, note: string) {
  return inTransaction(ctx, async (tx) => {
    await findOrThrow(tx, id);
    return addNote(tx, id, note);
  });
}

/** The accounts that own at least one store, by name: the choices of the Store Management owner filter. */
export async function listStoreOwners(ctx: DbContext): Promise<StoreOwner[]> {
  const owners = await getUsersByIds(ctx, await queries.ownerIds(ctx.db));
  return owners
    .map((o) => toOwner(o)!)
    .sort(
      (a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) || a.id - b.id,
    );
}

export async function countStores(ctx: DbContext) {
  const rows = await queries.countByStatus(ctx.db);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { total: rows.reduce((n, r) => n + Number(r.n), 0), active: of('active'), inactive: of('inactive') };
}

/** Stores opened within a period (start inclusive, end exclusive), for the platform overview. */
export function countStoresCreated(ctx: DbContext, period: { start: SQL; end: SQL }): Promise<number> {
  return queries.countCreatedBetween(ctx.db, period.start, period.end);
}

/** Names and subdomains of the given stores, for lists that rank stores by id. */
export async function storeNames(ctx: DbContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; subdomain: string }>();
  const rows = await queries.namesOf(ctx.db, ids);
  return new Map(rows.map((r) => [r.id, { name: r.name, subdomain: r.subdomain }]));
}

export function recentStores(ctx: DbContext, limit: number): Promise<StoreRow[]> {
  return queries.recentStores(ctx.db, limit);
}
