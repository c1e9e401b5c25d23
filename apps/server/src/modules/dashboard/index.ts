// The front door of modules/dashboard: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { dashboardStats, recentActivity } from './dashboard.service';
