import type { RequestContext } from '../../platform/context';
import { enqueue, type JobDefinition, type JobEnv } from '../../platform/jobs';
import { closeYesterday, rollUpStaleDays } from './analytics.rollups';

/** Every minute; every two seconds under KASUWA_ENV=test so browser journeys need not wait. */
const rollupEvery = (env: string) => (env === 'test' ? 2_000 : 60_000);

/** Closes yesterday once, recomputes the stale days of every store, then schedules itself again. */
export const analyticsRollupJob: JobDefinition<Record<string, never>> = {
  type: 'analytics.rollup',
  queue: 'reports',
  async handle(_payload, env: JobEnv) {
    const closed = await closeYesterday(env.db);
    const days = await rollUpStaleDays(env.db);
    await scheduleAnalyticsRollup(
      env,
      env.config.KASUWA_ENV,
      new Date(Date.now() + rollupEvery(env.config.KASUWA_ENV)),
    );
    return { closed, days };
  },
};

export function scheduleAnalyticsRollup(
  ctx: Pick<RequestContext, 'db'>,
  kasuwaEnv: string,
  runAt = new Date(),
) {
  const slot = Math.floor(runAt.getTime() / rollupEvery(kasuwaEnv));
  return enqueue(ctx.db, analyticsRollupJob, {}, { runAt, dedupeKey: `analytics-rollup:${slot}` });
}
