import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'orders.description': 'All the orders wey people place for your shop, the newest first.',
  'orders.search': 'Search orders',
  'orders.searchHint': 'Order number, customer name or email',
  'orders.status': 'Status',
  'orders.allStatuses': 'All status',
  'orders.channel': 'Channel',
  'orders.allChannels': 'All channels',
  'orders.payment': 'Payment',
  'orders.allPayments': 'All payments',
  'orders.fromDate': 'From date',
  'orders.toDate': 'Reach date',
  'orders.noMatch': 'No order match',
  'orders.noMatchText': 'Try another status, channel, payment, date or search.',
  'orders.clearFilters': 'Clear filters',
  'orders.noneText': 'When customer checkout for your shop, the order go show here.',
  'orders.col.order': 'Order',
  'orders.col.date': 'Date',
  'orders.col.customer': 'Customer',
  'orders.col.items': 'Items',
  'orders.col.total': 'Total',
  'orders.summary':
    '{total, plural, =0 {No order} one {{first}–{last} for # order} other {{first}–{last} for # orders}}',
};

export default messages;
export const reviewed: readonly string[] = [];
