// The front door of modules/stores: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  accessibleStores,
  OWNER_GRANT,
  storeAccess,
  storeAccessWithCurrency,
  toStoreAccess,
} from './store-access.service';
export {
  addMember,
  changeMemberRole,
  countMembers,
  deleteMember,
  findMember,
  findMemberByUser,
  hasAnyStore,
  listMembers,
  lockStore,
  type StoreMemberRow,
} from './store-members.service';
export { touchStorefront, touchStorefrontsSelling } from './stores.cache.service';
export { findStoreByDomain, findStoreContacts, findStoreName } from './stores.lookup.service';
export { accountStores, applyPlanToStores, keepStores } from './stores.plan.service';
export {
  addStoreNote,
  adminCreateStore,
  adminDeleteStore,
  adminUpdateStore,
  countStores,
  countStoresCreated,
  countStoresOfUser,
  createStore,
  getStore,
  isSubdomainAvailable,
  listStoreNotes,
  listStoreOwners,
  listStores,
  listStoresOfUser,
  recentStores,
  storeNames,
  toVendorStore,
} from './stores.service';
export {
  DOMAINS_CHANGED_CHANNEL,
  type StorefrontStoreRow,
  servedCustomDomains,
  setStoreCustomDomain,
  storefrontRowByDomain,
  storefrontRowById,
  storefrontRowBySubdomain,
} from './stores.storefront.service';
export {
  assertStoreWritable,
  isStoreWritable,
  type StoreRow,
  type StoreSettingsValues,
  storeCurrency,
  storeEntitlements,
  storeOf,
  updateStoreOf,
} from './stores.tenant.service';
export { getStoreRenderData, recordThemeVersion, storeIdsUsingTheme } from './stores.themes.service';
