// The front door of modules/customers: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  agreesToMarketing,
  consentingPhones,
  findByOptOutToken,
  listCustomers,
  optOutByToken,
  optOutTokens,
  recordMarketingConsent,
} from './customers.service';
