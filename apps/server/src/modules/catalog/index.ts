// The front door of modules/catalog: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  collectionIdsOfProducts,
  imagesOfProducts,
  type ProductCore,
  productCore,
  productPage,
  variantsOfProducts,
} from './catalog.batch.service';
export {
  createProduct,
  listCollections,
  productCounts,
  productIdsInCollection,
  updateProduct,
} from './catalog.service';
export {
  type AdjustmentRow,
  adjustmentsOf,
  changeStock,
  findVariantStock,
  insertAdjustment,
  listStock,
  setThreshold,
  variantLabel,
} from './catalog.stock.service';
export {
  collectionsOfProducts,
  existingCollectionIds,
  existingProductIds,
  findStoreCollection,
  firstImageUrls,
  listActiveProducts,
  listStoreCollections,
  ProductPages,
  sellableVariants,
  sitemapEntries,
  suggestProducts,
} from './catalog.storefront.service';
