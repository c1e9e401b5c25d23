// The front door of modules/auth: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { adminContext, adminGuard } from './auth.admin.guard';
export { currentAdmin, loginAdmin } from './auth.admin.service';
export { currentVendor } from './auth.service';
