// The front door of modules/audit: what other modules may use (.dependency-cruiser.cjs, module-internals).
export type { AuditRow } from './audit.schema';
export { listAuditEntries, recentAuditEntries, recordAudit, storeAuditEntries } from './audit.service';
