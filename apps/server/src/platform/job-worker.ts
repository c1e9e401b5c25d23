import { type JobDefinition, type JobEnv, JobRunner, type JobWorker } from './jobs';

/**
 * BullMQ workers when REDIS_URL is set, otherwise the in-process runner over the same outbox. BullMQ and
 * ioredis (queues.ts) are loaded only in the first case: a server without Redis never needs them.
 */
export async function createJobWorker(
  env: JobEnv,
  definitions: JobDefinition[],
  options: { staleAfterMs?: number } = {},
): Promise<JobWorker> {
  const { config } = env;
  if (config.REDIS_URL) {
    const { BullJobRunner } = await import('./queues');
    return new BullJobRunner(env, definitions, {
      url: config.REDIS_URL,
      prefix: config.BULLMQ_PREFIX,
      lockDurationMs: options.staleAfterMs,
    });
  }
  return new JobRunner(env, definitions, 500, options.staleAfterMs);
}
