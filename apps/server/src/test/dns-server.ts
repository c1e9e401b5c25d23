import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

/** What one name holds in the test zone. */
export interface ZoneEntry {
  A?: string[];
  AAAA?: string[];
  TXT?: string[];
  CNAME?: string;
}

/**
 * A DNS server on loopback (UDP, the real protocol) answering from a zone the test edits: names not in
 * the zone are NXDOMAIN, a type a name lacks is an empty answer, a CNAME is followed for A/AAAA/TXT as
 * a recursive resolver would, and `down = true` makes every answer SERVFAIL.
 */
export async function startDnsServer() {
  const zone = new Map<string, ZoneEntry>();
  const state = { down: false, queries: 0 };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      state.queries++;
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (state.down || !question) {
        response.header.rcode = Packet.RCODE.SERVFAIL;
        return send(response);
      }
      let name = question.name.toLowerCase().replace(/\.$/, '');
      let entry = zone.get(name);
      if (!entry) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        return send(response);
      }
      const record = (type: number, data: object) =>
        response.answers.push({ name, type, class: Packet.CLASS.IN, ttl: 60, ...data } as never);
      if (question.type === Packet.TYPE.CNAME) {
        if (entry.CNAME) record(Packet.TYPE.CNAME, { domain: entry.CNAME });
        return send(response);
      }
      // Follow one CNAME, as a recursive resolver answers with the chain and the target's records.
      if (entry.CNAME) {
        record(Packet.TYPE.CNAME, { domain: entry.CNAME });
        name = entry.CNAME;
        entry = zone.get(name) ?? {};
      }
      if (question.type === Packet.TYPE.A)
        for (const address of entry.A ?? []) record(Packet.TYPE.A, { address });
      if (question.type === Packet.TYPE.AAAA)
        for (const address of entry.AAAA ?? []) record(Packet.TYPE.AAAA, { address });
      if (question.type === Packet.TYPE.TXT)
        for (const data of entry.TXT ?? []) record(Packet.TYPE.TXT, { data });
      return send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1', type: 'udp4' } } as never);
  const { port } = (addresses as { udp: AddressInfo }).udp;
  return {
    zone,
    state,
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${port}`,
    port,
    close: () => server.close(),
  };
}
