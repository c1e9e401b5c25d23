import { validationText } from '../../messages';
import { disputeRefusalError, fileDispute } from '../../payments';
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
        const first = reason.error.issues[0]?.message;
        const error = first
          ? validationText(first, sf.localeOf(request, reply, r.store))
          : sf.wordsOf(request, r.store)('form.disputeReason');
        return showTracking(sf, request, reply.status(422), r, token, { form: { reason: typed, error } });
      }
      const filed = await fileDispute({ db: sf.db }, token, reason.data, r.store.id);
      if (!filed.ok) {
        if (filed.refusal.kind === 'unknown_order') return sf.notFound(request, reply, r, UNKNOWN_ORDER);
        const error = disputeRefusalError(filed.refusal);
        return showTracking(sf, request, reply.status(error.statusCode), r, token, {
          form: { reason: typed, error: sf.sayError(request, r.store, error) },
        });
      }
      return reply.header('cache-control', 'no-store').redirect(`${r.base}/track/${token}?reported=1`, 303);
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' }, back: '/track/:token' },
  );
};
