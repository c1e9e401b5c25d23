import type { JobDefinition } from '../../platform/jobs';
import { PURCHASE_JOB, type PurchasePayload, sendPurchase } from './integrations.purchases.service';

/** One purchase event to one connected app (Meta Conversions API or GA4 Measurement Protocol). */
export const sendPurchaseEventJob: JobDefinition<PurchasePayload> = {
  ...PURCHASE_JOB,
  handle: (payload, { db, config }) => sendPurchase({ db }, config, payload),
};
