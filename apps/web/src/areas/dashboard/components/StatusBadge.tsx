import type { ProductStatus } from '@kasuwa/contracts';
import type { OrderChannel, OrderStatus, PaymentMode } from '@kasuwa/contracts/order-status';
import { Badge, type BadgeProps } from '@mantine/core';
import { type MessageKey, useT } from '../../../i18n/i18n';

const PRODUCT_COLORS: Record<ProductStatus, string> = { draft: 'gray', active: 'green', archived: 'dark' };
export const PRODUCT_STATUS_KEYS: Record<ProductStatus, MessageKey> = {
  draft: 'product.status.draft',
  active: 'product.status.active',
  archived: 'product.status.archived',
};

/** The words of order-status.ts (contracts, the server's English) in the catalogues. */
export const ORDER_STATUS_KEYS: Record<OrderStatus, MessageKey> = {
  pending_payment: 'order.status.pending_payment',
  confirmed: 'order.status.confirmed',
  paid: 'order.status.paid',
  processing: 'order.status.processing',
  shipped: 'order.status.shipped',
  delivered: 'order.status.delivered',
  completed: 'order.status.completed',
  cancelled: 'order.status.cancelled',
  refunded: 'order.status.refunded',
};
export const ORDER_CHANNEL_KEYS: Record<OrderChannel, MessageKey> = {
  online: 'order.channel.online',
  whatsapp: 'order.channel.whatsapp',
  instagram: 'order.channel.instagram',
  facebook: 'order.channel.facebook',
  phone: 'order.channel.phone',
  walk_in: 'order.channel.walk_in',
  other: 'order.channel.other',
};
export const PAYMENT_MODE_KEYS: Record<PaymentMode, MessageKey> = {
  escrow: 'order.payment.escrow',
  off_platform: 'order.payment.off_platform',
  on_delivery: 'order.payment.on_delivery',
};

export function ProductStatusBadge({ status, ...box }: { status: ProductStatus } & BadgeProps) {
  const t = useT();
  return (
    <Badge color={PRODUCT_COLORS[status]} variant="light" radius="sm" {...box}>
      {t(PRODUCT_STATUS_KEYS[status])}
    </Badge>
  );
}

export const ORDER_COLORS: Record<OrderStatus, string> = {
  pending_payment: 'yellow',
  confirmed: 'orange',
  paid: 'blue',
  processing: 'indigo',
  shipped: 'cyan',
  delivered: 'teal',
  completed: 'green',
  cancelled: 'gray',
  refunded: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <Badge color={ORDER_COLORS[status]} variant="light" radius="sm">
      {t(ORDER_STATUS_KEYS[status])}
    </Badge>
  );
}
