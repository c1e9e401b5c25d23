import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  const all = ['en-NG', 'pcm', 'ha', 'yo', 'ig', 'fr'] as const;
  it('takes the highest quality language offered', () => {
    expect(negotiateLocale('en;q=0.5, ha;q=0.9', all)).toBe('ha');
    expect(negotiateLocale('fr-CI,fr;q=0.9,en;q=0.8', all)).toBe('fr');
    expect(negotiateLocale('en-GB,en;q=0.9', all)).toBe('en-NG');
  });
  it('skips what the store does not offer and answers null when nothing matches', () => {
    expect(negotiateLocale('yo, en;q=0.1', ['en-NG', 'ha'])).toBe('en-NG');
    expect(negotiateLocale('de-DE,de;q=0.9', all)).toBeNull();
    expect(negotiateLocale('ha;q=0', ['ha'])).toBeNull();
    expect(negotiateLocale(undefined, all)).toBeNull();
    expect(negotiateLocale('*', all)).toBeNull();
  });
});
