import type { Page } from '@kasuwa/storefront';
import type { ObjectStorage } from '../../../platform/storage';
import type { StoreScope } from '../../../platform/tenant';
import { listActiveProducts } from '../../catalog';
import type { StorefrontPage } from '../storefront.shared';

export const PAGE_SIZE = 24;

/** The home page's content; theme deployments render it too (see storefront.routes). */
export const loadHome =
  (storage: ObjectStorage) =>
  async (scope: StoreScope): Promise<Page> => {
    const { items } = await listActiveProducts(scope, { page: 1, limit: PAGE_SIZE }, storage);
    return { kind: 'home', products: items };
  };

export const homePage: StorefrontPage = (route, sf) => {
  const load = loadHome(sf.storage);
  route('GET', '/', (request, reply, r) => sf.serveShared(request, reply, r, '', load));
};
