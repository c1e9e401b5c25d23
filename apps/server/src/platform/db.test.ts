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
