// The front door of modules/audit: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  type AuditRow,
  listAuditEntries,
  recentAuditEntries,
  recordAudit,
  storeAuditEntries,
} from './audit.service';
