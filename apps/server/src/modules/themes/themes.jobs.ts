import type { JobDefinition } from '../../platform/jobs';
import { markFinished } from './themes.queries';
import { runDeployment } from './themes.service';

const MAX_ATTEMPTS = 3;

export const deployThemeJob: JobDefinition<{ deploymentId: number }> = {
  type: 'theme.deploy',
  queue: 'theme-deployment',
  maxAttempts: MAX_ATTEMPTS,
  async handle({ deploymentId }, { db, log }, job) {
    try {
      return await runDeployment({ db, log }, deploymentId);
    } catch (err) {
      // Out of retries (database gone, say): the admin sees the deployment failed, not stuck in progress.
      if (job.attempts >= MAX_ATTEMPTS) {
        const message = err instanceof Error ? err.message : String(err);
        await markFinished(db, deploymentId, 'failed', `The deployment could not run: ${message}`);
      }
      throw err;
    }
  },
};
