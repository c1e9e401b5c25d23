import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { themeDeploymentSites, themeDeployments, themes } from './themes.schema';

export type ThemeRow = typeof themes.$inferSelect;
export type DeploymentRow = typeof themeDeployments.$inferSelect;
export type SiteResultRow = typeof themeDeploymentSites.$inferSelect;

export function listThemes(db: DbOrTx) {
  return db.select().from(themes).orderBy(asc(themes.id));
}

export async function findTheme(db: DbOrTx, id: number): Promise<ThemeRow | null> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id));
  return row ?? null;
}

/** Locks the theme row so two deploys of one theme are decided one after the other. */
export async function lockTheme(db: DbOrTx, id: number): Promise<ThemeRow | null> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id)).for('update');
  return row ?? null;
}

export async function upsertThemes(db: DbOrTx, rows: (typeof themes.$inferInsert)[]) {
  await db
    .insert(themes)
    .values(rows)
    .onConflictDoUpdate({
      target: themes.id,
      set: {
        title: sql`excluded.title`,
        themeName: sql`excluded.theme_name`,
        description: sql`excluded.description`,
        img: sql`excluded.img`,
        version: sql`excluded.version`,
        updatedAt: sql`now()`,
      },
    });
}

export async function activeDeploymentOfTheme(db: DbOrTx, themeId: number): Promise<DeploymentRow | null> {
  const [row] = await db
    .select()
    .from(themeDeployments)
    .where(
      and(
        eq(themeDeployments.themeId, themeId),
        inArray(themeDeployments.status, ['pending', 'in-progress']),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertDeployment(db: DbOrTx, values: typeof themeDeployments.$inferInsert) {
  const [row] = await db.insert(themeDeployments).values(values).returning();
  return row!;
}

export async function findDeployment(db: DbOrTx, id: number): Promise<DeploymentRow | null> {
  const [row] = await db.select().from(themeDeployments).where(eq(themeDeployments.id, id));
  return row ?? null;
}

export function listDeployments(db: DbOrTx, limit: number) {
  return db.select().from(themeDeployments).orderBy(desc(themeDeployments.id)).limit(limit);
}

export function listActiveDeployments(db: DbOrTx) {
  return db
    .select()
    .from(themeDeployments)
    .where(inArray(themeDeployments.status, ['pending', 'in-progress']))
    .orderBy(asc(themeDeployments.id));
}

export async function markStarted(db: DbOrTx, id: number) {
  await db
    .update(themeDeployments)
    .set({ status: 'in-progress', startedAt: sql`coalesce(${themeDeployments.startedAt}, now())` })
    .where(and(eq(themeDeployments.id, id), inArray(themeDeployments.status, ['pending', 'in-progress'])));
}

export async function markFinished(
  db: DbOrTx,
  id: number,
  status: 'completed' | 'failed',
  error: string | null,
) {
  await db
    .update(themeDeployments)
    .set({ status, error, completedAt: new Date() })
    .where(eq(themeDeployments.id, id));
}

export function siteResults(db: DbOrTx, deploymentId: number) {
  // tenant-scope: a platform theme deployment's results over every store it reached (admin only).
  return db
    .select()
    .from(themeDeploymentSites)
    .where(eq(themeDeploymentSites.deploymentId, deploymentId))
    .orderBy(asc(themeDeploymentSites.storeId));
}

export async function insertSiteResult(db: DbOrTx, values: typeof themeDeploymentSites.$inferInsert) {
  // tenant-scope: written by the deployment job for each store in turn, the store id in `values`.
  await db.insert(themeDeploymentSites).values(values).onConflictDoNothing();
}
