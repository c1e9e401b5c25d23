// The front door of modules/discounts: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { activeDeliveryOptions } from './delivery.service';
export {
  type CheckoutPricing,
  type CodeRefusal,
  normaliseCode,
  priceCheckout,
  recordUses,
  releaseUsesOfOrder,
} from './discounts.checkout.service';
