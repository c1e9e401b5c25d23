import { slugParams } from '../storefront.forms';
import type { StorefrontPage } from '../storefront.shared';

const MISSING = 'notFound.product';

// Stock is part of this page's HTML (so it is right without JavaScript): every stock movement,
// checkout reservations and their expiry included, moves the store's cache version on.
export const productPage: StorefrontPage = (route, sf) => {
  route('GET', '/products/:slug', async (request, reply, r) => {
    const params = slugParams.safeParse(request.params);
    if (!params.success) return sf.notFound(request, reply, r, MISSING);
    const { slug } = params.data;
    return sf.serveShared(request, reply, r, '', async () => {
      const product = await sf.productPages.get(r.store.id, slug);
      return product ? { kind: 'product', product } : { missing: MISSING };
    });
  });
};
