// Why this file is over 400 lines: docs/architecture.md keeps every environment variable in this one file, parsed
// with zod and given its embedded-mode default, so docs/configuration.md's table has one source; the
// provider sections (payments, SMS, WhatsApp, storage) each turn their variables into one typed config.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { fromRoot } from './platform/paths';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const roles = z
  .string()
  .default('api,worker')
  .transform((v) => v.split(',').map((r) => r.trim()))
  .pipe(z.array(z.enum(['api', 'worker'])).min(1));

/** proxy-addr's named ranges, accepted by Fastify's trustProxy beside addresses and CIDRs. */
const proxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRanges.has(entry)) return true;
  const [address = '', bits, ...extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may speak for the client in X-Forwarded-For: unset trusts none (the socket address is the
 * client), a number trusts that many hops from the socket, a list trusts only those proxy addresses.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim() ?? '';
    if (!value) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of proxy addresses and CIDRs (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's trustProxy option for the parsed TRUST_PROXY. A hop count becomes a function, because
 * Fastify 5 treats a bare number as "trust nothing"; proxy-addr numbers hops from the socket (0).
 */
export function fastifyTrustProxy(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value === 0 ? false : (_address, hop) => hop < value;
  return value;
}

/**
 * EXTERNAL_REDIRECT_HOSTS: host names /externalRedirect may send a browser to without asking first.
 * `*.example.com` also covers every subdomain of example.com. Lower-cased; ports are not part of it.
 */
const externalRedirectHosts = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    const bad = entries.filter(
      (e) => !/^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9-]{1,63}$/.test(e),
    );
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of host names such as docs.kasuwa.ng or *.paystack.com (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Every environment variable Kasuwa reads. docs/configuration.md lists them with these defaults. */
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
  BULLMQ_PREFIX: z
    .string()
    .regex(/^[\w-]{1,40}$/, 'letters, digits, - and _ only')
    .default('kasuwa'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
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
  TRUST_PROXY: trustProxy,
  EXTERNAL_REDIRECT_HOSTS: externalRedirectHosts,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A line per request costs throughput; production logs them only when asked (errors are always logged).
  LOG_REQUESTS: z.enum(['0', '1', 'true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
  // Payment providers. Unset base URLs point at the in-repo sandbox in development and test, and at
  // the real providers in staging and production (where the sandbox is refused).
  PAYMENTS_SANDBOX: z.enum(['0', '1', 'true', 'false', '']).optional(),
  PAYSTACK_BASE_URL: z.url().optional(),
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  PAYSTACK_PUBLIC_KEY: z.string().min(8).optional(),
  FLUTTERWAVE_BASE_URL: z.url().optional(),
  FLUTTERWAVE_SECRET_KEY: z.string().min(8).optional(),
  FLUTTERWAVE_PUBLIC_KEY: z.string().min(8).optional(),
  FLUTTERWAVE_WEBHOOK_HASH: z.string().min(8).optional(),
  PAGA_CHECKOUT_URL: z.url().optional(),
  PAGA_VERIFY_URL: z.url().optional(),
  PAGA_PUBLIC_KEY: z.string().min(8).optional(),
  PAGA_SECRET_KEY: z.string().min(8).optional(),
  BANK_TRANSFER_ACCOUNT: z
    .string()
    .regex(/^[^|]+\|\d{10}\|[^|]+$/, 'must be "Bank name|10-digit account number|Account name"')
    .optional(),
  // SMS providers, tried in SMS_PROVIDERS order with failover. Unset keys point at the in-repo sandbox
  // in development and test; elsewhere a provider without keys is left out.
  SMS_SANDBOX: z.enum(['0', '1', 'true', 'false', '']).optional(),
  SMS_PROVIDERS: z
    .string()
    .regex(
      /^\s*(termii|africastalking)(\s*,\s*(termii|africastalking))*\s*$/,
      'must list termii and/or africastalking',
    )
    .optional(),
  TERMII_BASE_URL: z.url().optional(),
  TERMII_API_KEY: z.string().min(8).optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be 3 to 11 letters or digits')
    .optional(),
  TERMII_WEBHOOK_SECRET: z.string().min(8).optional(),
  AFRICASTALKING_BASE_URL: z.url().optional(),
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(8).optional(),
  AFRICASTALKING_SENDER_ID: z.string().min(1).max(11).optional(),
  AFRICASTALKING_CALLBACK_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  // WhatsApp Cloud API. Unset values point at the in-repo sandbox in development and test; elsewhere
  // the channel is off until every one of token, phone number id, app secret and verify token is set.
  WHATSAPP_SANDBOX: z.enum(['0', '1', 'true', 'false', '']).optional(),
  WHATSAPP_BASE_URL: z.url().optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d{1,2}$/, 'must be a Graph API version such as v21.0')
    .optional(),
  WHATSAPP_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the numeric phone number id')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Outbound webhooks (issue 21). Private, loopback and link-local receivers are allowed only where this
  // is on: by default in development and test, never in production.
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['0', '1', 'true', 'false', '']).optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
  // Web Push (issue 32): the VAPID key pair (base64url, as web-push's generateVAPIDKeys gives them), both
  // or neither; without them a pair is generated on first use and kept in the database (platform_meta).
  WEB_PUSH_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url 65-byte P-256 public key')
    .optional(),
  WEB_PUSH_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url 32-byte P-256 private key')
    .optional(),
  // The contact push services may write to about our sends (RFC 8292 `sub`): mailto: or https:.
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .optional(),
  // GraphQL introspection: on in development and test, off elsewhere unless asked (`storefront` opens
  // it on the public Storefront API only, for headless storefronts' tooling).
  GRAPHQL_INTROSPECTION: z.enum(['on', 'storefront', 'off']).optional(),
  // Connected apps (issue 21): where the server sends purchase events. Unset values point at the in-repo
  // sandbox in development and test (APPS_SANDBOX), at Meta's and Google's own hosts elsewhere.
  APPS_SANDBOX: z.enum(['0', '1', 'true', 'false', '']).optional(),
  META_GRAPH_BASE_URL: z.url().optional(),
  META_GRAPH_API_VERSION: z
    .string()
    .regex(/^v\d{1,3}\.\d{1,2}$/, 'must be a Graph API version such as v21.0')
    .optional(),
  GA4_BASE_URL: z.url().optional(),
  // Custom domains (issue 34): the DNS servers ownership and routing are checked with (host or host:port,
  // comma-separated; unset uses the system's resolver), the host a `www`-style domain points its CNAME at
  // and the proxy's addresses an apex domain points its A/AAAA records at.
  DNS_SERVERS: z
    .string()
    .regex(
      /^\s*[\w.:[\]-]+\s*(,\s*[\w.:[\]-]+\s*)*$/,
      'must be DNS server addresses such as 1.1.1.1,8.8.8.8 or 127.0.0.1:5353',
    )
    .optional(),
  CUSTOM_DOMAIN_TARGET: z.string().optional(),
  CUSTOM_DOMAIN_IPS: z
    .string()
    .regex(/^\s*[\w.:]+\s*(,\s*[\w.:]+\s*)*$/, 'must be IP addresses separated by commas')
    .optional(),
  ESCROW_RELEASE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  // How fast one store's campaign goes out: providers throttle bursts, and a store's campaign must not
  // hold up another's order alerts.
  CAMPAIGN_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
  // Object storage for uploads. Unset S3_BUCKET keeps them on local disk under DATA_DIR.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lowercase letters, digits, . and -)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  S3_PUBLIC_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Resolved provider settings: every adapter reads these, never the raw variables. */
export interface PaymentsConfig {
  /** The in-repo sandbox is mounted at `/sandbox` (development and test only). */
  sandbox: boolean;
  paystack: { baseUrl: string; secretKey: string; publicKey: string };
  flutterwave: { baseUrl: string; secretKey: string; publicKey: string; webhookHash: string };
  paga: { checkoutUrl: string; verifyUrl: string; publicKey: string; secretKey: string };
  /** The platform's collection account shown for bank transfers; null hides that method. */
  bankTransfer: { bankName: string; accountNumber: string; accountName: string } | null;
}

export type SmsProviderName = 'termii' | 'africastalking';

/** Resolved SMS settings: the adapters read these, never the raw variables. */
export interface SmsConfig {
  /** The in-repo SMS sandbox is mounted at `/sandbox` (development and test only). */
  sandbox: boolean;
  /** Providers to try, in order; empty means messages are kept and logged but not sent. */
  order: SmsProviderName[];
  termii: { baseUrl: string; apiKey: string; senderId: string; webhookSecret: string };
  africastalking: {
    baseUrl: string;
    username: string;
    apiKey: string;
    senderId: string;
    callbackKey: string;
  };
}

/** Resolved WhatsApp Cloud API settings; `enabled` false means nothing is sent on this channel. */
export interface WhatsAppConfig {
  /** The in-repo WhatsApp sandbox is mounted at `/sandbox/whatsapp` (development and test only). */
  sandbox: boolean;
  enabled: boolean;
  /** Graph API origin, e.g. `https://graph.facebook.com` (the version is added per request). */
  baseUrl: string;
  apiVersion: string;
  token: string;
  phoneNumberId: string;
  /** Key of the `X-Hub-Signature-256` HMAC on webhooks. */
  appSecret: string;
  /** What Meta echoes in the `hub.verify_token` of the subscription handshake. */
  verifyToken: string;
}

/** Outbound webhooks: where deliveries may go and how long a receiver gets to answer. */
export interface WebhooksConfig {
  /** Loopback, private and link-local receivers allowed (development and test only). */
  allowPrivateAddresses: boolean;
  /** Production: endpoints must be https:// URLs. */
  requireHttps: boolean;
  timeoutMs: number;
}

/** Web Push: the VAPID identity the server signs its pushes with (modules/push). */
export interface WebPushConfig {
  /** From the environment; when unset the push module generates a pair once and stores it. */
  keys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
}

/** Connected apps: where purchase events go (Meta Conversions API, GA4 Measurement Protocol). */
export interface AppsConfig {
  /** The in-repo sandboxes are mounted at `/sandbox/meta` and `/sandbox/ga4` (development and test only). */
  sandbox: boolean;
  /** Graph API origin, e.g. `https://graph.facebook.com` (the version is added per request). */
  metaBaseUrl: string;
  metaApiVersion: string;
  /** Measurement Protocol origin, e.g. `https://www.google-analytics.com`. */
  ga4BaseUrl: string;
}

/** Where uploaded files live: local disk under DATA_DIR, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** Unset means AWS S3 itself, at the regional endpoint of `region`. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** Base URL browsers load objects from (a CDN or public bucket); unset means `/uploads/*`. */
      publicUrl: string | undefined;
    };

/** Custom domains: where vendors point their DNS, and which DNS servers Kasuwa checks it with. */
export interface DomainsConfig {
  /** Empty: the system's resolver. */
  dnsServers: string[];
  /** What a `www`-style domain's CNAME must name. */
  cnameTarget: string;
  /** What an apex domain's A/AAAA records must hold; empty means only CNAME-style setups can verify. */
  addresses: string[];
}

export interface Config
  extends Omit<
    Env,
    'JWT_SECRET' | 'COOKIE_SECRET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'WEB_PUSH_PRIVATE_KEY'
  > {
  version: string;
  payments: PaymentsConfig;
  sms: SmsConfig;
  whatsapp: WhatsAppConfig;
  webhooks: WebhooksConfig;
  webPush: WebPushConfig;
  apps: AppsConfig;
  storage: StorageConfig;
  domains: DomainsConfig;
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  cookieSecret: string;
  /** Fastify's "incoming request" and "request completed" lines: LOG_REQUESTS, else on outside production. */
  logRequests: boolean;
  /** Which GraphQL endpoints answer `__schema` and `__type`: GRAPHQL_INTROSPECTION, else on in development and test only. */
  graphqlIntrospection: 'on' | 'storefront' | 'off';
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
  const pkg = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8'));
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
  const {
    JWT_SECRET: _j,
    COOKIE_SECRET: _c,
    S3_ACCESS_KEY_ID: _a,
    S3_SECRET_ACCESS_KEY: _s,
    WEB_PUSH_PRIVATE_KEY: _p,
    ...rest
  } = env;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...rest,
    version: readVersion(),
    dataDir,
    publicUrl,
    payments: paymentsConfig(env, publicUrl),
    sms: smsConfig(env, publicUrl),
    whatsapp: whatsappConfig(env, publicUrl),
    webhooks: webhooksConfig(env),
    webPush: webPushConfig(env),
    apps: appsConfig(env, publicUrl),
    storage: storageConfig(env, dataDir),
    domains: {
      dnsServers: splitList(env.DNS_SERVERS),
      cnameTarget: (env.CUSTOM_DOMAIN_TARGET ?? `domains.${env.BASE_DOMAIN}`)
        .toLowerCase()
        .replace(/\.$/, ''),
      addresses: splitList(env.CUSTOM_DOMAIN_IPS),
    },
    jwtSecret: secrets.jwtSecret,
    cookieSecret: secrets.cookieSecret,
    logRequests: env.LOG_REQUESTS
      ? env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true'
      : env.KASUWA_ENV !== 'production',
    graphqlIntrospection:
      env.GRAPHQL_INTROSPECTION ??
      (env.KASUWA_ENV === 'development' || env.KASUWA_ENV === 'test' ? 'on' : 'off'),
  };
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function webPushConfig(env: Env): WebPushConfig {
  const { WEB_PUSH_PUBLIC_KEY: publicKey, WEB_PUSH_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY: set both or neither',
    );
  }
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject: env.WEB_PUSH_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
  };
}

function webhooksConfig(env: Env): WebhooksConfig {
  const devLike = env.KASUWA_ENV === 'development' || env.KASUWA_ENV === 'test';
  const flag = env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES;
  const allowPrivateAddresses = flag === undefined || flag === '' ? devLike : ['1', 'true'].includes(flag);
  if (allowPrivateAddresses && env.KASUWA_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: webhooks to private addresses are refused in production',
    );
  }
  return {
    allowPrivateAddresses,
    requireHttps: env.KASUWA_ENV === 'production',
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
  };
}

function appsConfig(env: Env, publicUrl: string): AppsConfig {
  const devLike = env.KASUWA_ENV === 'development' || env.KASUWA_ENV === 'test';
  const flag = env.APPS_SANDBOX;
  const sandbox = flag === undefined || flag === '' ? devLike : ['1', 'true'].includes(flag);
  if (sandbox && !devLike) {
    throw new ConfigError(
      'Invalid configuration:\n  APPS_SANDBOX: the connected apps sandbox is refused outside development and test',
    );
  }
  const base = `${publicUrl}/sandbox`;
  return {
    sandbox,
    metaBaseUrl: (
      env.META_GRAPH_BASE_URL ?? (sandbox ? `${base}/meta` : 'https://graph.facebook.com')
    ).replace(/\/$/, ''),
    metaApiVersion: env.META_GRAPH_API_VERSION ?? 'v21.0',
    ga4BaseUrl: (env.GA4_BASE_URL ?? (sandbox ? `${base}/ga4` : 'https://www.google-analytics.com')).replace(
      /\/$/,
      '',
    ),
  };
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/**
 * S3_BUCKET switches uploads to a bucket, which then needs its keys. Any other S3_ variable without a
 * bucket is a half-finished setup: refusing it beats silently writing images to one node's disk.
 */
function storageConfig(env: Env, dataDir: string): StorageConfig {
  const set = S3_VARIABLES.filter((k) => env[k] !== undefined);
  if (!set.length) return { kind: 'local', dir: resolve(dataDir, 'uploads') };
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((k) => env[k] === undefined);
  if (missing.length || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required for S3 object storage (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set); unset every S3_ variable to keep uploads on local disk`,
    );
  }
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // Self-hosted servers (MinIO and the like) rarely have per-bucket DNS names; AWS prefers vhost style.
    forcePathStyle:
      env.S3_FORCE_PATH_STYLE === undefined
        ? env.S3_ENDPOINT !== undefined
        : ['1', 'true'].includes(env.S3_FORCE_PATH_STYLE),
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

/**
 * Development and test default to the sandbox with well-known test keys, so checkout works offline.
 * Elsewhere the sandbox is refused and each enabled provider needs its real keys.
 */
function paymentsConfig(env: Env, publicUrl: string): PaymentsConfig {
  const devLike = env.KASUWA_ENV === 'development' || env.KASUWA_ENV === 'test';
  const sandboxFlag =
    env.PAYMENTS_SANDBOX === undefined || env.PAYMENTS_SANDBOX === ''
      ? devLike
      : ['1', 'true'].includes(env.PAYMENTS_SANDBOX);
  if (sandboxFlag && !devLike) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_SANDBOX: the payment sandbox is refused outside development and test',
    );
  }
  const sandbox = `${publicUrl}/sandbox`;
  const pick = (value: string | undefined, dev: string, live: string) => value ?? (sandboxFlag ? dev : live);
  // An empty key outside the sandbox means "provider not configured": its adapter answers 503.
  const key = (value: string | undefined, dev: string) => value ?? (sandboxFlag ? dev : '');
  const account =
    env.BANK_TRANSFER_ACCOUNT ?? (sandboxFlag ? 'Sandbox Bank|0123456789|Kasuwa Collections' : undefined);
  const [bankName = '', accountNumber = '', accountName = ''] =
    account?.split('|').map((v) => v.trim()) ?? [];
  const payments: PaymentsConfig = {
    sandbox: sandboxFlag,
    bankTransfer: account ? { bankName, accountNumber, accountName } : null,
    paystack: {
      baseUrl: pick(env.PAYSTACK_BASE_URL, `${sandbox}/paystack`, 'https://api.paystack.co'),
      secretKey: key(env.PAYSTACK_SECRET_KEY, 'sk_test_kasuwa_sandbox_secret'),
      publicKey: key(env.PAYSTACK_PUBLIC_KEY, 'pk_test_kasuwa_sandbox_public'),
    },
    flutterwave: {
      baseUrl: pick(env.FLUTTERWAVE_BASE_URL, `${sandbox}/flutterwave/v3`, 'https://api.flutterwave.com/v3'),
      secretKey: key(env.FLUTTERWAVE_SECRET_KEY, 'FLWSECK_TEST-kasuwa-sandbox-X'),
      publicKey: key(env.FLUTTERWAVE_PUBLIC_KEY, 'FLWPUBK_TEST-kasuwa-sandbox-X'),
      webhookHash: key(env.FLUTTERWAVE_WEBHOOK_HASH, 'kasuwa-sandbox-verif-hash'),
    },
    paga: {
      checkoutUrl: pick(env.PAGA_CHECKOUT_URL, `${sandbox}/paga`, 'https://checkout.paga.com'),
      verifyUrl: pick(
        env.PAGA_VERIFY_URL,
        `${sandbox}/paga/checkout/transaction/verify`,
        'https://www.mypaga.com/checkout/transaction/verify',
      ),
      publicKey: key(env.PAGA_PUBLIC_KEY, 'pk_paga_kasuwa_sandbox_public'),
      secretKey: key(env.PAGA_SECRET_KEY, 'sk_paga_kasuwa_sandbox_secret'),
    },
  };
  return payments;
}

/**
 * Development and test send SMS to the sandbox with well-known keys (its inbox page shows them).
 * Elsewhere a provider is used only when its keys are set; SMS_PROVIDERS names the order.
 */
function smsConfig(env: Env, publicUrl: string): SmsConfig {
  const devLike = env.KASUWA_ENV === 'development' || env.KASUWA_ENV === 'test';
  const sandbox =
    env.SMS_SANDBOX === undefined || env.SMS_SANDBOX === ''
      ? devLike
      : ['1', 'true'].includes(env.SMS_SANDBOX);
  if (sandbox && !devLike) {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_SANDBOX: the SMS sandbox is refused outside development and test',
    );
  }
  const base = `${publicUrl}/sandbox`;
  const key = (value: string | undefined, dev: string) => value ?? (sandbox ? dev : '');
  const termii = {
    baseUrl: (env.TERMII_BASE_URL ?? (sandbox ? `${base}/termii` : 'https://api.ng.termii.com')).replace(
      /\/$/,
      '',
    ),
    apiKey: key(env.TERMII_API_KEY, 'TLkasuwa-sandbox-termii-key'),
    senderId: env.TERMII_SENDER_ID ?? 'Kasuwa',
    webhookSecret: key(env.TERMII_WEBHOOK_SECRET, 'tsk_kasuwa_sandbox_webhook_secret'),
  };
  const africastalking = {
    baseUrl: (
      env.AFRICASTALKING_BASE_URL ?? (sandbox ? `${base}/africastalking` : 'https://api.africastalking.com')
    ).replace(/\/$/, ''),
    username: env.AFRICASTALKING_USERNAME ?? (sandbox ? 'sandbox' : ''),
    apiKey: key(env.AFRICASTALKING_API_KEY, 'atsk_kasuwa_sandbox_api_key'),
    senderId: env.AFRICASTALKING_SENDER_ID ?? '',
    callbackKey: key(env.AFRICASTALKING_CALLBACK_KEY, 'kasuwa-sandbox-at-callback-key'),
  };
  const configured = {
    termii: Boolean(termii.apiKey && termii.webhookSecret),
    africastalking: Boolean(africastalking.apiKey && africastalking.username && africastalking.callbackKey),
  };
  const wanted = (env.SMS_PROVIDERS ?? 'termii,africastalking')
    .split(',')
    .map((p) => p.trim() as SmsProviderName);
  const missing = env.SMS_PROVIDERS ? wanted.filter((p) => !configured[p]) : [];
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n  SMS_PROVIDERS: ${missing.join(', ')} named but not configured (Termii needs TERMII_API_KEY and TERMII_WEBHOOK_SECRET; Africa's Talking needs AFRICASTALKING_USERNAME, AFRICASTALKING_API_KEY and AFRICASTALKING_CALLBACK_KEY)`,
    );
  }
  const order = [...new Set(wanted)].filter((p) => configured[p]);
  return { sandbox, order, termii, africastalking };
}

/**
 * Development and test talk to the sandbox with well-known test values. Elsewhere the channel is on only
 * when all four secrets are set; a partial setup is a configuration error rather than a silent half-channel.
 */
function whatsappConfig(env: Env, publicUrl: string): WhatsAppConfig {
  const devLike = env.KASUWA_ENV === 'development' || env.KASUWA_ENV === 'test';
  const sandbox =
    env.WHATSAPP_SANDBOX === undefined || env.WHATSAPP_SANDBOX === ''
      ? devLike
      : ['1', 'true'].includes(env.WHATSAPP_SANDBOX);
  if (sandbox && !devLike) {
    throw new ConfigError(
      'Invalid configuration:\n  WHATSAPP_SANDBOX: the WhatsApp sandbox is refused outside development and test',
    );
  }
  const key = (value: string | undefined, dev: string) => value ?? (sandbox ? dev : '');
  const secrets = {
    WHATSAPP_TOKEN: key(env.WHATSAPP_TOKEN, 'EAAkasuwa-sandbox-whatsapp-token'),
    WHATSAPP_PHONE_NUMBER_ID: key(env.WHATSAPP_PHONE_NUMBER_ID, '109876543210987'),
    WHATSAPP_APP_SECRET: key(env.WHATSAPP_APP_SECRET, 'kasuwa-sandbox-whatsapp-app-secret'),
    WHATSAPP_VERIFY_TOKEN: key(env.WHATSAPP_VERIFY_TOKEN, 'kasuwa-sandbox-whatsapp-verify-token'),
  };
  const missing = Object.entries(secrets)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length && missing.length < Object.keys(secrets).length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required once any WhatsApp setting is given`,
    );
  }
  return {
    sandbox,
    enabled: missing.length === 0,
    baseUrl: (
      env.WHATSAPP_BASE_URL ?? (sandbox ? `${publicUrl}/sandbox/whatsapp` : 'https://graph.facebook.com')
    ).replace(/\/$/, ''),
    apiVersion: env.WHATSAPP_API_VERSION ?? 'v21.0',
    token: secrets.WHATSAPP_TOKEN,
    phoneNumberId: secrets.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: secrets.WHATSAPP_APP_SECRET,
    verifyToken: secrets.WHATSAPP_VERIFY_TOKEN,
  };
}
