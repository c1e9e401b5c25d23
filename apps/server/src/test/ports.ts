import { createServer, type Server } from 'node:net';

// Ports for servers a test or bench starts on loopback. A port is found by listening on port 0 and
// closing again, so the kernel may hand the same number out again once it is closed: ports a caller
// needs together come from one `freePorts(n)`, which holds them all open until every one is chosen.

type Ports<N extends number, T extends number[] = []> = T['length'] extends N ? T : Ports<N, [...T, number]>;

export async function freePorts<N extends number>(count: N): Promise<Ports<N>> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((s) => (s.address() as { port: number }).port) as Ports<N>;
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}
