// The front door of modules/sales: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { getSalePayment, recordSale } from './sales.service';
