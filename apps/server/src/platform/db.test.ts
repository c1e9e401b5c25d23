import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import { type Database, readAll } from './db';

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
