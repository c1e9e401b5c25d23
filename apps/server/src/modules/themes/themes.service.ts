import type { DeploymentDetail, DeploymentJob, DeployResponse, SiteResult, Theme } from '@kasuwa/contracts';
import { STOREFRONT_THEMES } from '@kasuwa/contracts';
import type { ActorContext, DbContext } from '../../platform/context';
import { rowsToWrite } from '../../platform/db';
import { errors, fail } from '../../platform/errors';
import { enqueue, type JobDefinition } from '../../platform/jobs';
import { getStoreRenderData, recordThemeVersion, storeIdsUsingTheme } from '../stores';
import * as queries from './themes.queries';
import { type RendererEnv, storefrontRenderer } from './themes.renderer.service';

/** The theme catalogue shipped with this version; seeding upserts it, so a new version is deployable. */
export const THEME_CATALOGUE = STOREFRONT_THEMES.map((t) => ({
  id: t.id,
  title: t.name,
  themeName: t.themeName,
  description: t.description,
  img: `/themes/${t.themeName}.svg`,
  version: '1.0.0',
}));

export async function seedThemes(ctx: DbContext): Promise<void> {
  const changed = rowsToWrite(THEME_CATALOGUE, await queries.listThemes(ctx.db), 'id');
  if (changed.length > 0) await queries.upsertThemes(ctx.db, changed);
}

function toTheme(row: queries.ThemeRow): Theme {
  return {
    id: row.id,
    title: row.title,
    theme_name: row.themeName,
    description: row.description,
    img: row.img,
    active: row.active,
    version: row.version,
  };
}

function toJob(row: queries.DeploymentRow): DeploymentJob {
  return {
    jobId: row.id,
    status: row.status as DeploymentJob['status'],
    themeId: row.themeId,
    themeName: row.themeName,
    themeVersion: row.themeVersion,
    siteIds: row.siteIds,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    error: row.error,
  };
}

export async function listThemes(ctx: DbContext): Promise<Theme[]> {
  return (await queries.listThemes(ctx.db)).map(toTheme);
}

/**
 * Records a deployment of the theme to every store using it and queues its job in the same
 * transaction, so an accepted deploy always runs. One deployment of a theme runs at a time.
 */
export async function deployTheme(ctx: ActorContext, themeId: number): Promise<DeployResponse> {
  return ctx.db.transaction(async (tx) => {
    const theme = await queries.lockTheme(tx, themeId);
    if (!theme) throw errors.notFound('Theme');
    if (!theme.active) {
      throw fail('THEME_INACTIVE', { themeName: theme.themeName });
    }
    const running = await queries.activeDeploymentOfTheme(tx, themeId);
    if (running) {
      throw fail(
        'DEPLOYMENT_IN_PROGRESS',
        { themeName: theme.themeName, jobId: running.id },
        { jobId: running.id },
      );
    }
    const siteIds = await storeIdsUsingTheme({ db: tx }, themeId);
    const deployment = await queries.insertDeployment(tx, {
      themeId,
      themeName: theme.themeName,
      themeVersion: theme.version,
      siteIds,
      requestedBy: ctx.actor?.id,
    });
    await enqueue(
      tx,
      deployThemeJob,
      { deploymentId: deployment.id },
      { dedupeKey: `theme-deploy:${deployment.id}` },
    );
    return { jobId: deployment.id, themeName: theme.themeName, siteIds };
  });
}

export async function listDeployments(ctx: DbContext, limit: number): Promise<DeploymentJob[]> {
  return (await queries.listDeployments(ctx.db, limit)).map(toJob);
}

export async function listActiveDeployments(ctx: DbContext): Promise<DeploymentJob[]> {
  return (await queries.listActiveDeployments(ctx.db)).map(toJob);
}

export async function getDeployment(ctx: DbContext, jobId: number): Promise<DeploymentDetail> {
  const row = await queries.findDeployment(ctx.db, jobId);
  if (!row) throw errors.notFound('Deployment');
  const sites = await queries.siteResults(ctx.db, jobId);
  return {
    ...toJob(row),
    sites: sites.map(
      (s): SiteResult => ({
        storeId: s.storeId,
        status: s.status as SiteResult['status'],
        error: s.error,
        themeVersion: s.themeVersion,
        finishedAt: s.finishedAt.toISOString(),
      }),
    ),
  };
}

const MAX_ERRORS_SHOWN = 3;

/**
 * The deployment job: for each store, record the theme version, drop its cached pages and render its
 * home page again. A store that fails to render is put back on its previous version and its error kept;
 * the deployment then ends failed with those errors. Stores already handled (a run cut short by a
 * crash) are skipped, so running the job again finishes it without repeating work.
 */
export async function runDeployment(env: RendererEnv, deploymentId: number) {
  const { db } = env;
  const deployment = await queries.findDeployment(db, deploymentId);
  if (!deployment) return { skipped: 'deployment not found' };
  if (deployment.status === 'completed' || deployment.status === 'failed')
    return { skipped: deployment.status };
  await queries.markStarted(db, deploymentId);

  const renderer = storefrontRenderer(env);
  const done = new Set((await queries.siteResults(db, deploymentId)).map((r) => r.storeId));
  for (const storeId of deployment.siteIds) {
    if (done.has(storeId)) continue;
    const store = await getStoreRenderData({ db }, storeId);
    const version = deployment.themeVersion;
    if (!store || store.themeId !== deployment.themeId) {
      await queries.insertSiteResult(db, {
        deploymentId,
        storeId,
        status: 'skipped',
        error: store ? `The store now uses theme ${store.themeId}.` : 'The store no longer exists.',
        themeVersion: version,
      });
      continue;
    }
    await recordThemeVersion({ db }, storeId, version);
    try {
      await renderer.invalidate(storeId);
      await renderer.renderHome(storeId);
      await queries.insertSiteResult(db, {
        deploymentId,
        storeId,
        status: 'completed',
        themeVersion: version,
      });
    } catch (err) {
      // Compensation: the store keeps serving the version it rendered with before.
      await recordThemeVersion({ db }, storeId, store.themeVersion ?? version);
      await renderer.invalidate(storeId).catch(() => {});
      const message = err instanceof Error ? err.message : String(err);
      env.log.warn({ deploymentId, storeId, err }, 'theme render failed');
      await queries.insertSiteResult(db, {
        deploymentId,
        storeId,
        status: 'failed',
        error: message,
        themeVersion: version,
      });
    }
  }

  const results = await queries.siteResults(db, deploymentId);
  const failed = results.filter((r) => r.status === 'failed');
  const error = failed.length
    ? `${failed.length} of ${results.length} sites failed: ${failed
        .slice(0, MAX_ERRORS_SHOWN)
        .map((r) => `store ${r.storeId}: ${r.error}`)
        .join('; ')}${failed.length > MAX_ERRORS_SHOWN ? '; …' : ''}`
    : null;
  await queries.markFinished(db, deploymentId, failed.length ? 'failed' : 'completed', error);
  return { sites: results.length, failed: failed.length };
}

// The job is defined beside runDeployment, which it runs, so the service enqueueing it and the job
// calling the service are one file, not an import cycle; themes.jobs.ts names it for the job runner.
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
        await queries.markFinished(db, deploymentId, 'failed', `The deployment could not run: ${message}`);
      }
      throw err;
    }
  },
};
