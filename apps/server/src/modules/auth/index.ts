// The front door of modules/auth: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { adminContext, adminGuard } from './auth.admin.guard';
export { currentAdmin, loginAdmin } from './auth.admin.service';
export {
  currentVendor,
  sendConfirmationEmail,
  startVendorSession,
  toVendorUser,
  type VendorAuthEnv,
  type VendorLoginResult,
} from './auth.service';
export { setRefreshCookie } from './auth.vendor.routes';
