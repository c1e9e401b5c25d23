// The front door of modules/themes: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { assertRenderable, registerStorefrontRenderer } from './themes.renderer.service';
