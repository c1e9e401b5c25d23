// The front door of modules/payments: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { countOpenDisputes, disputeForTracking, disputeRefusalError, fileDispute } from './disputes.service';
export { beginPayment, type PaymentStart, paymentRefusalError, startPayment } from './payment-start.service';
export { findPayment, paymentSettingsForDomain, REFERENCE, verifyOnReturn } from './payments.service';
export { displayTransferCode } from './transfer-code';
export { transferView } from './transfers.service';
