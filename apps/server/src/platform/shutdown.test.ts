import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { shutdown } from './shutdown';

describe('graceful shutdown', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const o of opened) await o.close().catch(() => {});
  });

  it('lets in-flight requests finish, then refuses new connections', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const t = await createTestApp({
      extend: (app) => {
        app.get('/api/test/slow', async () => {
          await gate;
          return { done: true };
        });
      },
    });
    opened.push(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`).then((r) => r.json());
    await new Promise((r) => setTimeout(r, 100));
    const closing = shutdown(t.app, t.database);
    setTimeout(release, 200);
    expect(await inFlight).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
