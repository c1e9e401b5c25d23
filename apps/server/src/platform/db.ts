import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { DataDirHolder } from './data-dir-lock';
import { fromRoot } from './paths';

/** The query builder both drivers share; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Runs `run` while no other process of the platform runs its own `exclusive` section: start-up seeding,
   * so processes started together on one PostgreSQL seed once, not each (an advisory lock held on a
   * connection of its own, outside the pool `run` uses). PGlite has one process, so it just runs.
   */
  exclusive<T>(run: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** Statements that can run at once: one on PGlite, one per pooled connection on PostgreSQL. */
  connections: number;
  /** Pool figures for /metrics; PGlite is a single in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Subscribes to a notification channel so memory can be kept in step with the database. On PGlite
   * (one process, one session) a notification reaches this process before the statement that committed
   * it returns, and the subscription listens from the start. On PostgreSQL a dedicated connection (not
   * from the pool) runs LISTEN and reconnects with backoff when it drops: `onListening(false)` says
   * notifications may be missed (before the first LISTEN, and from a drop until LISTEN succeeds again),
   * so nothing kept may be trusted then. Notifications arrive there a moment after the commit, so a
   * statement of this process that writes `table` (update, delete or insert naming it) also calls
   * `onLocalWrite` once it has committed: this process never serves as not yet made a change its own
   * client has just made.
   */
  listenAtCommit: (channel: string, feed: ChangeFeed) => Promise<() => Promise<void>>;
  /** Statements this process has sent on its pool (tests and /metrics). */
  statements(): number;
  /** PostgreSQL: the backend pid of the LISTEN connection while it is up (tests). */
  listenerPid?: () => number | null;
  close(): Promise<void>;
}

/** What a `listenAtCommit` subscriber is told. */
export interface ChangeFeed {
  onPayload(payload: string): void;
  onListening(listening: boolean): void;
  /** The table whose writes by this process call `onLocalWrite` (PostgreSQL only). */
  table?: string;
  onLocalWrite?(): void;
}

export const migrationsFolder = fromRoot('apps/server/drizzle');

/**
 * Whether the database already has every committed migration, in one small statement: drizzle's migrator
 * applies each journal entry newer than the `created_at` of its last row, after reading and hashing every
 * migration file and running DDL to make sure its own table exists, some 30–40 ms of a start on PGlite for
 * nothing on an up-to-date database. Without drizzle's table (a new database) the statement fails, and the
 * migrator runs as before. `extra` adds columns to the same statement.
 */
export const migrationsCurrentSql = (extra = ''): string =>
  `select coalesce(max(created_at) >= ${newestMigration()}, false) as current${extra} from drizzle.__drizzle_migrations`;

let newest: number | undefined;
function newestMigration(): number {
  newest ??= Math.max(
    ...(
      JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((e) => e.when),
  );
  return newest;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string; holder?: DataDirHolder }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver is loaded only when used: PGlite (WebAssembly, some 10 MB) for the embedded database,
  // node-postgres (some 25 ms of a start) for PostgreSQL.
  if ('url' in options) {
    const { openPostgres } = await import('./db-postgres');
    return openPostgres(options.url, options.poolSize ?? 10, driverShared);
  }
  const { openPglite } = await import('./db-pglite');
  return openPglite(options, driverShared);
}

/** What both drivers' modules (db-pglite.ts, db-postgres.ts) take from this one, passed in to keep imports one way. */
export interface DriverShared {
  migrationsFolder: string;
  migrationsCurrentSql: typeof migrationsCurrentSql;
  ping(db: Db): Promise<boolean>;
}

const driverShared: DriverShared = { migrationsFolder, migrationsCurrentSql, ping };

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The rows of a catalogue shipped with the code (plans, themes) that the table does not hold as they are:
 * seeding on every start writes only these, so an unchanged catalogue costs one read and no write (and no
 * row's `updated_at` moves). Compares the catalogue row's own fields; a missing field stands for null.
 */
export function rowsToWrite<W extends object, S extends object>(
  wanted: readonly W[],
  stored: readonly S[],
  key: keyof W & keyof S,
): W[] {
  const byKey = new Map(stored.map((row) => [row[key], row as Record<string, unknown>]));
  return wanted.filter((row) => {
    const have = byKey.get(row[key] as unknown as S[typeof key]);
    return (
      !have ||
      Object.entries(row).some(([field, value]) => !isDeepStrictEqual(value ?? null, have[field] ?? null))
    );
  });
}

/** A LIKE/ILIKE pattern matching `search` anywhere; `%`, `_` and `\` typed in a search box match themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Runs independent reads side by side on the pool, one after another inside a transaction: a transaction
 * holds one connection, and node-postgres warns about (and from pg 9 refuses) overlapping queries on it.
 */
export async function readAll<T extends readonly (() => Promise<unknown>)[]>(
  db: DbOrTx,
  reads: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!(db instanceof PgTransaction)) {
    return Promise.all(reads.map((read) => read())) as Promise<{
      -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
    }>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}

/**
 * The instants a range of calendar days (YYYY-MM-DD) starts (inclusive) and ends (exclusive) in a time
 * zone, as SQL: PostgreSQL's zone rules decide the offsets, daylight saving included.
 */
export function dayBounds(from: string, to: string, timeZone: string): { start: SQL; end: SQL } {
  const zone = sql.raw(`'${timeZone.replace(/'/g, "''")}'`);
  return {
    start: sql`(${from}::date::timestamp at time zone ${zone})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${zone})`,
  };
}

/**
 * The first day (YYYY-MM-DD) of the day, week (from Monday) or month an instant falls in, in a time
 * zone; pass no zone for a column that is already a calendar date. Inlined as literals, not bound: a
 * parameter in both the select list and GROUP BY is two parameters to PostgreSQL, never the same
 * expression. The interval comes from a closed list; the zone is quoted.
 */
export function periodStart(
  column: SQL | AnyColumn,
  interval: 'day' | 'week' | 'month',
  timeZone?: string,
): SQL<string> {
  const unit = sql.raw(`'${interval}'`);
  const local = timeZone
    ? sql`${column} at time zone ${sql.raw(`'${timeZone.replace(/'/g, "''")}'`)}`
    : sql`${column}::timestamp`;
  return sql<string>`to_char(date_trunc(${unit}, ${local}), 'YYYY-MM-DD')`;
}

/**
 * Runs a select as a named prepared statement, named by its text: on PostgreSQL each pooled connection
 * parses (and, once PostgreSQL judges its generic plan as good as a custom one, plans) the statement once,
 * and later runs send its parameters only. For a hot read whose text is long and whose planning costs
 * as much as its execution (the Storefront API's listing and search: about 3 ms of planning each). The
 * text decides the name, so a statement built with other conditions is another prepared statement; the
 * kinds a query builder makes are few, and a connection keeps each once. PGlite ignores the name.
 */
export function runPrepared<R>(query: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}): Promise<R> {
  const text = query.toSQL().sql;
  let name = preparedNames.get(text);
  if (!name) {
    name = `k_${createHash('sha1').update(text).digest('base64url')}`;
    // Built texts are few; the bound only keeps a mistake (text varying with a value) from growing memory.
    if (preparedNames.size >= 1000) preparedNames.clear();
    preparedNames.set(text, name);
  }
  return query.prepare(name).execute();
}
const preparedNames = new Map<string, string>();
