import { findStoreCollection, listActiveProducts } from '../../catalog';
import { collectionQuery, slugParams } from '../storefront.forms';
import type { StorefrontPage } from '../storefront.shared';
import { PAGE_SIZE } from './home';

const MISSING = 'notFound.collection';

export const collectionPage: StorefrontPage = (route, sf) => {
  route('GET', '/collections/:slug', async (request, reply, r) => {
    const params = slugParams.safeParse(request.params);
    if (!params.success) return sf.notFound(request, reply, r, MISSING);
    const { slug } = params.data;
    const { page } = collectionQuery.parse(request.query ?? {});
    return sf.serveShared(request, reply, r, page > 1 ? `?page=${page}` : '', async (scopeDb) => {
      const collection = await findStoreCollection(scopeDb, slug);
      if (!collection) return { missing: MISSING };
      const { items, total } = await listActiveProducts(
        scopeDb,
        { collectionId: collection.id, page, limit: PAGE_SIZE },
        sf.storage,
      );
      return {
        kind: 'collection',
        collection: { ...collection, productCount: total },
        products: items,
        page,
        pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      };
    });
  });
};
