import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { collectWhenIdle } from './idle-gc';

let server: Server | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  await new Promise((r) => server?.close(r));
});

async function listening(): Promise<{ server: Server; url: string }> {
  const s = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const address = s.address();
  return { server: s, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('collectWhenIdle', () => {
  it('collects once when requests stop, not while idle from the start nor while they keep coming', async () => {
    const started = await listening();
    server = started.server;
    let collections = 0;
    stop = collectWhenIdle(server, 100, () => collections++);
    await wait(350);
    expect(collections).toBe(0);
    // A request in every interval: never idle for a whole one.
    for (let i = 0; i < 8; i++) {
      await fetch(started.url).then((r) => r.text());
      await wait(10);
    }
    expect(collections).toBe(0);
    await wait(350);
    expect(collections).toBe(1);
    // Still idle: no second collection until requests have come again.
    await wait(350);
    expect(collections).toBe(1);
    await fetch(started.url).then((r) => r.text());
    await wait(350);
    expect(collections).toBe(2);
  });
});
