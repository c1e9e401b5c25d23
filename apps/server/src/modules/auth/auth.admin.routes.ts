import {
  adminEnvironmentSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminOkResponseSchema,
  adminProfileSchema,
  adminRefreshResponseSchema,
  adminRefreshSchema,
} from '@kasuwa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/auth';
import { requestContext } from '../../platform/context';
import { AppError, errors } from '../../platform/errors';
import type { Deps, Module } from '../../platform/http';
import { clientAddress, stackedLimits } from '../../platform/rate-limit';
import { adminGuard } from './auth.admin.guard';
import * as service from './auth.admin.service';

/** The admin refresh token's cookie: httpOnly, sent only to the admin API. */
export const ADMIN_REFRESH_COOKIE = 'kasuwa_art';
const COOKIE_PATH = '/api/admin';
/** Spec 7.4's other sign-in path; only POST, so GET /admin/login stays the web app's (a 404 page). */
export const ADMIN_LOGIN_ALIAS = '/admin/login';

function rateLimit(max: number, minutes: number, message: string) {
  return {
    rateLimit: {
      max,
      timeWindow: minutes * 60_000,
      errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
        errors.tooMany(message, Math.ceil(ctx.ttl / 1000)),
    },
  };
}

function setRefreshCookie(reply: FastifyReply, deps: Deps, session: service.AdminSession) {
  reply.setCookie(ADMIN_REFRESH_COOKIE, session.refresh.token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.publicUrl.startsWith('https://'),
    expires: session.refresh.expiresAt,
  });
}

/** A 429 carries Retry-After, so clients know when to try again. */
export function withRetryAfter(reply: FastifyReply) {
  return (err: unknown): never => {
    if (err instanceof AppError && err.statusCode === 429) {
      const seconds = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (seconds) reply.header('retry-after', String(seconds));
    }
    throw err;
  };
}

/** Spec 2.11, 7.4: back-office sign-in, token refresh with rotation, sign-out, and the environment badge. */
export const authAdminRoutes: Module = (app, deps) => {
  const env: service.AdminAuthEnv = { tokens: deps.tokens, publicUrl: deps.config.publicUrl };
  const ctx = (request: FastifyRequest) => requestContext(request, deps.database.db);
  const tags = ['admin auth'];

  app.get(
    '/api/admin/environment',
    {
      schema: {
        tags,
        summary: 'The environment badge and whether test data (and its demo accounts) is on; nothing else',
        response: { 200: adminEnvironmentSchema },
      },
    },
    async () => service.adminEnvironment(deps.config),
  );

  // Spec 7.4: sign-in is also seen at POST /admin/login. Both paths share one handler and one counter
  // per address (a per-route limit would count each path apart and let a client alternate to double it).
  const loginLimit = stackedLimits(app, [
    { name: 'admin-login', max: 30, timeWindow: 60_000, key: clientAddress },
  ]);
  for (const url of ['/api/admin/login', ADMIN_LOGIN_ALIAS]) {
    app.post(
      url,
      {
        // Before the body is read, as the plugin's own limits are, so malformed requests count too.
        onRequest: async (request, reply) => {
          const hit = await loginLimit(request);
          if (!hit) return;
          reply.header('retry-after', String(hit.retryAfterSeconds));
          throw errors.tooMany(
            'Too many sign-in requests from this address. Please wait a minute.',
            hit.retryAfterSeconds,
          );
        },
        schema: {
          tags,
          summary:
            url === ADMIN_LOGIN_ALIAS
              ? 'The same sign-in at the path spec 7.4 also shows; answers and limits as POST /api/admin/login'
              : 'Sign in with username or email and password; browsers get the refresh token as a cookie',
          body: adminLoginSchema,
          response: { 200: adminLoginResponseSchema },
        },
      },
      async (request, reply) => {
        const { username, password, client, challengeId, code } = request.body;
        const session = await service
          .loginAdmin(ctx(request), env, { username, password, ip: request.ip, challengeId, code })
          .catch(withRetryAfter(reply));
        if (client === 'browser') setRefreshCookie(reply, deps, session);
        return {
          status: true as const,
          message: 'Login successful',
          ...session.profile,
          accessToken: session.accessToken,
          ...(client === 'api' ? { refreshToken: session.refresh.token } : {}),
          expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        };
      },
    );
  }

  app.post(
    '/api/admin/refresh-token',
    {
      config: rateLimit(60, 5, 'Too many requests. Please wait a moment.'),
      schema: {
        tags,
        summary:
          'Exchange a refresh token (cookie, or JSON field refreshToken) for a new access token; rotates it',
        body: adminRefreshSchema.nullish(),
        response: { 200: adminRefreshResponseSchema },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const token = fromBody ?? request.cookies[ADMIN_REFRESH_COOKIE];
      try {
        const session = await service.refreshAdminSession(ctx(request), env, token);
        if (!fromBody) setRefreshCookie(reply, deps, session);
        return {
          status: true as const,
          accessToken: session.accessToken,
          ...(fromBody ? { refreshToken: session.refresh.token } : {}),
          expiresIn: ACCESS_TOKEN_TTL_SECONDS,
          user: session.profile,
        };
      } catch (err) {
        if (!fromBody) reply.clearCookie(ADMIN_REFRESH_COOKIE, { path: COOKIE_PATH });
        throw err;
      }
    },
  );

  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the refresh token family and clears its cookie',
        body: adminRefreshSchema.nullish(),
        response: { 200: adminOkResponseSchema },
      },
    },
    async (request, reply) => {
      await service.logoutAdmin(
        ctx(request),
        request.body?.refreshToken ?? request.cookies[ADMIN_REFRESH_COOKIE],
      );
      reply.clearCookie(ADMIN_REFRESH_COOKIE, { path: COOKIE_PATH });
      return { status: true as const, message: 'Signed out.' };
    },
  );

  app.get(
    '/api/admin/me',
    {
      preHandler: adminGuard(deps),
      schema: {
        tags,
        summary: 'The signed-in administrator and their permissions',
        security: [{ bearer: [] }],
        response: { 200: z.object({ status: z.literal(true), user: adminProfileSchema }) },
      },
    },
    async (request) => ({
      status: true as const,
      user: await service.currentAdmin(ctx(request), request.actor!.id),
    }),
  );
};
