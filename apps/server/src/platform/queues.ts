import { type Job, Queue, Worker } from 'bullmq';
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { DbOrTx } from './db';
import {
  type JobDefinition,
  type JobEnv,
  markJobCompleted,
  markJobFailed,
  onEnqueued,
  QUEUES,
  type QueueName,
} from './jobs';
import { jobs } from './platform.schema';
import { RedisProbe } from './redis-probe';
import { withTimeout } from './with-timeout';

export interface QueueCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/**
 * The BullMQ queues of this installation, for producers and readers (dispatcher, monitor, Bull Board).
 * Producers fail fast when Redis is gone instead of queueing commands in memory forever.
 */
export class QueueHub {
  readonly queues: Map<QueueName, Queue>;

  constructor(
    readonly url: string,
    readonly prefix: string,
  ) {
    this.queues = new Map(
      QUEUES.map((name) => [
        name,
        new Queue(name, {
          prefix,
          connection: { url, maxRetriesPerRequest: 1, connectTimeout: 2000 },
        }),
      ]),
    );
    // A Redis outage must show up as "offline" on the monitor, not as an unhandled error event.
    for (const q of this.queues.values()) q.on('error', () => {});
  }

  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  async counts(timeoutMs = 2000): Promise<Record<QueueName, QueueCounts>> {
    const entries = await Promise.all(
      QUEUES.map(async (name) => {
        const c = await withTimeout(
          this.queue(name).getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'),
          timeoutMs,
          'Redis did not answer',
        );
        return [
          name,
          {
            waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
            active: c.active ?? 0,
            completed: c.completed ?? 0,
            failed: c.failed ?? 0,
            delayed: c.delayed ?? 0,
          },
        ] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => {})));
  }
}

/** Answers PING within the time limit, else throws: the monitor's Redis probe. */
export async function pingRedis(url: string, timeoutMs = 1500): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await withTimeout(
      client.connect().then(() => client.ping()),
      timeoutMs,
      'Redis did not answer',
    );
  } finally {
    client.disconnect();
  }
}

// An outbox row handed to BullMQ but never seen by a worker (Redis lost it, say) goes back to pending.
const LOST_AFTER_MS = 10 * 60 * 1000;
// A BullMQ command waits for Redis to come back; inside the dispatch transaction (which holds the
// embedded database, or row locks on PostgreSQL) it may wait only this long before the rows roll back.
const REDIS_COMMAND_MS = 3000;

export interface BullRunnerOptions {
  url: string;
  prefix: string;
  pollMs?: number;
  concurrency?: number;
  /** How long a job's lock lasts without renewal; a dead worker's job is run again after it. */
  lockDurationMs?: number;
}

/**
 * With REDIS_URL: a dispatcher moves due outbox rows into BullMQ, and BullMQ workers run the same
 * handlers as the in-process runner. The BullMQ job id is the outbox row id, so a row dispatched
 * twice (a crash between adding it and marking it queued) is one job. Workers mark the row
 * completed or failed; BullMQ retries with exponential backoff and keeps failed jobs.
 */
export class BullJobRunner {
  private readonly handlers = new Map<string, JobDefinition>();
  private readonly hub: QueueHub;
  private workers: Worker[] = [];
  private timer: NodeJS.Timeout | undefined;
  private dispatching: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;
  private readonly probe: RedisProbe;
  private redisDown = false;
  /** Handlers running now, so a shutdown while Redis is down can still let them finish. */
  private readonly inHand = new Set<Promise<unknown>>();

  constructor(
    private readonly env: JobEnv,
    definitions: JobDefinition[],
    private readonly options: BullRunnerOptions,
  ) {
    for (const d of definitions) this.handlers.set(d.type, d);
    this.hub = new QueueHub(options.url, options.prefix);
    this.probe = new RedisProbe(options.url);
  }

  start(): void {
    this.stopped = false;
    const queues = new Set([...this.handlers.values()].map((d) => d.queue));
    this.workers = [...queues].map((name) => {
      const worker = new Worker(name, (job) => this.track(this.process(job)), {
        prefix: this.options.prefix,
        connection: { url: this.options.url, maxRetriesPerRequest: null },
        concurrency: this.options.concurrency ?? 4,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.lockDurationMs ?? 30_000,
      });
      worker.on('error', (err) => this.env.log.warn({ err, queue: name }, 'queue worker error'));
      return worker;
    });
    this.unsubscribe = onEnqueued(this.kick);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.dispatching;
    if (await this.probe.up()) {
      // Worker.close waits for the jobs in hand to finish and to be marked done in Redis.
      await Promise.all(this.workers.map((w) => w.close()));
    } else {
      // Without Redis a graceful close waits for it forever. The handlers in hand still finish: their
      // outcome is in the outbox row, and BullMQ's stalled check hands an unfinished job out again
      // once Redis is back (the row then says it is done, and it is skipped).
      await Promise.all(this.workers.map((w) => w.close(true)));
      await Promise.allSettled(this.inHand);
    }
    this.probe.close();
    await this.hub.close();
  }

  private track<T>(handling: Promise<T>): Promise<T> {
    this.inHand.add(handling);
    return handling.finally(() => this.inHand.delete(handling));
  }

  private readonly kick = () => {
    if (this.stopped) return;
    if (this.dispatching) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.dispatching = this.dispatch()
      .then(() => undefined)
      .catch((err) => this.env.log.warn({ err }, 'job dispatch failed; will retry'))
      .finally(() => {
        this.dispatching = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(this.kick, this.options.pollMs ?? 500);
          this.timer.unref();
        }
      });
  };

  /** Moves every due pending row into its queue; resolves with how many it moved. */
  async dispatch(): Promise<number> {
    // Rows wait in the outbox while Redis is away; once it answers again they go out.
    if (!(await this.probe.up())) {
      if (!this.redisDown) this.env.log.warn('Redis is not reachable; jobs wait in the outbox until it is');
      this.redisDown = true;
      return 0;
    }
    if (this.redisDown) this.env.log.info('Redis is reachable again; dispatching jobs');
    this.redisDown = false;
    let moved = 0;
    await this.requeueLost();
    for (;;) {
      const n = await this.env.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.status, 'pending'),
              lte(jobs.runAt, new Date()),
              inArray(jobs.type, [...this.handlers.keys()]),
            ),
          )
          .orderBy(jobs.runAt, jobs.id)
          .limit(100)
          .for('update', { skipLocked: true });
        if (due.length === 0) return 0;
        for (const queue of new Set(due.map((r) => r.queue as QueueName))) {
          const adding = this.hub.queue(queue).addBulk(
            due
              .filter((r) => r.queue === queue)
              .map((r) => ({
                name: r.type,
                data: { outboxId: r.id, createdAtMs: r.createdAt.getTime() },
                opts: {
                  jobId: bullJobId(r.id, r.createdAt),
                  attempts: Math.max(1, r.maxAttempts - r.attempts),
                  backoff: { type: 'exponential', delay: 2000 },
                  removeOnComplete: { age: 24 * 3600, count: 1000 },
                  removeOnFail: false,
                },
              })),
          );
          // Should Redis go between the probe and here, the rows roll back to pending; the add, if it
          // lands later, is the same job id as the next dispatch's and counts once.
          adding.catch(() => {});
          await withTimeout(adding, REDIS_COMMAND_MS, 'Redis did not take the jobs in time');
        }
        await markQueued(
          tx,
          due.map((r) => r.id),
        );
        return due.length;
      });
      moved += n;
      if (n === 0 || this.stopped) return moved;
    }
  }

  private async requeueLost() {
    const { db } = this.env;
    const lost = await db
      .select({ id: jobs.id, queue: jobs.queue, createdAt: jobs.createdAt })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lt(jobs.lockedAt, new Date(Date.now() - LOST_AFTER_MS))))
      .limit(100);
    for (const row of lost) {
      const job = await withTimeout(
        this.hub.queue(row.queue as QueueName).getJob(bullJobId(row.id, row.createdAt)),
        REDIS_COMMAND_MS,
        'Redis did not answer',
      );
      if (!job) {
        await db
          .update(jobs)
          .set({ status: 'pending', lockedAt: null })
          .where(and(eq(jobs.id, row.id), eq(jobs.status, 'queued')));
      }
    }
  }

  private async process(job: Job<{ outboxId: number; createdAtMs: number }>) {
    const { db, log } = this.env;
    const id = job.data.outboxId;
    // A Redis shared with another database (a reset development database, or a second installation
    // on the same prefix) can hold jobs whose outbox id means another row here: leave those alone.
    const [own] = await db.select({ createdAt: jobs.createdAt }).from(jobs).where(eq(jobs.id, id));
    if (own?.createdAt.getTime() !== job.data.createdAtMs) {
      log.warn({ jobId: job.id }, 'job belongs to another outbox; skipped');
      return { skipped: 'not in this outbox' };
    }
    const [row] = await db
      .update(jobs)
      .set({ status: 'running', lockedAt: new Date(), attempts: sql`${jobs.attempts} + 1` })
      .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running', 'pending'])))
      .returning();
    // Already completed or failed (a duplicate delivery): nothing to do.
    if (!row) return { skipped: true };
    const definition = this.handlers.get(row.type);
    if (!definition) throw new Error(`No handler for job type ${row.type}`);
    try {
      const result = await definition.handle(row.payload, this.env, {
        id,
        attempts: row.attempts,
        maxAttempts: row.maxAttempts,
      });
      await markJobCompleted(db, id, result);
      return result ?? null;
    } catch (err) {
      await markJobFailed(this.env, row, err, {
        final: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        retryAs: 'queued',
        lockedAt: new Date(),
      });
      throw err;
    }
  }
}

/**
 * The BullMQ id of an outbox row: the same row always gets the same id, so a re-dispatch after a crash
 * is deduplicated, while a row of another database with the same number does not collide. BullMQ
 * refuses ids that look like integers (they clash with its own counter), hence the prefix.
 */
export const bullJobId = (outboxId: number, createdAt: Date) => `outbox-${outboxId}-${createdAt.getTime()}`;

async function markQueued(db: DbOrTx, ids: number[]) {
  await db.update(jobs).set({ status: 'queued', lockedAt: new Date() }).where(inArray(jobs.id, ids));
}
