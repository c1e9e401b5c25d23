/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'orders.description': 'Every order placed on your storefront, newest first.',
  'orders.search': 'Search orders',
  'orders.searchHint': 'Order number, customer name or email',
  'orders.status': 'Status',
  'orders.allStatuses': 'All statuses',
  'orders.channel': 'Channel',
  'orders.allChannels': 'All channels',
  'orders.payment': 'Payment',
  'orders.allPayments': 'All payments',
  'orders.fromDate': 'From date',
  'orders.toDate': 'To date',
  'orders.noMatch': 'No orders match',
  'orders.noMatchText': 'Try another status, channel, payment, date range or search.',
  'orders.clearFilters': 'Clear filters',
  'orders.noneText': 'When a customer checks out on your storefront, the order appears here.',
  'orders.col.order': 'Order',
  'orders.col.date': 'Date',
  'orders.col.customer': 'Customer',
  'orders.col.items': 'Items',
  'orders.col.total': 'Total',
  'orders.summary':
    '{total, plural, =0 {No orders} one {Showing {first}–{last} of # order} other {Showing {first}–{last} of # orders}}',
};

export default messages;
export const reviewed: readonly string[] = [];
