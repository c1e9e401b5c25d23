import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secrets = {
  JWT_SECRET: 'x'.repeat(32),
  COOKIE_SECRET: 'y'.repeat(32),
};

describe('config', () => {
  it('has defaults for the embedded mode', () => {
    const config = loadConfig({ ...secrets });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.KASUWA_ROLES).toEqual(['api', 'worker']);
    expect(config.KASUWA_ENV).toBe('development');
    expect(config.KASUWA_TEST_DATA).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.version).toMatch(/^\d{4}\.\d{1,2}\.\d{1,2}/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ ...secrets, PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ ...secrets, PORT: 'eighty', DATABASE_URL: 'mysql://x', KASUWA_ROLES: 'api,cron' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('KASUWA_ROLES');
    }
  });

  it('requires secrets and a database in production and refuses test data there', () => {
    expect(() => loadConfig({ KASUWA_ENV: 'production' })).toThrow(/JWT_SECRET, COOKIE_SECRET, DATABASE_URL/);
    expect(() =>
      loadConfig({
        ...secrets,
        KASUWA_ENV: 'production',
        DATABASE_URL: 'postgres://db/kasuwa',
        PUBLIC_URL: 'https://kasuwa.ng',
        KASUWA_TEST_DATA: '1',
      }),
    ).toThrow(/test data is refused in production/);
  });
});
