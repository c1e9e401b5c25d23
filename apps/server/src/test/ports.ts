import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:net';

// Ports for servers a test or bench starts on loopback, chosen before the server listens (its own
// configuration names the port). Asking the kernel (listen on 0, close) picks from the ephemeral range,
// where every outgoing connection of every test worker also takes its local port, and a kernel may hand
// a just-closed port out again (a CI run gave the proxy and an API process the same one). So ports are
// drawn at random below that range and proven free by listening on them; ports a caller needs together
// come from one `freePorts(n)`, which holds them all until every one is chosen.

/** Below Linux's default ephemeral range (32768–60999) and above most services' fixed ports. */
const FIRST = 20_000;
const LAST = 32_000;

type Ports<N extends number, T extends number[] = []> = T['length'] extends N ? T : Ports<N, [...T, number]>;

function holdPort(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export async function freePorts<N extends number>(count: N): Promise<Ports<N>> {
  const held: Server[] = [];
  try {
    for (let tries = 0; held.length < count; tries++) {
      if (tries > 1000) throw new Error(`no ${count} free ports between ${FIRST} and ${LAST}`);
      const server = await holdPort(randomInt(FIRST, LAST + 1));
      if (server) held.push(server);
    }
    return held.map((s) => (s.address() as { port: number }).port) as Ports<N>;
  } finally {
    await Promise.all(held.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}
