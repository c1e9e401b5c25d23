import { vi } from 'vitest';

/** One request the app sent, as the server would see it. */
export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body, when there was one. */
  body: unknown;
}

export type Route = (request: SentRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string, details?: unknown): Response {
  return json(status, { error: { code, message, ...(details === undefined ? {} : { details }) } });
}

/**
 * Replaces the global fetch with `route`, which answers each request with a real Response, and keeps
 * every request sent so a test can check paths, tokens and payloads.
 */
export function serveFetch(route: Route): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const text = typeof init.body === 'string' ? init.body : undefined;
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: String(input),
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body: text === undefined ? undefined : JSON.parse(text),
      };
      sent.push(request);
      return route(request);
    }),
  );
  return sent;
}
