// The front door of modules/payments: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { countOpenDisputes, disputeForTracking, disputeRefusalError, fileDispute } from './disputes.service';
export {
  beginPayment,
  type PaymentStart,
  paymentRefusalError,
  startPayment,
  ussdBankName,
} from './payment-start.service';
export {
  enableEveryProvider,
  findPayment,
  paymentSettingsForDomain,
  REFERENCE,
  verifyOnReturn,
} from './payments.service';
