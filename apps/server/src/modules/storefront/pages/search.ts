import { listActiveProducts } from '../../catalog/catalog.storefront.service';
import { searchQuery } from '../storefront.forms';
import type { StorefrontPage } from '../storefront.shared';
import { PAGE_SIZE } from './home';

export const searchPage: StorefrontPage = (route, sf) => {
  route('GET', '/search', async (request, reply, r) => {
    const { q } = searchQuery.parse(request.query ?? {});
    const { items, total } = q
      ? await listActiveProducts(
          { db: sf.db, storeId: r.store.id },
          { q, page: 1, limit: PAGE_SIZE },
          sf.storage,
        )
      : { items: [], total: 0 };
    return sf.show(request, reply, r, { kind: 'search', q, products: items, total });
  });
};
