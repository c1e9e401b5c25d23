import { Resolver } from 'node:dns/promises';
import type { DnsRecord, DnsRecordState } from '@kasuwa/contracts';
import type { DomainsConfig } from '../../config';

/** A DNS server did not answer (timeout, refused, SERVFAIL): the records' state is unknown. */
export class DnsUnavailable extends Error {}

/** Codes that are answers ("no such name", "no record of this type"), not failures to get one. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/** The name of the TXT record that proves the vendor holds `hostname`. */
export function challengeName(hostname: string): string {
  return `_kasuwa-challenge.${hostname}`;
}

function lower(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * Looks records up through the configured servers (tests point them at a DNS server on loopback).
 * A name or type with no record is an empty list; a server that cannot answer throws DnsUnavailable,
 * so a resolver outage never unverifies a working domain.
 */
export function dnsLookup(config: DomainsConfig) {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);
  async function ask<T>(query: () => Promise<T[]>): Promise<T[]> {
    try {
      return await query();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (NO_RECORD.has(code)) return [];
      throw new DnsUnavailable(code || (err as Error).message);
    }
  }
  return {
    txt: async (name: string) =>
      (await ask(() => resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    cname: async (name: string) => (await ask(() => resolver.resolveCname(name))).map(lower),
    a: (name: string) => ask(() => resolver.resolve4(name)),
    aaaa: (name: string) => ask(() => resolver.resolve6(name)),
  };
}
export type DnsLookup = ReturnType<typeof dnsLookup>;

export interface DnsCheck {
  records: DnsRecord[];
  ownership: boolean;
  routing: boolean;
}

function stateOf(found: string[], ok: boolean): DnsRecordState {
  if (ok) return 'ok';
  return found.length === 0 ? 'missing' : 'wrong';
}

/**
 * The records the vendor is asked to create: the ownership TXT, then the routing: a CNAME for a
 * subdomain (or for an apex when the proxy has no fixed addresses: the DNS host's ALIAS/ANAME), A/AAAA
 * records of the proxy's addresses for an apex. States are null until checked.
 */
export function wantedRecords(
  config: DomainsConfig,
  hostname: string,
  token: string,
  kind: 'apex' | 'subdomain',
  proxy: string[] = config.addresses,
): DnsRecord[] {
  const records: DnsRecord[] = [
    {
      type: 'TXT',
      name: challengeName(hostname),
      value: token,
      state: null,
      found: [],
      purpose: 'ownership',
    },
  ];
  if (kind === 'subdomain' || proxy.length === 0)
    records.push({
      type: 'CNAME',
      name: hostname,
      value: config.cnameTarget,
      state: null,
      found: [],
      purpose: 'routing',
    });
  if (kind === 'apex')
    for (const ip of proxy)
      records.push({
        type: ip.includes(':') ? 'AAAA' : 'A',
        name: hostname,
        value: ip,
        state: null,
        found: [],
        purpose: 'routing',
      });
  return records;
}

/**
 * What the domain's DNS says now. Ownership: the challenge TXT holds the token. Routing: a CNAME to the
 * platform's target, or A/AAAA records that are all the proxy's addresses (the configured ones, else
 * whatever the target resolves to, which is what an apex's ALIAS/ANAME flattening yields).
 */
export async function checkDns(
  dns: DnsLookup,
  config: DomainsConfig,
  hostname: string,
  token: string,
  kind: 'apex' | 'subdomain',
): Promise<DnsCheck> {
  const [txt, cname, a, aaaa] = await Promise.all([
    dns.txt(challengeName(hostname)),
    dns.cname(hostname),
    dns.a(hostname),
    dns.aaaa(hostname),
  ]);
  const proxy =
    config.addresses.length > 0
      ? config.addresses
      : [...(await dns.a(config.cnameTarget)), ...(await dns.aaaa(config.cnameTarget))];
  const ownership = txt.includes(token);
  const addresses = [...a, ...aaaa];
  const routing =
    cname.includes(config.cnameTarget) ||
    (cname.length === 0 && addresses.length > 0 && addresses.every((ip) => proxy.includes(ip)));
  const records = wantedRecords(config, hostname, token, kind, config.addresses).map((r): DnsRecord => {
    if (r.purpose === 'ownership') return { ...r, found: txt, state: stateOf(txt, ownership) };
    const found = r.type === 'CNAME' ? cname : r.type === 'A' ? a : aaaa;
    return { ...r, found, state: stateOf(found, routing) };
  });
  return { records, ownership, routing };
}
