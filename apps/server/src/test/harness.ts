import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { TokenService } from '../platform/auth';
import { type Database, openDatabase } from '../platform/db';
import { withDatabase } from './global-setup';

export interface TestContext {
  app: App;
  tokens: TokenService;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh, migrated database of its own: PGlite in memory, or a clone on TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `kasuwa_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 20 });
    return {
      database,
      async drop() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ memory: true, loadDataDir: dump });
  return { database, drop: () => database.close() };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-test-'));
  return loadConfig({
    KASUWA_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-000',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0',
    ...overrides,
  });
}

export async function createTestApp(
  options: BuildOptions & { env?: Record<string, string> } = {},
): Promise<TestContext> {
  const config = testConfig(options.env);
  const { database, drop } = await openTestDatabase();
  const tokens = new TokenService(config.jwtSecret);
  const app = await buildApp(
    { config, database, tokens, startedAt: Date.now() },
    { logger: false, ...options },
  );
  await app.ready();
  return {
    app,
    tokens,
    database,
    config,
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
