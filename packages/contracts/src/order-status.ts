// Without zod: the dashboard's first screen shows order statuses, and orders.ts's schemas would bring
// zod into its first download. orders.ts re-exports these.

/** The order lifecycle; the rules of moving between these live in the server's order-state module. */
export const ORDER_STATUSES = [
  'pending_payment',
  /** Pay on delivery: accepted unpaid, stock held (no expiry) until delivered and paid, or failed. */
  'confirmed',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Pending payment',
  confirmed: 'Confirmed',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Where a sale happened: the online store, or a channel the vendor recorded it from. */
export const ORDER_CHANNELS = [
  'online',
  'whatsapp',
  'instagram',
  'facebook',
  'phone',
  'walk_in',
  'other',
] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  online: 'Online store',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  phone: 'Phone call',
  walk_in: 'Walk-in',
  other: 'Other',
};
/**
 * How an order's money moves: through Kasuwa's escrow, paid to the vendor directly (recorded for her
 * books, no Kasuwa money and no fee), or paid on delivery.
 */
export const PAYMENT_MODES = ['escrow', 'off_platform', 'on_delivery'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  escrow: 'Paid through Kasuwa',
  off_platform: 'Paid outside Kasuwa',
  on_delivery: 'Pay on delivery',
};
