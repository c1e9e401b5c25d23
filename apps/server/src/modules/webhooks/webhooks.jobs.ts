import type { JobDefinition } from '../../platform/jobs';
import { attemptDelivery, DELIVER_JOB, type DeliverPayload } from './webhooks.service';

/** One attempt of one webhook delivery; the service records it and schedules the next on failure. */
export const deliverWebhookJob: JobDefinition<DeliverPayload> = {
  ...DELIVER_JOB,
  handle: (payload, { db, config }) => attemptDelivery({ db }, config, payload),
};
