import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, DbOrTx } from './db';
import { recordJobFailure } from './metrics';
import { jobs } from './platform.schema';

export const QUEUES = [
  'email',
  'sms',
  'whatsapp',
  'theme-deployment',
  'escrow-release',
  'payouts',
  'reports',
  'images',
  'orders',
  'campaigns',
  'webhooks',
  'push',
] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobEnv {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export interface JobDefinition<P = unknown> {
  type: string;
  queue: QueueName;
  /** Must be idempotent: a job can run again after a crash between its effect and its completion mark. */
  /** `attempts` counts this run; the run with `attempts === maxAttempts` is the job's last. */
  handle(
    payload: P,
    env: JobEnv,
    job: { id: number; attempts: number; maxAttempts: number },
  ): Promise<unknown>;
  maxAttempts?: number;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** A second enqueue with the same key is ignored, so a replayed cause cannot queue its effect twice. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Writes the job in the caller's transaction: it exists exactly when the change that caused it commits. */
export async function enqueue<P>(
  db: DbOrTx,
  definition: Pick<JobDefinition<P>, 'type' | 'queue' | 'maxAttempts'>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: definition.queue,
      type: definition.type,
      payload: payload as object,
      runAt: options.runAt ?? new Date(),
      dedupeKey: options.dedupeKey,
      maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  notifyEnqueued();
  return row?.id ?? null;
}

/** `enqueue` for many jobs of one kind in one statement (a campaign's thousands of messages). */
export async function enqueueMany<P>(
  db: DbOrTx,
  definition: Pick<JobDefinition<P>, 'type' | 'queue' | 'maxAttempts'>,
  items: { payload: P; options?: EnqueueOptions }[],
): Promise<void> {
  if (items.length === 0) return;
  const now = new Date();
  await db
    .insert(jobs)
    .values(
      items.map(({ payload, options = {} }) => ({
        queue: definition.queue,
        type: definition.type,
        payload: payload as object,
        runAt: options.runAt ?? now,
        dedupeKey: options.dedupeKey,
        maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? 5,
      })),
    )
    .onConflictDoNothing();
  notifyEnqueued();
}

const listeners = new Set<() => void>();
function notifyEnqueued() {
  for (const l of listeners) l();
}

/** Lets a runner in this process start on a new job at once instead of at its next poll. */
export function onEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What main.ts and shutdown need of either runner. */
export interface JobWorker {
  start(): void;
  stop(): Promise<void>;
}

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s … up to 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60 * 1000);
}

// A running job whose process died is taken again after this long.
const STALE_AFTER_MS = 5 * 60 * 1000;

/**
 * The in-process runner: claims due jobs with FOR UPDATE SKIP LOCKED (so several workers never take
 * the same job), runs their handlers and records the outcome with retries and backoff.
 */
export class JobRunner implements JobWorker {
  private readonly handlers = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;

  constructor(
    private readonly env: JobEnv,
    definitions: JobDefinition[],
    private readonly pollMs = 500,
    /** A running job whose worker died is taken again after this long. */
    private readonly staleAfterMs = STALE_AFTER_MS,
  ) {
    for (const d of definitions) this.handlers.set(d.type, d as JobDefinition);
  }

  start(): void {
    this.stopped = false;
    listeners.add(this.kick);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    listeners.delete(this.kick);
    clearTimeout(this.timer);
    await this.running;
  }

  private readonly kick = () => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((err) => this.env.log.error({ err }, 'job runner failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(this.kick, this.pollMs);
          this.timer.unref();
        }
      });
  };

  /** Runs due jobs until none is left; resolves when the table holds nothing due. */
  async drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await this.claim(10);
      if (batch.length === 0) return done;
      for (const job of batch) {
        await this.runOne(job);
        done++;
      }
      if (this.stopped && this.running) return done;
    }
  }

  private async claim(limit: number) {
    const { db } = this.env;
    const staleBefore = new Date(Date.now() - this.staleAfterMs);
    await db
      .update(jobs)
      .set({ status: 'pending', lockedAt: null })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore)));
    const types = [...this.handlers.keys()];
    if (types.length === 0) return [];
    return db
      .update(jobs)
      .set({ status: 'running', lockedAt: new Date(), attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, new Date()), inArray(jobs.type, types)))
            .orderBy(jobs.runAt, jobs.id)
            .limit(limit)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
  }

  private async runOne(job: JobRow) {
    const definition = this.handlers.get(job.type)!;
    try {
      const result = await definition.handle(job.payload, this.env, {
        id: job.id,
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
      });
      await markJobCompleted(this.env.db, job.id, result);
    } catch (err) {
      await markJobFailed(this.env, job, err, {
        final: job.attempts >= job.maxAttempts,
        retryAs: 'pending',
        lockedAt: null,
        runAt: new Date(Date.now() + backoffMs(job.attempts)),
      });
    }
  }
}

export type JobRow = typeof jobs.$inferSelect;

/** The outcome bookkeeping both runners share: the in-process one and the BullMQ workers. */
export async function markJobCompleted(db: DbOrTx, id: number, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'completed',
      completedAt: new Date(),
      lockedAt: null,
      result: result ?? null,
      lastError: null,
    })
    .where(eq(jobs.id, id));
}

/**
 * Records a failed run. A final failure is kept as `failed`; otherwise the row goes back to the state
 * its runner retries from (`pending` for the in-process runner, `queued` while BullMQ holds the retry).
 */
export async function markJobFailed(
  { db, log }: Pick<JobEnv, 'db' | 'log'>,
  row: Pick<JobRow, 'id' | 'queue' | 'type' | 'attempts'>,
  err: unknown,
  next: { final: boolean; retryAs: 'pending' | 'queued'; lockedAt: Date | null; runAt?: Date },
): Promise<void> {
  recordJobFailure(row.queue, row.type);
  log.warn({ jobId: row.id, type: row.type, attempts: row.attempts, err }, 'job failed');
  await db
    .update(jobs)
    .set({
      status: next.final ? 'failed' : next.retryAs,
      lockedAt: next.lockedAt,
      lastError: err instanceof Error ? err.message : String(err),
      ...(next.runAt ? { runAt: next.runAt } : {}),
      completedAt: next.final ? new Date() : null,
    })
    .where(eq(jobs.id, row.id));
}

export interface QueueCountsRow {
  queue: string;
  waiting: number;
  active: number;
  completed: number;
  failed: number;
  delayed: number;
}

/** Queue figures straight from the outbox, for the in-process mode (BullMQ reports its own). */
export async function outboxQueueCounts(db: DbOrTx): Promise<QueueCountsRow[]> {
  const rows = await db
    .select({
      queue: jobs.queue,
      waiting: sql<number>`count(*) filter (where ${jobs.status} in ('pending', 'queued') and ${jobs.runAt} <= now())::int`,
      delayed: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} > now())::int`,
      active: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
      completed: sql<number>`count(*) filter (where ${jobs.status} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
    })
    .from(jobs)
    .groupBy(jobs.queue);
  return QUEUES.map((queue) => {
    const r = rows.find((x) => x.queue === queue);
    return {
      queue,
      waiting: Number(r?.waiting ?? 0),
      active: Number(r?.active ?? 0),
      completed: Number(r?.completed ?? 0),
      failed: Number(r?.failed ?? 0),
      delayed: Number(r?.delayed ?? 0),
    };
  });
}
