import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The storefront themes a store can use (`stores.theme_id`), spec sections 2.19 and 3. */
export const themes = pgTable('themes', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  themeName: text('theme_name').notNull(),
  description: text('description').notNull().default(''),
  img: text('img').notNull().default(''),
  active: boolean('active').notNull().default(true),
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One deployment of a theme to every store using it; its id is the job id the admin screen shows. */
export const themeDeployments = pgTable(
  'theme_deployments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    themeId: integer('theme_id').notNull(),
    themeName: text('theme_name').notNull(),
    themeVersion: text('theme_version').notNull(),
    status: text('status').notNull().default('pending'),
    siteIds: jsonb('site_ids').$type<number[]>().notNull(),
    error: text('error'),
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('theme_deployments_status_idx').on(t.status, t.createdAt),
    index('theme_deployments_theme_idx').on(t.themeId, t.status),
  ],
);

/** The outcome for each store of a deployment; a re-run after a crash skips the stores already here. */
export const themeDeploymentSites = pgTable(
  'theme_deployment_sites',
  {
    deploymentId: bigint('deployment_id', { mode: 'number' })
      .notNull()
      .references(() => themeDeployments.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    themeVersion: text('theme_version').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deploymentId, t.storeId] })],
);
