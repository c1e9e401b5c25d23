import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { errors } from './errors';

/** How long a request waits for the rate-limit store before it is let through (see skipOnError). */
const STORE_TIMEOUT_MS = 500;

/**
 * Registers @fastify/rate-limit. With REDIS_URL the counters live in Redis, so a limit holds across
 * API replicas; otherwise in this process's memory. A Redis that is down or slow lets requests through
 * (skipOnError) rather than turning every limited route into a 500: limits are a brake, not a gate.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.REDIS_URL) {
    await app.register(fastifyRateLimit, { global: false });
    return;
  }
  // Loaded only with REDIS_URL: a server without Redis never needs the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    connectionName: 'kasuwa-rate-limit',
    connectTimeout: 2000,
    commandTimeout: STORE_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    // Without a connection a command fails at once instead of waiting in memory for Redis to return.
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let warned = false;
  redis.on('error', (err) => {
    if (warned) return;
    warned = true;
    app.log.warn({ err }, 'rate-limit store (Redis) unavailable; requests are not limited meanwhile');
  });
  redis.on('ready', () => {
    warned = false;
  });
  // The first requests after start should already be counted: give the connection a moment.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${config.BULLMQ_PREFIX}:rl:`,
    skipOnError: true,
  });
}

/** The client address as rate limits count it (an IPv6 /64 is one address, as in the plugin). */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

export interface LimitRule {
  /** Names the counter; rules with the same name share it. */
  name: string;
  max: number;
  timeWindow: number | string;
  /** The part of the key after the name, e.g. the client address and a visitor's cart. */
  key: (request: FastifyRequest) => string | Promise<string>;
}

export type LimitCheck = (request: FastifyRequest) => Promise<{ retryAfterSeconds: number } | null>;

/**
 * Several limits on one route, each with its own key (the plugin runs only one per request). Every
 * rule is counted until one is exceeded; the answer says how long to wait.
 */
export function stackedLimits(app: FastifyInstance, rules: LimitRule[]): LimitCheck {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindow,
      keyGenerator: async (request) => `${rule.name}:${await rule.key(request)}`,
    }),
  }));
  return async (request) => {
    for (const { check } of limiters) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        return { retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
      }
    }
    return null;
  };
}

/** A preHandler for JSON routes: the stacked limits answered with the API's own 429 body. */
export function jsonLimits(app: FastifyInstance, rules: LimitRule[]) {
  const check = stackedLimits(app, rules);
  return async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    const hit = await check(request);
    if (!hit) return;
    reply.header('retry-after', String(hit.retryAfterSeconds));
    throw errors.tooMany(undefined, hit.retryAfterSeconds);
  };
}
