import type { JobDefinition } from '../../platform/jobs';
import { deliverPush, PUSH_JOB, type PushPayload } from './push.service';

/** One notification to one device; throws (and is retried) while the push service is busy or down. */
export const sendPushJob: JobDefinition<PushPayload> = {
  ...PUSH_JOB,
  handle: (payload, env) => deliverPush(env, payload),
};
