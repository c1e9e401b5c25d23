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
export {
  type DailyFigures,
  dailyFigures,
  type Interval,
  paidOrderMoney,
  REPORT_TIME_ZONE,
  storesActiveOn,
} from './orders.reports.service';
export {
  applyVendorAction,
  assertOrderOfStore,
  cancelUnpaidOrder,
  createPendingOrder,
  findOrderForTracking,
  getOrder,
  latestOrders,
  listOrders,
  RESERVATION_MINUTES,
  reservationExpiry,
  type StoreLinkConfig,
  storeHasOrders,
  transitionOrder,
  tryTransitionOrder,
} from './orders.service';
