/**
 * The dashboard's first load as a build entry (vite.config.ts): its frame and overview, so that the
 * libraries they use join the framework file and their own code makes one file, instead of a score of
 * small shared chunks that each cost a round trip and its headers on a phone. Nothing imports this
 * module; the routes import the two pages directly, which the build finds in this entry's file.
 */
export { DashboardShell } from './DashboardShell';
export { OverviewPage } from './overview/OverviewPage';
