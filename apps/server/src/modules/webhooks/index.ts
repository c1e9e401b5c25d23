// The front door of modules/webhooks: what other modules may use (.dependency-cruiser.cjs, module-internals).
export { recordWebhookEvent } from './webhooks.service';
