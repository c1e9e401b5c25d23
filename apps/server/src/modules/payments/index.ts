// The front door of modules/payments: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { countOpenDisputes, disputeForTracking, disputeRefusalError, fileDispute } from './disputes.service';
export { enableEveryProvider, paymentSettingsForDomain } from './payment-settings.service';
export {
  beginPayment,
  type PaymentStart,
  paymentRefusalError,
  startPayment,
  ussdBankName,
} from './payment-start.service';
export { findPayment, REFERENCE, verifyOnReturn } from './payments.service';
export { displayTransferCode } from './transfer-code';
export { transferView } from './transfers.service';
