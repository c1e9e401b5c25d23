import { createHmac, timingSafeEqual } from 'node:crypto';

/** A provider answered in a way we cannot use (network failure, 5xx, malformed body). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(`${provider}: ${message}`);
  }
}

export interface ProviderResponse {
  status: number;
  body: Record<string, unknown>;
}

const TIMEOUT_MS = 30_000;

/**
 * One HTTP call to a provider. Only idempotent reads (`retry: true`) are retried, with exponential
 * backoff and jitter, on network errors, 5xx and 429; creates are never blindly repeated.
 */
export async function providerRequest(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown; retry?: boolean },
): Promise<ProviderResponse> {
  const attempts = init.retry ? 3 : 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(url, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = text ? JSON.parse(text) : {};
        body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : { value: parsed };
      } catch {
        throw new ProviderError(provider, `answered ${res.status} with a body that is not JSON`, res.status);
      }
      if ((res.status >= 500 || res.status === 429) && attempt < attempts) {
        lastError = new ProviderError(provider, `answered ${res.status}`, res.status, body);
      } else {
        return { status: res.status, body };
      }
    } catch (err) {
      lastError = err;
      if (attempt === attempts) break;
    }
    await new Promise((r) => setTimeout(r, 200 * 2 ** attempt + Math.random() * 100));
  }
  if (lastError instanceof ProviderError) throw lastError;
  throw new ProviderError(
    provider,
    `unreachable (${lastError instanceof Error ? lastError.message : String(lastError)})`,
  );
}

/** Constant-time comparison of two strings; a length mismatch is a mismatch without a timing leak of content. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  if (x.length !== y.length) {
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}

export function hmac(
  algorithm: 'sha512' | 'sha256',
  key: string,
  raw: Buffer | string,
  encoding: 'hex' | 'base64',
) {
  return createHmac(algorithm, key).update(raw).digest(encoding);
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function obj(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Integer minor units from a value that may be a number or a numeric string (Paystack's docs send both). */
export function minorInt(value: unknown): number | null {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}
