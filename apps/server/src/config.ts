import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const roles = z
  .string()
  .default('api,worker')
  .transform((v) => v.split(',').map((r) => r.trim()))
  .pipe(z.array(z.enum(['api', 'worker'])).min(1));

/** Every environment variable Kasuwa reads. The README lists them with these defaults. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  BASE_DOMAIN: z.string().default('localhost'),
  KASUWA_ENV: z.enum(['development', 'test', 'staging', 'production']).default('development'),
  KASUWA_TEST_DATA: flag,
  KASUWA_ROLES: roles,
  KASUWA_SEED: flag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Kasuwa <no-reply@kasuwa.local>'),
  SUPPORT_EMAIL: z.email().default('support@kasuwa.ng'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'COOKIE_SECRET'> {
  version: string;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  cookieSecret: string;
}

export class ConfigError extends Error {}

/** Dev secrets live in DATA_DIR so a restart keeps sessions valid; production must pass them in. */
function devSecrets(dataDir: string): { jwtSecret: string; cookieSecret: string } {
  const file = resolve(dataDir, 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    jwtSecret: randomBytes(32).toString('hex'),
    cookieSecret: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return String(pkg.version);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // `FOO=` in a shell or .env file means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.KASUWA_ENV === 'production') {
    const missing = (['JWT_SECRET', 'COOKIE_SECRET', 'DATABASE_URL', 'PUBLIC_URL'] as const).filter(
      (k) => !env[k],
    );
    if (missing.length)
      throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required in production`);
    if (env.KASUWA_TEST_DATA) {
      throw new ConfigError('Invalid configuration:\n  KASUWA_TEST_DATA: test data is refused in production');
    }
  }
  const dataDir = resolve(env.DATA_DIR);
  const secrets =
    env.JWT_SECRET && env.COOKIE_SECRET
      ? { jwtSecret: env.JWT_SECRET, cookieSecret: env.COOKIE_SECRET }
      : devSecrets(dataDir);
  const { JWT_SECRET: _j, COOKIE_SECRET: _c, ...rest } = env;
  return {
    ...rest,
    version: readVersion(),
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: secrets.jwtSecret,
    cookieSecret: secrets.cookieSecret,
  };
}
