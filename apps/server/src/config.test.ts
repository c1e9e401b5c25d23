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

  describe('object storage', () => {
    const s3 = {
      S3_BUCKET: 'kasuwa-images',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('keeps uploads on local disk under DATA_DIR when no S3 variable is set', () => {
      const config = loadConfig({ ...secrets, DATA_DIR: '/tmp/kasuwa-config-test', S3_BUCKET: '' });
      expect(config.storage).toEqual({ kind: 'local', dir: '/tmp/kasuwa-config-test/uploads' });
    });

    it('selects an S3-compatible bucket, path-style by default for a custom endpoint', () => {
      const config = loadConfig({
        ...secrets,
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_PUBLIC_URL: 'https://cdn.example.com/img/',
      });
      expect(config.storage).toEqual({
        kind: 's3',
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'kasuwa-images',
        region: 'us-east-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com/img',
      });
      // The keys live only in `storage`, not among the plain settings that may be logged.
      expect(config).not.toHaveProperty('S3_SECRET_ACCESS_KEY');
    });

    it('uses AWS virtual-hosted style without an endpoint, and honours S3_FORCE_PATH_STYLE', () => {
      const aws = loadConfig({ ...secrets, ...s3, S3_REGION: 'eu-west-1' });
      expect(aws.storage).toMatchObject({
        kind: 's3',
        endpoint: undefined,
        region: 'eu-west-1',
        forcePathStyle: false,
      });
      const custom = loadConfig({
        ...secrets,
        ...s3,
        S3_ENDPOINT: 'https://s3.example.com',
        S3_FORCE_PATH_STYLE: '0',
      });
      expect(custom.storage).toMatchObject({ forcePathStyle: false });
      const forced = loadConfig({ ...secrets, ...s3, S3_FORCE_PATH_STYLE: 'true' });
      expect(forced.storage).toMatchObject({ forcePathStyle: true });
    });

    it('stops at start-up when the S3 variables are half set', () => {
      expect(() => loadConfig({ ...secrets, S3_BUCKET: 'kasuwa-images' })).toThrow(
        /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required for S3 object storage \(S3_BUCKET is set\)/,
      );
      expect(() =>
        loadConfig({
          ...secrets,
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'a',
          S3_SECRET_ACCESS_KEY: 'b',
        }),
      ).toThrow(/S3_BUCKET: required for S3 object storage/);
      expect(() => loadConfig({ ...secrets, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
        /S3_SECRET_ACCESS_KEY: required/,
      );
      expect(() => loadConfig({ ...secrets, S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(ConfigError);
    });

    it('names malformed S3 variables', () => {
      try {
        loadConfig({
          ...secrets,
          ...s3,
          S3_BUCKET: 'Kasuwa_Images',
          S3_ENDPOINT: 'minio:9000',
          S3_FORCE_PATH_STYLE: 'yes',
        });
        expect.unreachable();
      } catch (err) {
        const message = (err as Error).message;
        expect(message).toContain('S3_BUCKET: must be an S3 bucket name');
        expect(message).toContain('S3_ENDPOINT: must be an http:// or https:// URL');
        expect(message).toContain('S3_FORCE_PATH_STYLE');
      }
    });
  });
});
