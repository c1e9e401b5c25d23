// The front door of modules/analytics: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { isVisitor, platformOverview, vendorOverview, visitCounterFor, type VisitKind, visitSource } from './analytics.service';
