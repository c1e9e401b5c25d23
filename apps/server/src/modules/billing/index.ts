// The front door of modules/billing: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { CARD_CHECK_REFUND_IN_FLIGHT, finishCardCheckRefund } from './billing.card.service';
export { applyPaidCharge } from './billing.checkout.service';
export { planStatuses, recurringRevenue } from './billing.service';
