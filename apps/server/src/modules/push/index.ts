// The front door of modules/push: what other modules may use (.dependency-cruiser.cjs, module-internals).
// A paid order (payments) and a pay-on-delivery order call queueOrderPush in their own transaction.
export { type OrderPush, queueOrderPush } from './push.service';
