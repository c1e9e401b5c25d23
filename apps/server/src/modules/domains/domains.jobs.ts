import type { RequestContext } from '../../platform/context';
import { enqueue, type JobDefinition, type JobEnv } from '../../platform/jobs';
import { dnsLookup } from './domains.dns';
import { recheckAllDomains } from './domains.service';

const DAY = 24 * 60 * 60_000;

/**
 * Checks every store's domain again once a day: records removed or pointed elsewhere take the domain
 * off (the store is back on its subdomain, the TLS proxy's ask turns it down); a domain put right comes back.
 */
export const domainsRecheckJob: JobDefinition<Record<string, never>> = {
  type: 'domains.recheck',
  queue: 'reports',
  async handle(_payload, env: JobEnv) {
    const checked = await recheckAllDomains(
      { db: env.db },
      { config: env.config, dns: dnsLookup(env.config.domains) },
      env.log,
    );
    await scheduleDomainsRecheck({ db: env.db }, new Date(Date.now() + DAY));
    return { checked };
  },
};

export function scheduleDomainsRecheck(ctx: Pick<RequestContext, 'db'>, runAt = new Date()) {
  return enqueue(
    ctx.db,
    domainsRecheckJob,
    {},
    { runAt, dedupeKey: `domains-recheck:${Math.floor(runAt.getTime() / DAY)}` },
  );
}
