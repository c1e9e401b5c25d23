import {
  confirmEmailResponseSchema,
  confirmEmailSchema,
  emailOnlySchema,
  meResponseSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenQuerySchema,
  statusMessageSchema,
  vendorLoginSchema,
  vendorSessionSchema,
} from '@kasuwa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, sha256 } from '../../platform/auth';
import { requestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { Deps, Module } from '../../platform/http';
import { withRetryAfter } from './auth.admin.routes';
import * as service from './auth.service';

/** The vendor refresh token's cookie; signed so the Remember-Me marker inside it cannot be altered. */
export const VENDOR_REFRESH_COOKIE = 'kasuwa_vrt';
const COOKIE_PATH = '/api/auth';
/**
 * A readable companion of the refresh cookie, holding no secret: it only tells the web app that a
 * refresh is worth trying, so public pages of a signed-out visitor make no request that ends in 401.
 * The refresh cookie alone still decides whether a session exists.
 */
export const VENDOR_SESSION_HINT_COOKIE = 'kasuwa_signed_in';

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

const tooManyLogins = 'Too many login attempts. Please wait a few minutes and try again.';
const tooManyEmails = 'Too many requests. Please wait a few minutes before asking for another email.';

/** Sets the refresh cookie of a new vendor session (sign-in, confirmation, a staff invitation accepted). */
export function setRefreshCookie(reply: FastifyReply, deps: Deps, result: service.VendorLoginResult) {
  reply.setCookie(VENDOR_REFRESH_COOKIE, `${result.remember ? 'r' : 's'}.${result.refresh.token}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.publicUrl.startsWith('https://'),
    signed: true,
    // Without Remember Me the cookie ends with the browser session (the token itself lasts a day).
    ...(result.remember ? { expires: result.refresh.expiresAt } : {}),
  });
  reply.setCookie(VENDOR_SESSION_HINT_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: deps.config.publicUrl.startsWith('https://'),
    ...(result.remember ? { expires: result.refresh.expiresAt } : {}),
  });
}

function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(VENDOR_REFRESH_COOKIE, { path: COOKIE_PATH });
  reply.clearCookie(VENDOR_SESSION_HINT_COOKIE, { path: '/' });
}

function readRefreshCookie(request: FastifyRequest): { token: string; remember: boolean } | null {
  const raw = request.cookies[VENDOR_REFRESH_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const match = /^([rs])\.(.+)$/.exec(unsigned.value);
  return match ? { remember: match[1] === 'r', token: match[2]! } : null;
}

export const authVendorRoutes: Module = (app, deps) => {
  const env: service.VendorAuthEnv = { config: deps.config, tokens: deps.tokens };
  const ctx = (request: FastifyRequest) => requestContext(request, deps.database.db);
  const tags = ['vendor auth'];

  app.post(
    '/api/auth/register',
    {
      config: rateLimit(10, 60, 'Too many sign-ups from this network. Please try again later.'),
      schema: {
        tags,
        summary: 'Create a vendor account on the Free plan and email a confirmation link',
        body: registerSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await service.registerVendor(ctx(request), env, request.body);
      return reply.status(201).send({
        status: true as const,
        message: `We have sent a confirmation link to ${user.email}. Open it to activate your account.`,
        email: user.email,
      });
    },
  );

  app.post(
    '/api/auth/confirm-email',
    {
      config: rateLimit(20, 15, tooManyEmails),
      schema: {
        tags,
        summary:
          'Confirm a vendor email address with the emailed token (single use, 48 h); signs the vendor in (sets the refresh cookie)',
        body: confirmEmailSchema,
        response: { 200: confirmEmailResponseSchema },
      },
    },
    async (request, reply) => {
      const { login, ...confirmed } = await service.confirmEmail(ctx(request), env, request.body);
      if (!login) return confirmed;
      setRefreshCookie(reply, deps, login);
      return { ...confirmed, session: login.session };
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      config: rateLimit(5, 15, tooManyEmails),
      schema: {
        tags,
        summary: 'Send a new confirmation link (same answer whether or not the account exists)',
        body: emailOnlySchema,
        response: { 202: statusMessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.resendConfirmation(ctx(request), env, request.body.email)),
  );

  app.post(
    '/api/auth/login',
    {
      config: rateLimit(10, 5, tooManyLogins),
      schema: {
        tags,
        summary: 'Vendor login; sets the httpOnly refresh cookie (30 days with Remember Me)',
        body: vendorLoginSchema,
        response: { 200: vendorSessionSchema },
      },
    },
    async (request, reply) => {
      const result = await service
        .loginVendor(ctx(request), env, { ...request.body, ip: request.ip })
        .catch(withRetryAfter(reply));
      setRefreshCookie(reply, deps, result);
      return result.session;
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: {
        rateLimit: {
          ...rateLimit(60, 5, 'Too many requests. Please wait a moment.').rateLimit,
          // Counted per session, not per address: every page load of the app refreshes, and many phones
          // share one address behind a mobile carrier's NAT (or a journey's loopback), so a per-address
          // count sent signed-in merchants to the login page. The token is 256 random bits: a guesser
          // gains nothing from a fresh count per made-up cookie, and one without a cookie is counted
          // by address.
          keyGenerator: (request: FastifyRequest) => {
            const cookie = readRefreshCookie(request);
            return cookie ? `vendor-refresh:${sha256(cookie.token)}` : `vendor-refresh-ip:${request.ip}`;
          },
        },
      },
      schema: {
        tags,
        summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
        response: { 200: vendorSessionSchema },
      },
    },
    async (request, reply) => {
      const cookie = readRefreshCookie(request);
      if (!cookie) throw errors.unauthorized('Refresh token invalid');
      try {
        const result = await service.refreshVendorSession(ctx(request), env, cookie.token, cookie.remember);
        setRefreshCookie(reply, deps, result);
        return result.session;
      } catch (err) {
        clearRefreshCookie(reply);
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Sign out: revokes the refresh token and clears its cookie' } },
    async (request, reply) => {
      await service.logoutVendor(ctx(request), readRefreshCookie(request)?.token);
      clearRefreshCookie(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: authenticate(deps.tokens, 'vendor'),
      schema: {
        tags,
        summary: 'The signed-in vendor and whether they have a store',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const { user, hasStore } = await service.currentVendor(ctx(request), request.actor!.id);
      return { user, hasStore };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: rateLimit(5, 15, tooManyEmails),
      schema: {
        tags,
        summary: 'Email a password reset link (same answer for any email)',
        body: emailOnlySchema,
        response: { 202: statusMessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.requestPasswordReset(ctx(request), env, request.body.email)),
  );

  app.get(
    '/api/auth/reset-password/verify',
    {
      config: rateLimit(30, 15, tooManyEmails),
      schema: {
        tags,
        summary: "Check a reset link; answers message 'Verified' when it can be used",
        querystring: resetTokenQuerySchema,
        response: { 200: statusMessageSchema },
      },
    },
    async (request) => service.verifyResetToken(ctx(request), request.query.email, request.query.token),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: rateLimit(10, 15, tooManyEmails),
      schema: {
        tags,
        summary: 'Set a new password with a reset token (single use, 1 h); signs out every session',
        body: resetPasswordSchema,
        response: { 200: statusMessageSchema },
      },
    },
    async (request) => service.resetPassword(ctx(request), env, request.body),
  );
};
