import { z } from 'zod';

/* ---------- Themes (spec 2.19, 3, 4, 7.7) ---------- */

export const themeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  theme_name: z.string(),
  description: z.string(),
  img: z.string(),
  active: z.boolean(),
  version: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;
export const themesResponseSchema = z.object({ themes: z.array(themeSchema) });

export const DEPLOYMENT_STATUSES = ['pending', 'in-progress', 'completed', 'failed'] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];
export const deploymentStatusSchema = z.enum(DEPLOYMENT_STATUSES);

export const deploymentJobSchema = z.object({
  jobId: z.number().int(),
  status: deploymentStatusSchema,
  themeId: z.number().int(),
  themeName: z.string(),
  themeVersion: z.string(),
  siteIds: z.array(z.number().int()),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
});
export type DeploymentJob = z.infer<typeof deploymentJobSchema>;

export const siteResultSchema = z.object({
  storeId: z.number().int(),
  /** skipped: the store moved to another theme between the deploy and the run. */
  status: z.enum(['completed', 'failed', 'skipped']),
  error: z.string().nullable(),
  themeVersion: z.string(),
  finishedAt: z.iso.datetime(),
});
export type SiteResult = z.infer<typeof siteResultSchema>;

export const deploymentDetailSchema = deploymentJobSchema.extend({ sites: z.array(siteResultSchema) });
export type DeploymentDetail = z.infer<typeof deploymentDetailSchema>;

export const deploymentsResponseSchema = z.object({ deployments: z.array(deploymentJobSchema) });
export const deployResponseSchema = z.object({
  jobId: z.number().int(),
  themeName: z.string(),
  siteIds: z.array(z.number().int()),
});
export type DeployResponse = z.infer<typeof deployResponseSchema>;

export const themeIdParamsSchema = z.object({ themeId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const jobIdParamsSchema = z.object({
  jobId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const deploymentHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Spec section 5, word for word. */
export const deployConfirmText = (themeName: string) =>
  `Are you sure you want to deploy theme "${themeName}" to all stores using this theme?`;
/** Spec section 8, word for word. */
export const DEPLOY_FAILED_ALERT = 'Failed to deploy theme. Please try again.';
export const EXPORT_FAILED_ALERT = 'Failed to export report. Please try again.';

/** Spec section 9: deployment polling and how long finished cards stay. */
export const DEPLOYMENT_POLL_MS = 5_000;
export const FINISHED_DEPLOYMENT_LINGER_MS = 10_000;

/* ---------- System monitor (spec 2.18, 3, 4, 7.6) ---------- */

export const SERVICE_STATES = ['online', 'offline', 'warning'] as const;
export const serviceStatusSchema = z.object({
  service: z.string(),
  status: z.enum(SERVICE_STATES),
  lastCheck: z.iso.datetime(),
  responseTime: z.number().int().describe('ms'),
  uptime: z.string(),
  detail: z.string().optional(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;
export const monitorStatusResponseSchema = z.object({ services: z.array(serviceStatusSchema) });

export const queueStatusSchema = z.object({
  queueName: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  delayed: z.number().int(),
});
export type QueueStatus = z.infer<typeof queueStatusSchema>;
export const monitorQueuesResponseSchema = z.object({
  backend: z.enum(['bullmq', 'in-process']),
  queues: z.array(queueStatusSchema),
});
export type MonitorQueues = z.infer<typeof monitorQueuesResponseSchema>;

export const versionEntrySchema = z.object({
  version: z.string(),
  status: z.enum(['active', 'inactive', 'deprecated']),
  releaseDate: z.string().nullable(),
  description: z.string(),
  features: z.array(z.string()),
});
export type VersionEntry = z.infer<typeof versionEntrySchema>;
export const monitorVersionsResponseSchema = z.object({ versions: z.array(versionEntrySchema) });

export const queueSessionResponseSchema = z.object({ expiresAt: z.iso.datetime(), url: z.string() });

/** Spec section 4: the queue health badge. */
export const queueHealth = (q: Pick<QueueStatus, 'failed'>): 'Healthy' | 'Issues' =>
  q.failed > 0 ? 'Issues' : 'Healthy';

/** Spec section 4: response time colour bands. */
export const responseTimeBand = (ms: number): 'fast' | 'medium' | 'slow' =>
  ms < 100 ? 'fast' : ms < 300 ? 'medium' : 'slow';

export const MONITOR_POLL_MS = 30_000;
