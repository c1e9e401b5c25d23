// The front door of modules/carts: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  addToCart,
  cartCookieName,
  MAX_CART_LINES,
  parseCart,
  priceCart,
  serializeCart,
  setQuantity,
} from './carts.service';
export { sendCartToWhatsApp, whatsAppDigits, whatsAppOrder } from './whatsapp-carts.service';
