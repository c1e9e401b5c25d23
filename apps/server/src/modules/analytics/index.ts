// The front door of modules/analytics: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  isVisitor,
  platformOverview,
  type VisitKind,
  vendorOverview,
  visitCounterFor,
  visitSource,
} from './analytics.service';
