import type { ObjectStorage } from '../../platform/storage';
import type { StoreScope } from '../../platform/tenant';
import { collectionIdsOfProducts, imagesOfProducts, type ProductCore, variantsOfProducts } from '../catalog';
import type { EndpointSchema, GqlContext } from './graphql.context';

type Part = 'variants' | 'images' | 'collectionIds';

/**
 * Mercurius loaders for a product's parts: every `Product.variants` (images, collectionIds) asked for
 * while resolving one request (every operation of a batch, every page) is read in one statement a
 * store, instead of one a product. A product that already carries the part (one just created) is
 * answered from it. `scopeOf` gives the store scope of a product's store: the vendor's checked store
 * on the shop endpoint, the store served on the Storefront API.
 */
export function productLoaders(
  storage: ObjectStorage,
  scopeOf: (context: GqlContext, product: ProductCore) => Promise<StoreScope> | StoreScope,
): NonNullable<EndpointSchema['loaders']> {
  const read: Record<Part, (scope: StoreScope, ids: string[]) => Promise<unknown[][]>> = {
    variants: variantsOfProducts,
    images: (scope, ids) => imagesOfProducts(scope, ids, storage),
    collectionIds: collectionIdsOfProducts,
  };
  const loader =
    (part: Part) =>
    async (queries: { obj: ProductCore }[], context: GqlContext): Promise<unknown[]> => {
      const answers: unknown[] = queries.map((q) => q.obj[part]);
      const byStore = new Map<number, { index: number; product: ProductCore }[]>();
      queries.forEach((q, index) => {
        if (answers[index] !== undefined) return;
        const list = byStore.get(q.obj.storeId) ?? [];
        list.push({ index, product: q.obj });
        byStore.set(q.obj.storeId, list);
      });
      await Promise.all(
        [...byStore.values()].map(async (list) => {
          const scope = await scopeOf(context, list[0]!.product);
          const ids = [...new Set(list.map((x) => x.product.id))];
          const found = await read[part](scope, ids);
          const byId = new Map(ids.map((id, i) => [id, found[i]]));
          for (const x of list) answers[x.index] = byId.get(x.product.id) ?? [];
        }),
      );
      return answers;
    };
  return {
    Product: {
      variants: loader('variants'),
      images: loader('images'),
      collectionIds: loader('collectionIds'),
    },
  } as unknown as NonNullable<EndpointSchema['loaders']>;
}
