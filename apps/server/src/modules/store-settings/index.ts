// The front door of modules/store-settings: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { enabledCurrenciesOf, getSettings } from './store-settings.service';
