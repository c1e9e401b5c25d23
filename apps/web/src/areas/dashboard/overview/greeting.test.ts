import { describe, expect, it } from 'vitest';
import { NEW_STORE_MS, overviewGreeting } from './greeting';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('the overview greeting', () => {
  it('greets a store opened today as new, not as a return', () => {
    const store = { name: 'Adaeze Styles', createdAt: new Date(now - 60_000).toISOString() };
    expect(overviewGreeting(store, now).title).toBe('Welcome to Adaeze Styles');
    expect(overviewGreeting(store, now).description).toMatch(/first product/);
  });

  it('welcomes her back once the store is older than its first days', () => {
    const store = { name: 'Adaeze Styles', createdAt: new Date(now - NEW_STORE_MS - 1).toISOString() };
    expect(overviewGreeting(store, now)).toEqual({
      title: 'Welcome back',
      description: 'Here is how Adaeze Styles is doing.',
    });
  });
});
