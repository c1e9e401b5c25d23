// The front door of modules/orders: what other modules may use (.dependency-cruiser.cjs, module-internals).
export {
  type AudienceMember,
  campaignAudience,
  customersFromOrders,
  type OrderCustomer,
} from './orders.customers.service';
export {
  deliveredAmong,
  findOrderForPayment,
  orderLines,
  type PayableOrder,
  recentlySoldVariants,
} from './orders.lookup.service';
export { collectOnDelivery, recordPaidOutside } from './orders.off-platform.service';
export {
  type DailyFigures,
  dailyFigures,
  type Interval,
  paidOrderMoney,
  REPORT_TIME_ZONE,
  type SalesBreakdown,
  salesBreakdown,
  storesActiveOn,
} from './orders.reports.service';
export {
  applyVendorAction,
  assertOrderOfStore,
  cancelUnpaidOrder,
  createOnDeliveryOrder,
  createPendingOrder,
  findOrderForTracking,
  getOrder,
  latestOrders,
  listOrders,
  type NewOrder,
  RESERVATION_MINUTES,
  reservationExpiry,
  type StoreLinkConfig,
  storeHasOrders,
  toOrder,
  transitionOrder,
  tryTransitionOrder,
} from './orders.service';
