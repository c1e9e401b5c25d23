import { Redis } from 'ioredis';

/**
 * Answers "is Redis there right now?" without waiting for it. BullMQ's own connections wait for Redis
 * to come back (a command sent while it is down hangs until then), so whoever must not hang (the
 * health check, the outbox dispatcher before it opens a transaction, shutdown) asks this first.
 *
 * One long-lived connection: a PING on it is cheap, it reconnects by itself once Redis returns, and
 * while it is down a command fails at once (no offline queue) instead of opening a connection per call.
 */
export class RedisProbe {
  private client: Redis | undefined;

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 1000,
  ) {}

  async up(): Promise<boolean> {
    this.client ??= this.connect();
    const client = this.client;
    if (client.status === 'connecting' || client.status === 'connect') {
      // The first call, or a reconnect under way: give it the time limit to finish.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          client.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, this.timeoutMs);
        client.once('ready', done);
        client.once('error', done);
      });
    }
    if (client.status !== 'ready') return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        client.ping(),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), this.timeoutMs);
        }),
      ]);
      return answer === 'PONG';
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.client?.disconnect();
    this.client = undefined;
  }

  private connect(): Redis {
    const client = new Redis(this.url, {
      connectionName: 'kasuwa-probe',
      connectTimeout: this.timeoutMs,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    // Being down is the answer this class exists to give, not an error to report.
    client.on('error', () => {});
    return client;
  }
}
