import { AppError } from '../../../platform/errors';
import { openDispute } from '../../payments/disputes.service';
import { disputeForm, disputeReason, formBody, trackingParams } from '../storefront.forms';
import type { StorefrontPage } from '../storefront.shared';
import { showTracking, UNKNOWN_ORDER } from './tracking';

// The tracking page's form (works without JavaScript). A refused report shows again with the
// reason as typed; an accepted one redirects, so reloading does not send it twice.
export const disputePage: StorefrontPage = (route, sf) => {
  route(
    'POST',
    '/track/:token/dispute',
    async (request, reply, r) => {
      const params = trackingParams.safeParse(request.params);
      if (!params.success) return sf.notFound(request, reply, r, UNKNOWN_ORDER);
      const { token } = params.data;
      const typed = disputeForm.parse(formBody(request.body)).reason;
      const reason = disputeReason.safeParse(typed);
      if (!reason.success) {
        const error = reason.error.issues[0]?.message ?? 'Tell us what went wrong.';
        return showTracking(sf, request, reply.status(422), r, token, { form: { reason: typed, error } });
      }
      try {
        await openDispute({ db: sf.db }, token, reason.data, r.store.id);
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
        if (err.statusCode === 404) return sf.notFound(request, reply, r, UNKNOWN_ORDER);
        return showTracking(sf, request, reply.status(err.statusCode), r, token, {
          form: { reason: typed, error: err.message },
        });
      }
      return reply.header('cache-control', 'no-store').redirect(`${r.base}/track/${token}?reported=1`, 303);
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' }, back: '/track/:token' },
  );
};
