import { analyticsRollupJob } from './modules/analytics/analytics.jobs';
import { billingDueNowJob, billingSweepJob } from './modules/billing/billing.jobs';
import { deliverCampaignMessageJob } from './modules/campaigns/campaigns.service';
import { domainsRecheckJob } from './modules/domains';
import { sendPurchaseEventJob } from './modules/integrations/integrations.jobs';
import { invoiceReminderJob } from './modules/invoices/invoices.jobs';
import { payoutTransferJob } from './modules/ledger/payouts.service';
import { escrowSweepJob } from './modules/payments/escrow-release.jobs';
import { refundPaidOutsideJob } from './modules/payments/paid-outside.jobs';
import { expireReservationJob } from './modules/payments/reservation-expiry.jobs';
import { sendPushJob } from './modules/push/push.jobs';
import { deployThemeJob } from './modules/themes/themes.jobs';
import { deliverWebhookJob } from './modules/webhooks/webhooks.jobs';
import type { JobDefinition } from './platform/jobs';
import { sendEmailJob } from './platform/mail';
import { sendSmsJob } from './platform/sms/outbox';
import { sendWhatsAppJob } from './platform/whatsapp/outbox';

/** Every job type the workers run. A module adds its `<domain>.jobs.ts` definitions here. */
export const jobDefinitions: JobDefinition[] = [
  sendEmailJob as JobDefinition,
  sendSmsJob as JobDefinition,
  sendWhatsAppJob as JobDefinition,
  deployThemeJob as JobDefinition,
  expireReservationJob as JobDefinition,
  refundPaidOutsideJob as JobDefinition,
  payoutTransferJob as JobDefinition,
  escrowSweepJob as JobDefinition,
  billingSweepJob as JobDefinition,
  billingDueNowJob as JobDefinition,
  invoiceReminderJob as JobDefinition,
  deliverCampaignMessageJob as JobDefinition,
  analyticsRollupJob as JobDefinition,
  deliverWebhookJob as JobDefinition,
  sendPurchaseEventJob as JobDefinition,
  domainsRecheckJob as JobDefinition,
  sendPushJob as JobDefinition,
];
