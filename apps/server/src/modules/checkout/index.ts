// The front door of modules/checkout: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { checkout, convertLines, placeOrder, refusalError } from './checkout.service';
