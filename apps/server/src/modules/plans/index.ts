// The front door of modules/plans: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { assertCanOpenStore, assertFeature, assertStaffSeat, entitlementsFor } from './entitlements.service';
export { getPlan, PLAN_CATALOGUE } from './plans.service';
