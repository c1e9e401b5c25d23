import { createHash } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from './context';

/** A request context that is known to act inside one store the actor owns. */
export type TenantContext = RequestContext & { storeId: number };

/**
 * The narrow view of a `TenantContext` a store-scoped service or query asks for: the one named type
 * for it (no per-file aliases). Vendor routes pass their whole `TenantContext`; the storefront, jobs,
 * checkout and code that found the store from a row (a webhook's payment, a job's payout) pass
 * `{ db, storeId }` (and `actor` when the change is recorded against one).
 */
export type StoreScope = Pick<TenantContext, 'db' | 'storeId'> & Partial<Pick<TenantContext, 'actor'>>;

/** A table with an integer `store_id` column: the only kind of table `scoped` accepts. */
export type StoreTable = PgTable & { storeId: PgColumn & { _: { data: number } } };

type Condition = SQL | undefined;

/**
 * The one way a vendor-scoped query names its store: every condition, insert, update and delete built
 * here carries `store_id = ctx.storeId`, taken from the context and never from a caller's argument.
 * `npm run check` (scripts/check-tenant-scope.mjs) refuses a hand-written `eq(x.storeId, …)` in a
 * module, so forgetting the store condition cannot happen by accident. See
 * docs/decisions/0001-request-context-and-tenant-scoping.md for why this and not row-level security.
 */
export function scoped(ctx: StoreScope) {
  const storeId = ctx.storeId;
  // A context built by hand with a missing or bad store id must not turn into `store_id = NULL` (which
  // would only match nothing) or, worse, into a query that silently drops the condition.
  if (!Number.isSafeInteger(storeId) || storeId <= 0) throw new Error(`scoped(): bad store id ${storeId}`);

  /** `store_id = ctx.storeId AND …conditions`: for reads, joins and subqueries. */
  function where<T extends StoreTable>(table: T, ...conditions: Condition[]): SQL {
    return and(eq(table.storeId, storeId), ...conditions) as SQL;
  }

  return {
    storeId,
    where,
    /** `select * from table where store_id = … and …`; chain orderBy/limit/groupBy on the result. */
    select<T extends StoreTable>(table: T, ...conditions: Condition[]) {
      return ctx.db
        .select()
        .from<T>(table as never)
        .where(where(table, ...conditions));
    },
    /** Like `select`, for chosen columns (and aggregates) of the table. */
    pick<F extends SelectedFields, T extends StoreTable>(fields: F, table: T, ...conditions: Condition[]) {
      return ctx.db
        .select(fields)
        .from<T>(table as never)
        .where(where(table, ...conditions));
    },
    /** Inserts rows stamped with the context's store; a `storeId` in `values` is overwritten. */
    insert<T extends StoreTable>(
      table: T,
      values: Omit<T['$inferInsert'], 'storeId'> | Omit<T['$inferInsert'], 'storeId'>[],
    ) {
      const rows = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, storeId }));
      return ctx.db.insert(table).values(rows as PgInsertValue<T>[]);
    },
    /** Updates this store's rows only; a `storeId` in `values` is dropped, so a row cannot change store. */
    update<T extends StoreTable>(
      table: T,
      values: Partial<Omit<T['$inferInsert'], 'storeId'>>,
      ...conditions: Condition[]
    ) {
      const { storeId: _ignored, ...safe } = values as Record<string, unknown>;
      return ctx.db
        .update(table)
        .set(safe as PgUpdateSetSource<T>)
        .where(where(table, ...conditions));
    },
    /** Deletes this store's rows only. */
    delete<T extends StoreTable>(table: T, ...conditions: Condition[]) {
      return ctx.db.delete(table).where(where(table, ...conditions));
    },
  };
}

/** `store_id = <the statement's storeId>` and the conditions: the store of a statement scopedPrepared runs. */
export type PreparedWhere = <T extends StoreTable>(table: T, ...conditions: Condition[]) => SQL;

const preparedWhere: PreparedWhere = (table, ...conditions) =>
  and(eq(table.storeId, sql.placeholder('storeId')), ...conditions) as SQL;

type Prepared<R> = { execute(values: Record<string, unknown>): Promise<R> };
const preparedByDb = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A hot store-scoped read built and prepared once per shape, then run with its values only. Drizzle
 * builds a select's SQL anew on each call (a fifth of the Storefront API's uncached listing time went to
 * that, and to the garbage it left); here `build` runs once per `shape` and database, with placeholders
 * (`sql.placeholder('limit')`) for every value, and later calls bind `values`. The store is always the
 * context's: `build` names it through `where` (a `storeId` placeholder bound here, after the same check
 * as `scoped`), never through a value of its own. One `shape` must always build the same statement: name
 * in it every choice that changes the SQL (an order, an optional condition), never a value. On
 * PostgreSQL the statement is also a named prepared statement (parsed once per connection).
 */
export function scopedPrepared<R>(
  ctx: StoreScope,
  shape: string,
  build: (where: PreparedWhere) => { prepare(name: string): Prepared<R> },
  values: Record<string, unknown>,
): Promise<R> {
  const { storeId } = scoped(ctx);
  let cache = preparedByDb.get(ctx.db);
  if (!cache) {
    cache = new Map();
    preparedByDb.set(ctx.db, cache);
  }
  let prepared = cache.get(shape) as Prepared<R> | undefined;
  if (!prepared) {
    const name = `s_${createHash('sha1').update(shape).digest('base64url')}`;
    prepared = build(preparedWhere).prepare(name);
    cache.set(shape, prepared);
  }
  return prepared.execute({ ...values, storeId });
}

/**
 * A tenant context for code that has established the store some other way than a vendor's ownership:
 * the storefront (by subdomain), admins acting on one store, jobs. Named so such places are easy to
 * find and review.
 */
export function withStore(ctx: RequestContext, storeId: number): TenantContext {
  return { ...ctx, storeId };
}

// The largest PostgreSQL integer: a bigger `:storeId` is not a store, not a database error.
const storeIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Parses `:storeId` the way every vendor route does; null when it is not a store id. */
export function storeIdOf(request: FastifyRequest): number | null {
  const parsed = storeIdParam.safeParse((request.params as { storeId?: unknown }).storeId);
  return parsed.success ? parsed.data : null;
}

export function actorName(ctx: Pick<RequestContext, 'actor'>): string {
  return ctx.actor ? `${ctx.actor.kind}:${ctx.actor.name || ctx.actor.id}` : 'system';
}

/** Runs `fn` in one transaction with a context whose queries all use it. */
export function inTransaction<C extends { db: RequestContext['db'] }, T>(
  ctx: C,
  fn: (tx: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx }));
}
