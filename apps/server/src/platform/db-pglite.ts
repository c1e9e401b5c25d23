import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DataDirHolder, lockDataDir } from './data-dir-lock';
import type { ChangeFeed, Database, Db, DriverShared } from './db';
import { defaultV8Flag } from './v8-flags';

/*
 * The embedded database (PGlite), opened by openDatabase (db.ts) when no DATABASE_URL is set. A module of
 * its own so a server on PostgreSQL never loads PGlite's WebAssembly and extensions.
 */

/**
 * Contrib extensions product search needs (migration 0007 creates them). PostgreSQL ships them with its
 * server; PGlite loads their code into each instance when it opens, a data directory copied from a
 * template included.
 */
const pgliteExtensions = { btree_gin, pg_trgm, unaccent };

/**
 * How much a function of PGlite's WebAssembly runs before V8 recompiles it with its optimising compiler
 * (roughly bytes of code executed; V8's default is 1,800,000). At the default, opening a data directory,
 * migrating and seeding made hundreds of run-once functions "hot", and recompiling them kept both cores
 * of a small machine busy through the whole start: some 400 ms of CPU, and every file the server read
 * meanwhile (a module, Swagger UI's files) waited 50–150 ms for its turn; a start took 1.3 s. At this
 * budget a start recompiles almost nothing (about 0.9 s), while the code that queries loop in still
 * reaches optimised code under load: the storefront bench on PGlite serves as many pages and searches as
 * before (issue 20's figures in docs/performance.md). The budget is given to each function when the instance is
 * created, so it is set when this module loads, before the first one; a value given to node wins.
 */
const WASM_TIERING_BUDGET = 1_000_000_000;
defaultV8Flag('wasm-tiering-budget', WASM_TIERING_BUDGET);

export async function openPglite(
  options: { dataDir: string; holder?: DataDirHolder } | { memory: true; loadDataDir?: Blob | File },
  shared: DriverShared,
): Promise<Database & { client: PGlite }> {
  const { migrationsFolder, migrationsCurrentSql, ping } = shared;
  let client: PGlite;
  let unlock = () => {};
  if ('dataDir' in options) {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // Before PGlite reads a page: a second process would work on a copy and lose its writes.
    unlock = lockDataDir(options.dataDir, options.holder ?? { command: describeThisProcess() });
    try {
      client = await PGlite.create(dir, {
        parsers: drizzleParsers,
        extensions: pgliteExtensions,
        startParams: [...PGlite.defaultStartParams, ...SERVER_SETTINGS],
      });
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    client = await PGlite.create({
      loadDataDir: options.loadDataDir,
      startParams: [...PGlite.defaultStartParams, ...SERVER_SETTINGS],
      parsers: drizzleParsers,
      extensions: pgliteExtensions,
    });
  }
  const sent = { statements: 0 };
  const db = drizzlePglite({ client: withInstalledParsers(client, sent) }) as unknown as Db;
  // PGlite runs no autovacuum, so nothing would ever gather the planner's statistics: without them
  // search picked nested loops that took a second a query. Gathered after a migration and every hour.
  const analyze = () => client.exec('ANALYZE').then(() => undefined);
  const statistics =
    'dataDir' in options
      ? setInterval(() => analyze().catch(() => undefined), STATISTICS_EVERY_MS)
      : undefined;
  statistics?.unref();
  let afterStart: NodeJS.Timeout | undefined;
  // One statement on the way to the first answer: are the migrations in, and was every table analysed?
  const state = () =>
    client
      .query<{ current: boolean; never_analysed: boolean }>(
        migrationsCurrentSql(
          `, exists (select 1 from pg_class c join pg_namespace s on s.oid = c.relnamespace
                     where s.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0) as never_analysed`,
        ),
      )
      .then(
        (r) => r.rows[0] ?? { current: false, never_analysed: true },
        () => ({ current: false, never_analysed: true }),
      );
  return {
    db,
    kind: 'pglite' as const,
    client,
    migrate: async () => {
      const { current, never_analysed } = await state();
      if (!current) await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      // The statistics are kept in the data directory. Gathered at once when the schema changed or a table
      // was never analysed (reltuples -1); else a minute after start, off the way to the first answer
      // (ANALYZE takes about 0.6 s of CPU on the demo data).
      if (!current || never_analysed) await analyze();
      else if ('dataDir' in options) {
        afterStart = setTimeout(() => analyze().catch(() => undefined), STATISTICS_AFTER_START_MS);
        afterStart.unref();
      }
    },
    exclusive: <T>(run: () => Promise<T>) => run(),
    ping: () => ping(db),
    connections: 1,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    listenAtCommit: async (channel: string, feed: ChangeFeed) => {
      const stop = await client.listen(channel, feed.onPayload);
      feed.onListening(true);
      return stop;
    },
    statements: () => sent.statements,
    close: async () => {
      clearInterval(statistics);
      clearTimeout(afterStart);
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PostgreSQL's 128 MB of shared buffers is sized for a dedicated server's page cache. Inside this process
 * they were zeroed at every start (some 50 ms) and were most of its memory; the operating system's file
 * cache still holds the data directory's pages beneath a smaller pool.
 */
const SERVER_SETTINGS = ['-c', 'shared_buffers=32MB'];

const STATISTICS_EVERY_MS = 60 * 60_000;
const STATISTICS_AFTER_START_MS = 60_000;

function describeThisProcess(): string {
  return `"${process.argv.slice(1).join(' ')}"`;
}

/** The type parsers drizzle's PGlite driver hands to every query (it decodes these types itself). */
const drizzleParsers = Object.fromEntries(
  // numeric[], timestamp[], timestamptz[], interval[], date[] by OID: `types` names no array types.
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, (value: string) => value],
  ),
);

/**
 * drizzle passes the same parsers with every PGlite query, and PGlite merges a query's parsers into
 * its 318 defaults on each call: about 0.1 ms, a third of a simple statement. They are installed on
 * the instance once instead (see `openPglite`), and this view of the client drops them from each call,
 * in transactions too.
 */
function withInstalledParsers<T extends Pick<PGlite, 'query'>>(client: T, sent: { statements: number }): T {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (text: string, params?: unknown[], options?: { parsers?: unknown }) => {
          sent.statements++;
          return target.query(text, params, options && { ...options, parsers: undefined });
        };
      }
      if (prop === 'transaction') {
        return <R>(run: (tx: Transaction) => Promise<R>) =>
          (target as unknown as PGlite).transaction((tx) => run(withInstalledParsers(tx, sent)));
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
