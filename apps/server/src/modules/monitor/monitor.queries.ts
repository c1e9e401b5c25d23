import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { jobs } from '../../platform/platform.schema';

export function recentFailedJobs(db: DbOrTx, limit: number) {
  return db
    .select({
      id: jobs.id,
      queue: jobs.queue,
      type: jobs.type,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      completedAt: jobs.completedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'failed'))
    .orderBy(desc(jobs.completedAt))
    .limit(limit);
}
