import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle } from './idle-gc';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('collectWhenIdle', () => {
  it('collects once when requests stop, not while idle from the start nor while they keep coming', () => {
    // The server's 'request' events are all it watches.
    const server = new EventEmitter();
    const request = () => server.emit('request');
    let collections = 0;
    const stop = collectWhenIdle(server as unknown as Server, 10_000, () => collections++);
    vi.advanceTimersByTime(60_000);
    expect(collections).toBe(0);
    // A request in every interval: never a whole one without.
    for (let i = 0; i < 10; i++) {
      request();
      vi.advanceTimersByTime(9_000);
    }
    expect(collections).toBe(0);
    // Quiet from now: one collection within two intervals, then none while it stays quiet.
    vi.advanceTimersByTime(20_000);
    expect(collections).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(collections).toBe(1);
    request();
    vi.advanceTimersByTime(20_000);
    expect(collections).toBe(2);
    stop();
    request();
    vi.advanceTimersByTime(60_000);
    expect(collections).toBe(2);
  });
});
