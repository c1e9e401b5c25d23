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
