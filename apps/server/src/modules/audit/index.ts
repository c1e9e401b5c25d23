// The front door of modules/audit: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { listAuditEntries, recentAuditEntries, recordAudit } from './audit.service';
