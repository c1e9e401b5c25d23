import { staffAcceptSchema, staffInvitationPreviewSchema, vendorSessionSchema } from '@kasuwa/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { Module } from '../../platform/http';
import { setRefreshCookie } from '../auth';
import { acceptInvitation, previewInvitation } from './staff.accept.service';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

const limit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 15 * 60_000,
    errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
      errors.tooMany(
        'Too many tries with invitation links. Please wait a few minutes.',
        Math.ceil(ctx.ttl / 1000),
      ),
  },
});

/** The invitation link's routes: public (the link is the credential), rate-limited per address. */
export const staffPublicRoutes: Module = (app, deps) => {
  const tags = ['staff'];
  const env = { config: deps.config, tokens: deps.tokens };

  app.get(
    '/api/staff-invitations/:token',
    {
      config: limit(60),
      schema: {
        tags,
        summary:
          'What an invitation link offers before joining; 404 STAFF_INVITATION_INVALID once used, revoked or expired',
        params: tokenParams,
        response: { 200: staffInvitationPreviewSchema },
      },
    },
    async (request) => previewInvitation({ db: deps.database.db }, request.params.token),
  );

  app.post(
    '/api/staff-invitations/:token/accept',
    {
      config: limit(20),
      schema: {
        tags,
        summary:
          'Join the store with the link: a new person chooses a password; someone with an account sends their bearer token (409 STAFF_INVITATION_WRONG_ACCOUNT otherwise). Answers like sign-in and sets the refresh cookie',
        params: tokenParams,
        body: staffAcceptSchema.default({}),
        response: { 200: vendorSessionSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await signedInVendor(request, deps.tokens);
      const result = await acceptInvitation(
        requestContext(request, deps.database.db),
        env,
        request.params.token,
        request.body,
        signedIn,
      );
      setRefreshCookie(reply, deps, result);
      return result.session;
    },
  );
};

/** The vendor a bearer token names, null without one; a token that no longer verifies is 401. */
async function signedInVendor(
  request: FastifyRequest,
  tokens: { verifyAccess: (t: string, a: 'vendor') => Promise<{ sub: number } | null> },
) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await tokens.verifyAccess(header.slice(7).trim(), 'vendor');
  if (!claims) throw errors.unauthorized('Your session has expired. Sign in again.');
  return claims.sub;
}
