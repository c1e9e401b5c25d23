import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * POSTs to a URL a tenant chose (outbound webhooks), without letting that URL reach our own network.
 *
 * - Every address the host name resolves to must be public unicast (ipaddr.js's `unicast` range: not
 *   private, loopback, link-local, unique-local, carrier-grade NAT, multicast, reserved, documentation,
 *   NAT64/6to4/Teredo, IPv4-compatible, nor an IPv4-mapped private address; see isPublicAddress).
 *   One bad address refuses the whole name; `localhost` and its subdomains are refused by name.
 * - The check runs inside the socket's own `lookup`, and the socket connects to the address that was
 *   checked: there is no second resolution a DNS-rebinding answer could slip into. TLS still verifies the
 *   certificate against the host name (SNI), so pinning the address does not weaken HTTPS.
 * - Redirects are not followed (a 3xx is an answer like any other), the whole exchange has a deadline,
 *   and only the first `maxResponseBytes` of the answer are read.
 */

export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  /** Bytes as they are (an encrypted Web Push message) or text sent as UTF-8. */
  body: string | Buffer;
  timeoutMs: number;
  /** Extra CA certificates to trust (PEM): tests' loopback receivers over HTTPS. */
  ca?: string;
  /** Development and test: loopback and private receivers are allowed (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivate: boolean;
  maxResponseBytes?: number;
  /** Name resolution; tests pass their own to prove the connection uses the checked answer. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export type OutboundResult =
  | { kind: 'answered'; status: number; body: string; durationMs: number }
  | { kind: 'refused'; error: string; durationMs: number }
  | { kind: 'failed'; error: string; durationMs: number };

/**
 * Whether an address may be connected to from production: public unicast only, as ipaddr.js classifies
 * it (its named ranges cover private, loopback, link-local, unique-local, carrier-grade NAT, multicast,
 * reserved, benchmarking, documentation, discard, 6to4, Teredo, NAT64 and IPv4-translated forms, all
 * refused). Two IPv6 forms carry an IPv4 address ipaddr.js leaves in `unicast`: an IPv4-mapped
 * address is judged by the IPv4 address it maps, and an IPv4-compatible one (`::a.b.c.d`, deprecated
 * since RFC 4291, `::a9fe:a9fe` being the metadata address) is refused whatever it embeds.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  if (v6.match(IPV4_COMPATIBLE)) return false;
  return v6.range() === 'unicast';
}

/** `::/96`: the deprecated IPv4-compatible IPv6 addresses (`::` and `::1` have their own ranges). */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96') as [ipaddr.IPv6, number];

/**
 * A host name as resolvers and our checks should see it: lowercase, without the brackets of an IPv6
 * literal, without one trailing dot (`LOCALHOST.` is `localhost`, the dot only says the name is fully
 * qualified), and in the punycode form the WHATWG URL parser gives (`new URL` also turns `0xa9fea9fe`
 * and other IPv4 spellings into the dotted form).
 */
export function normaliseHost(hostname: string): string {
  let host = hostname.trim();
  try {
    host = new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`).hostname;
  } catch {
    host = host.toLowerCase();
  }
  return host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** `localhost` and every name under it are loopback (RFC 6761), whatever a resolver answers. */
function isLoopbackName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

export class AddressRefused extends Error {
  readonly code = 'EADDRREFUSED';
}

function systemResolve(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );
}

/** A `lookup` for net.connect that resolves once, refuses non-public answers, and hands back only those. */
function guardedLookup(options: Pick<OutboundPost, 'allowPrivate' | 'resolve'>): LookupFunction {
  const resolve = options.resolve ?? systemResolve;
  return (hostname, lookupOptions, callback) => {
    const host = normaliseHost(hostname);
    if (!options.allowPrivate && isLoopbackName(host)) {
      callback(new AddressRefused(`${host} is a loopback name`), '', 0);
      return;
    }
    resolve(host)
      .then((all) => {
        if (all.length === 0)
          throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
        const bad = options.allowPrivate ? undefined : all.find((a) => !isPublicAddress(a.address));
        if (bad) {
          throw new AddressRefused(`${hostname} resolves to ${bad.address}, which is not a public address`);
        }
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = family ? all.filter((a) => a.family === family) : all;
        if (usable.length === 0)
          throw Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' });
        if (lookupOptions.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, '', 0));
  };
}

/**
 * Why a host may not receive webhooks (an address literal or a name resolving to a non-public address),
 * or null. For telling a vendor at once when they register a URL; `postGuarded` checks again at send time.
 * A name that does not resolve now is not refused: it may be set up later.
 */
export async function hostRefusal(
  hostname: string,
  resolve: (hostname: string) => Promise<LookupAddress[]> = systemResolve,
): Promise<string | null> {
  const host = normaliseHost(hostname);
  if (isIP(host)) return isPublicAddress(host) ? null : `${host} is not a public address`;
  if (isLoopbackName(host)) return `${host} is a loopback name`;
  let all: LookupAddress[];
  try {
    all = await resolve(host);
  } catch {
    return null;
  }
  const bad = all.find((a) => !isPublicAddress(a.address));
  return bad ? `${host} resolves to ${bad.address}` : null;
}

export function postGuarded(request: OutboundPost): Promise<OutboundResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve({ kind: 'refused', error: 'not a valid URL', durationMs: 0 });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return Promise.resolve({ kind: 'refused', error: `${url.protocol} URLs are not allowed`, durationMs: 0 });
  }
  // net.connect skips `lookup` for an address literal, so a literal is checked here.
  const host = normaliseHost(url.hostname);
  if (isIP(host) && !request.allowPrivate && !isPublicAddress(host)) {
    return Promise.resolve({
      kind: 'refused',
      error: `${host} is not a public address`,
      durationMs: 0,
    });
  }
  const limit = request.maxResponseBytes ?? 2048;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: OutboundResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        lookup: guardedLookup(request),
        ...(request.ca ? { ca: request.ca } : {}),
        // A fresh connection per delivery: a pooled socket would skip the lookup (and its check).
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            kind: 'answered',
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, limit),
            durationMs: elapsed(),
          });
        res.on('data', (chunk: Buffer) => {
          if (size < limit) chunks.push(chunk.subarray(0, limit - size));
          size += chunk.length;
          // Enough read: the rest of a large answer is not worth waiting for.
          if (size >= limit) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', done);
        res.on('close', done);
      },
    );
    const deadline = setTimeout(() => {
      req.destroy(new Error(`no answer within ${request.timeoutMs} ms`));
    }, request.timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof AddressRefused)
        finish({ kind: 'refused', error: err.message, durationMs: elapsed() });
      else
        finish({
          kind: 'failed',
          error: err.message || err.code || 'connection failed',
          durationMs: elapsed(),
        });
    });
    req.end(request.body);
  });
}
