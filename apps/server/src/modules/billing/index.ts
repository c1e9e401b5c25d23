// The front door of modules/billing: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { applyPaidCharge } from './billing.checkout.service';
export { finishPlanRefund, PLAN_REFUND_IN_FLIGHT } from './billing.refund.service';
export { planStatuses, recurringRevenue } from './billing.service';
export { notePlanTransferRejected } from './billing.transfer.service';
