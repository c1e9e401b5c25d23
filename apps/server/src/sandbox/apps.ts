import type { FastifyInstance } from 'fastify';
import { esc, page } from './shared';

/**
 * Local stand-ins for the ad and analytics endpoints the server sends purchases to (development and
 * tests): Meta's Conversions API `POST /{version}/{pixel}/events` (access_token in the query or the body) and GA4's Measurement
 * Protocol `POST /mp/collect?measurement_id=…&api_secret=…`. They check the request's shape as the real
 * ones do (missing credentials or a malformed body are refused), keep what they received, and list it at
 * `/sandbox/apps/events` for a person to read.
 */
export interface AppsSandboxEvent {
  provider: 'meta' | 'ga4';
  /** The pixel id or the measurement id the event was sent to. */
  target: string;
  /** The access token or API secret it came with. */
  credential: string;
  body: Record<string, unknown>;
  receivedAt: string;
}

export interface AppsSandboxState {
  events: AppsSandboxEvent[];
  /** Providers that answer every event with a server error (to exercise retries). */
  failing: Set<'meta' | 'ga4'>;
}

export function createAppsSandboxState(): AppsSandboxState {
  return { events: [], failing: new Set() };
}

export function appsSandboxRoutes(app: FastifyInstance, state: AppsSandboxState) {
  app.post('/meta/:version/:pixelId/events', async (request, reply) => {
    const { version, pixelId } = request.params as { version: string; pixelId: string };
    const body = request.body as { data?: unknown; access_token?: unknown } | undefined;
    const token =
      (request.query as { access_token?: string }).access_token ??
      (typeof body?.access_token === 'string' ? body.access_token : '');
    if (!/^v\d+\.\d+$/.test(version)) return reply.code(400).send({ error: { message: 'Unknown version' } });
    if (!token) {
      return reply.code(400).send({ error: { message: 'An access token is required', code: 190 } });
    }
    if (!/^\d+$/.test(pixelId) || !body || !Array.isArray(body.data) || body.data.length === 0) {
      return reply.code(400).send({ error: { message: 'Invalid parameter', code: 100 } });
    }
    if (state.failing.has('meta')) return reply.code(500).send({ error: { message: 'Sandbox failure' } });
    state.events.push({
      provider: 'meta',
      target: pixelId,
      credential: token,
      body: { data: body.data },
      receivedAt: new Date().toISOString(),
    });
    return { events_received: body.data.length, messages: [], fbtrace_id: `sandbox-${state.events.length}` };
  });

  app.post('/ga4/mp/collect', async (request, reply) => {
    const query = request.query as { measurement_id?: string; api_secret?: string };
    const body = request.body as { client_id?: unknown; events?: unknown } | undefined;
    // The real endpoint answers 2xx to almost anything; a malformed event is only reported by /debug.
    // The sandbox refuses it outright so a wrong request fails a test.
    if (!query.measurement_id || !query.api_secret) return reply.code(400).send();
    if (!body || typeof body.client_id !== 'string' || !Array.isArray(body.events))
      return reply.code(400).send();
    if (state.failing.has('ga4')) return reply.code(500).send();
    state.events.push({
      provider: 'ga4',
      target: query.measurement_id,
      credential: query.api_secret,
      body: body as Record<string, unknown>,
      receivedAt: new Date().toISOString(),
    });
    return reply.code(204).send();
  });

  app.get('/apps/events', async (_request, reply) => {
    const rows = state.events
      .slice()
      .reverse()
      .map(
        (e) =>
          `<tr><td>${esc(e.receivedAt)}</td><td>${e.provider}</td><td>${esc(e.target)}</td><td><pre>${esc(JSON.stringify(e.body, null, 2))}</pre></td></tr>`,
      )
      .join('');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        page(
          'Connected apps sandbox',
          `<h1>Events received</h1><table><tr><th>At</th><th>App</th><th>Pixel / measurement id</th><th>Body</th></tr>${rows}</table>`,
        ),
      );
  });
}
