import { createRequire } from 'node:module';

export { STORE_TIME_ZONE, storeDay, storeTime } from './components/time';
export {
  CATALOGUES,
  type MessageKey,
  type Messages,
  offeredLocales,
  type Translate,
  translator,
} from './i18n';
export { renderStoreUnavailable } from './pages/errors';
export {
  ownBytes,
  renderPage,
  renderSharedPage,
  type SharedPage,
  withCartCount,
} from './render';
export { THEMES, themeOf } from './themes';
export type {
  CartLineView,
  CheckoutValues,
  DeliveryChoiceView,
  DisplayCurrency,
  DocumentLink,
  InvoiceView,
  Page,
  PayMark,
  PayMethod,
  PricingView,
  RenderContext,
  StoreTags,
  StoreView,
  TrackingDispute,
  TransferView,
} from './types';

/** The client island, served as a static file (the CSP allows only same-origin scripts). */
export const ISLAND_FILE = createRequire(import.meta.url).resolve('@kasuwa/storefront/public/island.js');
