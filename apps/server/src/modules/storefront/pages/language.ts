import { isLocale } from '@kasuwa/contracts';
import { languageQuery } from '../storefront.forms';
import type { StorefrontPage } from '../storefront.shared';

// The header's language control: remembers the choice and goes back to the page it was on.
export const languagePage: StorefrontPage = (route, sf) => {
  route('GET', '/lang', async (request, reply, r) => {
    const query = languageQuery.parse(request.query ?? {});
    // A language the store does not offer is not remembered: the page comes back as it was.
    if (isLocale(query.lang) && r.store.locales.includes(query.lang)) sf.writeLanguage(reply, query.lang);
    const back = query.return;
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${r.base}${back === '/' && r.base ? '' : back}`, 303);
  });
};
