import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { type Database, migrationsCurrentSql, openDatabase, readAll, rowsToWrite } from './db';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('readAll', () => {
  it('keeps the order of its answers', async () => {
    const [a, b] = await readAll(database.db, [
      async () => {
        await database.db.execute(sql`select 1`);
        return 1;
      },
      async () => 'second',
    ]);
    expect([a, b]).toEqual([1, 'second']);
  });

  it('runs the reads one after another inside a transaction (one connection)', async () => {
    const seen: string[] = [];
    const read = (name: string) => async () => {
      seen.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, 20));
      seen.push(`end ${name}`);
      return name;
    };
    await database.db.transaction(async (tx) => {
      expect(await readAll(tx, [read('a'), read('b')])).toEqual(['a', 'b']);
    });
    expect(seen).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('runs them side by side outside a transaction', async () => {
    const seen: string[] = [];
    const read = (name: string) => async () => {
      seen.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, 20));
      seen.push(`end ${name}`);
    };
    await readAll(database.db, [read('a'), read('b')]);
    expect(seen.slice(0, 2)).toEqual(['start a', 'start b']);
  });
});

describe('migrate', () => {
  const current = async (db: Database['db']) => {
    const result = await db.execute(sql.raw(migrationsCurrentSql()));
    return (result as unknown as { rows: { current: boolean }[] }).rows[0]?.current;
  };

  it('tells an up-to-date database from one a migration behind in one statement', async () => {
    await database.migrate();
    expect(await current(database.db)).toBe(true);
    const oneBehind = database.db.transaction(async (tx) => {
      await tx.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await current(tx)).toBe(false);
      tx.rollback();
    });
    await expect(oneBehind).rejects.toThrow(/rollback/i);
    expect(await current(database.db)).toBe(true);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'builds a new database from nothing (the statement fails there, and the migrator runs)',
    { timeout: 60_000 },
    async () => {
      const empty = await openDatabase({ memory: true });
      try {
        await empty.migrate();
        expect(await current(empty.db)).toBe(true);
        const result = await empty.db.execute(sql`select count(*)::int as n from plans`);
        expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      } finally {
        await empty.close();
      }
    },
  );
});

describe('rowsToWrite', () => {
  const stored = [
    { code: 'a', name: 'A', limit: null, tags: ['x'], updatedAt: new Date(0) },
    { code: 'b', name: 'B', limit: 3, tags: [], updatedAt: new Date(0) },
  ];

  it('keeps only new rows and rows whose own fields differ', () => {
    const wanted = [
      { code: 'a', name: 'A', limit: undefined, tags: ['x'] },
      { code: 'b', name: 'B', limit: 4, tags: [] },
      { code: 'c', name: 'C', limit: null, tags: [] },
    ];
    expect(rowsToWrite(wanted, stored, 'code').map((r) => r.code)).toEqual(['b', 'c']);
  });

  it('compares arrays and objects by value', () => {
    expect(rowsToWrite([{ code: 'a', tags: ['x', 'y'] }], stored, 'code')).toHaveLength(1);
    expect(rowsToWrite([{ code: 'a', tags: ['x'] }], stored, 'code')).toEqual([]);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database', () => {
  it('runs with a pool of shared buffers sized for a process, not a dedicated server', async () => {
    const result = await database.db.execute(sql`select current_setting('shared_buffers') as size`);
    expect((result as unknown as { rows: { size: string }[] }).rows[0]?.size).toBe('32MB');
  });
});

// PostgreSQL's autovacuum gathers them there.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('planner statistics on PGlite', () => {
  it('are gathered when the database is migrated (PGlite has no autovacuum to do it)', async () => {
    await database.migrate();
    const result = await database.db.execute(
      sql`select reltuples from pg_class where relname = 'products' and relkind = 'r'`,
    );
    const [row] = (result as unknown as { rows: { reltuples: number }[] }).rows;
    // -1 means never analysed (PostgreSQL 14 and later).
    expect(Number(row?.reltuples)).toBeGreaterThanOrEqual(0);
  });
});
