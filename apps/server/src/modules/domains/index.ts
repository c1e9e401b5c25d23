// The front door of modules/domains: what other modules and the composition may use.
export { domainsRecheckJob, scheduleDomainsRecheck } from './domains.jobs';
export { domainsTlsAskRoutes, domainsVendorRoutes } from './domains.routes';
