// The front door of modules/currencies: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { findRate } from './currencies.service';
