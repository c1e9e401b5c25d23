import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once at start. The policy is fixed (no per-request nonces, no
 * directive that depends on the request), so the headers are the same on every answer; @fastify/helmet
 * built helmet's middleware and the Content-Security-Policy string again on every request, 8.6% of all
 * CPU samples on a cached storefront page (issue 35). A route still widens or drops a header on its
 * reply (storefront tags, the web app's assets) as it did.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  let done = false;
  helmet(options)(
    { headers: {} } as IncomingMessage,
    response as unknown as ServerResponse,
    (err?: unknown) => {
      failed = err ?? null;
      done = true;
    },
  );
  // helmet's middlewares are synchronous for a policy without functions; one that is not would be a
  // per-request policy, which this does not support.
  if (!done)
    throw new Error('securityHeaders: helmet did not finish synchronously; the policy must be fixed.');
  if (failed) throw failed;
  return Object.freeze(headers);
}

/** Sets the fixed security headers on every reply, as @fastify/helmet's global hook did. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
