import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { ChangeFeed, Database, Db, DriverShared } from './db';
import { PgListener, StatementWatch } from './pg-listen';

/*
 * PostgreSQL through node-postgres, opened by openDatabase (db.ts) when DATABASE_URL is set. A module of
 * its own so a server on the embedded PGlite never loads the driver.
 */

// Any constant works; it only has to be the same in every process of the platform.
const MIGRATION_LOCK = 727_001;
const STARTUP_LOCK = 727_002;

export async function openPostgres(url: string, poolSize: number, shared: DriverShared): Promise<Database> {
  const { migrationsFolder, migrationsCurrentSql, ping } = shared;
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const watch = new StatementWatch();
  pool.on('connect', (client) => watch.instrument(client));
  const listener = new PgListener(url);
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Every process of a running platform finds the work done; only a deploy's first start takes the lock.
      const current = await pool.query<{ current: boolean }>(migrationsCurrentSql()).then(
        (r) => r.rows[0]?.current === true,
        () => false,
      );
      if (current) return;
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async exclusive<T>(run: () => Promise<T>): Promise<T> {
      const holder = new pg.Client({ connectionString: url });
      holder.on('error', () => {});
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await run();
      } finally {
        // Ending the session releases its advisory lock, even if the unlock statement failed.
        await holder.end().catch(() => {});
      }
    },
    ping: () => ping(db),
    connections: poolSize,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listenAtCommit: async (channel: string, feed: ChangeFeed) => {
      const unwatch = feed.table ? watch.watch(feed.table, feed) : () => {};
      const unsubscribe = await listener.subscribe(channel, feed);
      return async () => {
        unwatch();
        await unsubscribe();
      };
    },
    statements: () => watch.statements,
    listenerPid: () => listener.pid,
    close: async () => {
      await listener.end();
      await pool.end();
    },
  };
}
