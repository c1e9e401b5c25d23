// The front door of modules/staff: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { staffPublicRoutes } from './staff.public.routes';
export { staffVendorRoutes } from './staff.vendor.routes';
export { recordStoreWrite } from './store-audit';
