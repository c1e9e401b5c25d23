import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../platform/db';
import { getStoreRenderData } from '../stores';
import * as queries from './themes.queries';

/**
 * What a theme deployment needs from the storefront: drop a store's cached pages and render its home
 * page again with the theme version it now runs. The storefront module registers the implementation
 * (its page cache and server render) through `registerStorefrontRenderer` when the app is built, in
 * every process, API or worker.
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

// Without the storefront module there is nothing to render with: every site fails with this message
// rather than being reported as deployed.
let factory: RendererFactory = () => ({
  async invalidate() {},
  async renderHome() {
    throw new RenderError('The storefront renderer is not available in this process.');
  },
});

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
 * What the themes interpolate as they are (colours into CSS, image addresses into `url()`), checked
 * before a deployment renders the store: such a value would not fail the render, it would ship a broken
 * or unsafe page. Also refuses a missing store and an inactive theme.
 */
export async function assertRenderable({ db }: Pick<RendererEnv, 'db'>, storeId: number): Promise<void> {
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
}
