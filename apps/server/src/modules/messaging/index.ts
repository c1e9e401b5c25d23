// The front door of modules/messaging: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  notifyAccount,
  notifyVendor,
  tellCustomerAboutDispute,
  textCustomer,
  textOrderReceived,
  whatsAppCustomer,
} from './messaging.service';
