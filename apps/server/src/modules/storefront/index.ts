// modules/storefront is an edge: app.ts registers its routes; the Storefront GraphQL API (modules/graphql,
// same layer) reads store rows through the same directory as the pages.
export { type StorefrontStore, sharedDirectory } from './storefront.service';
