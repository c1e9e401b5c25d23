import { expireReservationJob } from './modules/orders/orders.service';
import type { JobDefinition } from './platform/jobs';
import { sendEmailJob } from './platform/mail';
import { deployThemeJob } from './modules/themes/themes.jobs';
import { payoutTransferJob } from './modules/ledger/payouts.service';
import { escrowSweepJob } from './modules/payments/escrow-release.jobs';

/** Every job type the workers run. A module adds its `<domain>.jobs.ts` definitions here. */
export const jobDefinitions: JobDefinition[] = [sendEmailJob as JobDefinition, deployThemeJob as JobDefinition, expireReservationJob as JobDefinition, payoutTransferJob as JobDefinition, escrowSweepJob as JobDefinition];
