import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../platform/db';
import { getStoreRenderData } from '../stores/stores.themes';
import * as queries from './themes.queries';

/**
 * What a theme deployment needs from the storefront: drop a store's cached pages and render its home
 * page again with the theme version it now runs. The storefront registers its own implementation
 * (cache + server render) through `registerStorefrontRenderer`; until it does, the checking renderer
 * below stands in.
 */
export interface StorefrontRenderer {
  invalidate(storeId: number): Promise<void>;
  /** Throws with a message an admin can act on when the page cannot be rendered. */
  renderHome(storeId: number): Promise<void>;
}

export interface RendererEnv {
  db: DbOrTx;
  log: FastifyBaseLogger;
}

type RendererFactory = (env: RendererEnv) => StorefrontRenderer;

let factory: RendererFactory = (env) => checkingRenderer(env);

export function registerStorefrontRenderer(next: RendererFactory): void {
  factory = next;
}

export function storefrontRenderer(env: RendererEnv): StorefrontRenderer {
  return factory(env);
}

export class RenderError extends Error {}

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const IMAGE_URL = /^(?:https?:\/\/|\/)[^\s"'<>]+$/;

/**
 * Renders the home page from the store's data and its theme and throws on anything the theme cannot
 * render (missing store, inactive theme, malformed colours or image addresses). There is no page cache
 * before the storefront's own renderer is registered, so `invalidate` has nothing to drop.
 */
export function checkingRenderer({ db }: RendererEnv): StorefrontRenderer {
  return {
    async invalidate() {},
    async renderHome(storeId) {
      const store = await getStoreRenderData({ db }, storeId);
      if (!store) throw new RenderError(`Store ${storeId} no longer exists.`);
      const theme = await queries.findTheme(db, store.themeId);
      if (!theme) throw new RenderError(`Theme ${store.themeId} does not exist.`);
      if (!theme.active) throw new RenderError(`Theme "${theme.themeName}" is inactive.`);
      if (!store.name.trim()) throw new RenderError('The store has no name to show.');
      for (const [label, value] of [
        ['primary colour', store.primaryColor],
        ['accent colour', store.accentColor],
      ] as const) {
        if (!HEX_COLOUR.test(value)) throw new RenderError(`The ${label} "${value}" is not a hex colour.`);
      }
      for (const [label, value] of [
        ['logo', store.logoUrl],
        ['banner', store.bannerUrl],
      ] as const) {
        if (value && !IMAGE_URL.test(value))
          throw new RenderError(`The ${label} address "${value}" is not valid.`);
      }
      if (!/^[A-Z]{3}$/.test(store.currency))
        throw new RenderError(`The currency "${store.currency}" is not valid.`);
    },
  };
}
