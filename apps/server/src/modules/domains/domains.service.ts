import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import type { CustomDomain } from '@kasuwa/contracts';
import { parse } from 'tldts';
import type { Config, DomainsConfig } from '../../config';
import type { DbContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/pg-errors';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { assertFeature } from '../plans';
import { setStoreCustomDomain, storeEntitlements, storefrontRowByDomain, storeOf } from '../stores';
import { checkDns, type DnsLookup, DnsUnavailable, wantedRecords } from './domains.dns';
import * as q from './domains.queries';
import type { StoreDomainRow } from './domains.schema';

export interface DomainsEnv {
  config: Pick<Config, 'BASE_DOMAIN' | 'publicUrl'> & { domains: DomainsConfig };
  dns: DnsLookup;
}

/**
 * The hostname a vendor typed, as Kasuwa stores and serves it: lower-case ASCII, no scheme, path or
 * trailing dot; a registrable name under a public suffix; never an address or a platform host.
 */
export function normaliseDomain(input: string, env: Pick<DomainsEnv, 'config'>): string {
  const bare = input
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
  const ascii = domainToASCII(bare.toLowerCase());
  const parsed = parse(ascii);
  const base = env.config.BASE_DOMAIN.toLowerCase();
  const platformHost = new URL(env.config.publicUrl).hostname.toLowerCase();
  const valid =
    ascii.length > 0 &&
    ascii.length <= 253 &&
    isIP(ascii) === 0 &&
    /^[a-z0-9.-]+$/.test(ascii) &&
    parsed.domain !== null &&
    parsed.isIcann === true &&
    ascii !== base &&
    !ascii.endsWith(`.${base}`) &&
    ascii !== platformHost;
  if (!valid) throw fail('DOMAIN_INVALID', { domain: input.trim().slice(0, 80) });
  return ascii;
}

function kindOf(hostname: string): 'apex' | 'subdomain' {
  return parse(hostname).domain === hostname ? 'apex' : 'subdomain';
}

async function served(ctx: StoreScope, row: StoreDomainRow): Promise<boolean> {
  if (row.status !== 'verified') return false;
  const store = await storeOf(ctx);
  return store.customDomain === row.hostname && !store.planCustomDomainOff;
}

async function toAnswer(ctx: StoreScope, env: DomainsEnv, row: StoreDomainRow): Promise<CustomDomain> {
  const kind = kindOf(row.hostname);
  return {
    domain: row.hostname,
    kind,
    status: row.status as CustomDomain['status'],
    records:
      row.records.length > 0 ? row.records : wantedRecords(env.config.domains, row.hostname, row.token, kind),
    served: await served(ctx, row),
    url: `https://${row.hostname}`,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    lastCheckError: row.lastCheckError,
  };
}

export async function getDomain(ctx: StoreScope, env: DomainsEnv): Promise<CustomDomain> {
  const row = await q.domainOf(ctx);
  if (!row) throw fail('DOMAIN_NOT_SET');
  return toAnswer(ctx, env, row);
}

/**
 * Connects a domain to the store (replacing any other it had), with a new ownership token, and checks
 * its DNS at once: a vendor who created the records first is verified in one step.
 */
export async function setDomain(ctx: StoreScope, env: DomainsEnv, input: string): Promise<CustomDomain> {
  assertFeature(await storeEntitlements(ctx), 'customDomain');
  const hostname = normaliseDomain(input, env);
  const current = await q.domainOf(ctx);
  if (current?.hostname === hostname) return checkDomain(ctx, env);
  await inTransaction(ctx, async (tx) => {
    const owner = await q.domainOwner(tx.db, hostname);
    if (owner !== null && owner !== tx.storeId) throw fail('DOMAIN_TAKEN', { domain: hostname });
    await q.replaceDomain(tx, { hostname, token: `kasuwa-verify=${randomBytes(16).toString('hex')}` });
    await setStoreCustomDomain(tx, tx.storeId, null);
  }).catch((err) => {
    // Two stores adding the same domain at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(err, 'store_domains_hostname_key'))
      throw fail('DOMAIN_TAKEN', { domain: hostname });
    throw err;
  });
  return checkDomain(ctx, env);
}

/**
 * Looks the records up now and serves the domain only while both ownership and routing hold. A DNS
 * server that cannot answer changes nothing (the outage is reported, the domain keeps its state);
 * records found gone or changed take a verified domain off at once, back to the subdomain.
 */
export async function checkDomain(ctx: StoreScope, env: DomainsEnv): Promise<CustomDomain> {
  const row = await q.domainOf(ctx);
  if (!row) throw fail('DOMAIN_NOT_SET');
  const now = new Date();
  let result: Awaited<ReturnType<typeof checkDns>>;
  try {
    result = await checkDns(env.dns, env.config.domains, row.hostname, row.token, kindOf(row.hostname));
  } catch (err) {
    if (!(err instanceof DnsUnavailable)) throw err;
    const updated = await q.updateDomain(ctx, {
      checkedAt: now,
      lastCheckError: 'The DNS servers could not be reached. Kasuwa will try again.',
    });
    return toAnswer(ctx, env, updated ?? row);
  }
  const verified = result.ownership && result.routing;
  const entitled = (await storeEntitlements(ctx)).customDomain;
  const updated = await inTransaction(ctx, async (tx) => {
    const next = await q.updateDomain(tx, {
      records: result.records,
      checkedAt: now,
      lastCheckError: null,
      status: verified ? 'verified' : row.status === 'pending' ? 'pending' : 'failing',
      verifiedAt: verified ? (row.verifiedAt ?? now) : row.verifiedAt,
    });
    const store = await storeOf(tx);
    const wanted = verified && entitled ? row.hostname : null;
    if (store.customDomain !== wanted) await setStoreCustomDomain(tx, tx.storeId, wanted);
    return next;
  });
  return toAnswer(ctx, env, updated ?? row);
}

export async function removeDomain(ctx: StoreScope): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (!(await q.deleteDomain(tx))) throw fail('DOMAIN_NOT_SET');
    await setStoreCustomDomain(tx, tx.storeId, null);
  });
}

/** The daily re-check of every store's domain; one store's failure does not stop the others. */
export async function recheckAllDomains(
  ctx: DbContext,
  env: DomainsEnv,
  log: { warn: (obj: object, msg: string) => void },
): Promise<number> {
  let after = 0;
  let checked = 0;
  for (;;) {
    const page = await q.domainsAfter(ctx.db, after, 100);
    if (page.length === 0) return checked;
    for (const { storeId } of page) {
      try {
        await checkDomain({ db: ctx.db, storeId }, env);
        checked++;
      } catch (err) {
        log.warn({ err, storeId }, 'custom domain re-check failed');
      }
    }
    after = page[page.length - 1]!.storeId;
  }
}

/**
 * The TLS proxy's question before it obtains or renews a certificate for `hostname`: yes only for the
 * verified domain of an active store whose owner's plan includes custom domains, asked live.
 */
export async function mayServeTls(ctx: DbContext, hostname: string): Promise<boolean> {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name || name.length > 253) return false;
  const store = await storefrontRowByDomain(ctx, name);
  if (store?.status !== 'active') return false;
  return (await storeEntitlements({ db: ctx.db, storeId: store.id })).customDomain;
}
