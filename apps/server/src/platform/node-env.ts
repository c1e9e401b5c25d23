/**
 * React, which renders the storefronts on the server, loads its development or production build by
 * `NODE_ENV` when first imported; the development build checks every element and renders several times
 * slower. A deployed process (any `KASUWA_ENV` but `development`) therefore runs the production build
 * unless `NODE_ENV` says otherwise. `main.ts` imports this module first, before anything loads React.
 */
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV =
    (process.env.KASUWA_ENV ?? 'development') === 'development' ? 'development' : 'production';
}
