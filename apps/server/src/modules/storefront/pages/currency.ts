import { currencyQuery } from '../storefront.forms';
import { currencyCookieName, type StorefrontPage } from '../storefront.shared';

const CURRENCY_MAX_AGE = 365 * 24 * 3600;

// The currency selector's form: remembers the choice for this store and goes back to the page.
export const currencyPage: StorefrontPage = (route, sf) => {
  route('GET', '/currency', async (request, reply, r) => {
    const query = currencyQuery.parse(request.query ?? {});
    if (r.store.enabledCurrencies.includes(query.currency)) {
      reply.setCookie(currencyCookieName(r.store.id), query.currency, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: CURRENCY_MAX_AGE,
        secure: sf.secureCookies,
      });
    }
    const back = query.return;
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${r.base}${back === '/' && r.base ? '' : back}`, 303);
  });
};
