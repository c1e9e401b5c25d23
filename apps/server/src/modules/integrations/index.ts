// The front door of modules/integrations: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { feedItems, googleFeed, metaFeed } from './integrations.feeds.service';
export { recordOrderAttribution, recordPurchaseEvents } from './integrations.purchases.service';
export { storefrontTags } from './integrations.service';
