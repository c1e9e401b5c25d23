import { findByOptOutToken, optOutByToken } from '../../customers';
import type { StorefrontPage } from '../storefront.shared';

const UNKNOWN_LINK = 'notFound.unsubscribe';

/**
 * A campaign e-mail's unsubscribe link (`/unsubscribe/:token`). GET asks; POST (the page's button, or a
 * mail app's RFC 8058 one-click post) withdraws consent at once. A link of another store is unknown here.
 */
export const unsubscribePage: StorefrontPage = (route, sf) => {
  route('GET', '/unsubscribe/:token', async (request, reply, r) => {
    const { token } = request.params as { token: string };
    const found = await findByOptOutToken({ db: sf.db, storeId: r.store.id }, token);
    if (!found) return sf.notFound(request, reply, r, UNKNOWN_LINK);
    const action = `${r.base}/unsubscribe/${token}`;
    return sf.show(request, reply, r, { kind: 'unsubscribe', state: found.consent ? 'ask' : 'done', action });
  });

  route(
    'POST',
    '/unsubscribe/:token',
    async (request, reply, r) => {
      const { token } = request.params as { token: string };
      const done = await optOutByToken({ db: sf.db, storeId: r.store.id }, token);
      if (!done) return sf.notFound(request, reply, r, UNKNOWN_LINK);
      const action = `${r.base}/unsubscribe/${token}`;
      return sf.show(request, reply, r, { kind: 'unsubscribe', state: 'done', action });
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
};
