import pg from 'pg';
import type { ChangeFeed } from './db';

// PostgreSQL's side of `Database.listenAtCommit`: one dedicated connection per process runs LISTEN for
// every channel subscribed to, and the pool's clients are watched for this process's own writes.

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The LISTEN connection. It is not from the pool (a pooled connection goes back to other statements
 * and would stop listening), and while it is down every feed is told it is not listening: a
 * notification sent meanwhile is lost, so nothing kept from before may be trusted until it is back.
 */
export class PgListener {
  private readonly feeds = new Map<string, Set<ChangeFeed>>();
  private readonly listening = new Set<string>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private attempt = 0;
  private closed = false;

  constructor(private readonly url: string) {}

  /** The backend pid of the LISTEN connection (tests), null while it is down. */
  pid: number | null = null;

  async subscribe(channel: string, feed: ChangeFeed): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The database is closed');
    let feeds = this.feeds.get(channel);
    if (!feeds) {
      feeds = new Set();
      this.feeds.set(channel, feeds);
    }
    feeds.add(feed);
    feed.onListening(false);
    if (this.listening.has(channel)) {
      feed.onListening(true);
    } else if (this.client && !this.connecting) {
      const client = this.client;
      await this.listen(client, channel).catch(() => this.dropped(client));
    } else {
      // The first attempt is awaited, so a process that starts with its database up listens at once;
      // one that cannot reach it yet starts anyway and keeps trying.
      await (this.connecting ?? this.connect());
    }
    return async () => {
      feeds.delete(feed);
      if (feeds.size > 0) return;
      this.feeds.delete(channel);
      const wasListening = this.listening.delete(channel);
      if (this.feeds.size === 0) await this.disconnect();
      else if (wasListening) await this.client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
    };
  }

  private async disconnect(): Promise<void> {
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.pid = null;
    this.listening.clear();
    await client?.end().catch(() => {});
  }

  /** Ends for good (the database closes). */
  async end(): Promise<void> {
    this.closed = true;
    this.feeds.clear();
    await this.disconnect();
  }

  private connect(): Promise<void> {
    if (this.closed || this.feeds.size === 0) return Promise.resolve();
    if (this.client) return this.connecting ?? Promise.resolve();
    clearTimeout(this.retry);
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Start-up awaits the first attempt: an unreachable server must not hold it for long.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (client !== this.client) return;
      for (const feed of this.feeds.get(message.channel) ?? []) feed.onPayload(message.payload ?? '');
    });
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    this.connecting = (async () => {
      try {
        await client.connect();
        const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
        if (client !== this.client) return;
        this.pid = row?.pid ?? null;
        for (const channel of this.feeds.keys()) await this.listen(client, channel);
        this.attempt = 0;
      } catch {
        this.dropped(client);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private async listen(client: pg.Client, channel: string): Promise<void> {
    await client.query(`LISTEN ${quoteIdent(channel)}`);
    if (client !== this.client || this.listening.has(channel)) return;
    this.listening.add(channel);
    for (const feed of this.feeds.get(channel) ?? []) feed.onListening(true);
  }

  private dropped(client: pg.Client): void {
    if (client !== this.client) return;
    this.client = null;
    this.pid = null;
    const were = [...this.listening];
    this.listening.clear();
    for (const channel of were) for (const feed of this.feeds.get(channel) ?? []) feed.onListening(false);
    client.end().catch(() => {});
    if (this.closed || this.feeds.size === 0) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** this.attempt++);
    this.retry = setTimeout(() => void this.connect(), delay * (0.75 + Math.random() / 2));
    this.retry.unref();
  }
}

/**
 * Watches the statements of the pool's clients: counts them, and calls `onWrite(table)` for each
 * subscribed table once a statement writing it has committed (at its transaction's COMMIT, or when it
 * returns outside a transaction). Statements are matched by text (`update stores`, `delete from
 * "stores"`, `insert into stores`), which is how drizzle and hand-written SQL both name a table.
 */
export class StatementWatch {
  statements = 0;
  private readonly tables = new Map<string, { pattern: RegExp; feeds: Set<ChangeFeed> }>();

  watch(table: string, feed: ChangeFeed): () => void {
    let entry = this.tables.get(table);
    if (!entry) {
      const name = table.replace(/[^a-z0-9_]/gi, '');
      entry = {
        pattern: new RegExp(
          `\\b(update|delete\\s+from|insert\\s+into)\\s+(only\\s+)?("?public"?\\.)?"?${name}"?(\\s|\\(|$)`,
          'i',
        ),
        feeds: new Set(),
      };
      this.tables.set(table, entry);
    }
    entry.feeds.add(feed);
    return () => {
      entry.feeds.delete(feed);
      if (entry.feeds.size === 0) this.tables.delete(table);
    };
  }

  /** Wraps a pool client's `query` (called from the pool's `connect` event, once per connection). */
  instrument(client: pg.PoolClient): void {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    let inTransaction = false;
    let written = new Set<string>();
    const committed = (tables: Iterable<string>) => {
      for (const table of tables)
        for (const feed of this.tables.get(table)?.feeds ?? []) feed.onLocalWrite?.();
    };
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      this.statements++;
      const first = args[0];
      const text =
        typeof first === 'string'
          ? first
          : typeof (first as { text?: unknown })?.text === 'string'
            ? (first as { text: string }).text
            : '';
      let after: ((ok: boolean) => void) | null = null;
      if (/^\s*(begin|start\s+transaction)\b/i.test(text)) {
        inTransaction = true;
        written = new Set();
      } else if (/^\s*(commit|end)\b/i.test(text)) {
        const tables = written;
        inTransaction = false;
        written = new Set();
        if (tables.size > 0) after = (ok) => ok && committed(tables);
      } else if (
        /^\s*rollback\s*(;|$)/i.test(text) ||
        /^\s*rollback\s+(work|transaction)\s*(;|$)/i.test(text)
      ) {
        inTransaction = false;
        written = new Set();
      } else if (this.tables.size > 0) {
        const hit = [...this.tables].filter(([, e]) => e.pattern.test(text)).map(([table]) => table);
        if (hit.length > 0) {
          if (inTransaction) for (const table of hit) written.add(table);
          else after = () => committed(hit);
        }
      }
      if (!after) return original(...args);
      const done = after;
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (err: unknown, result: unknown) => void;
        args[last] = (err: unknown, result: unknown) => {
          done(!err);
          callback(err, result);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(
          () => done(true),
          () => done(false),
        );
      }
      return result;
    };
  }
}
