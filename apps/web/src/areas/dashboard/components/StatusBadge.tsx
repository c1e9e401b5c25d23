import type { ProductStatus } from '@kasuwa/contracts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@kasuwa/contracts/order-status';
import { Badge, type BadgeProps } from '@mantine/core';

const PRODUCT_COLORS: Record<ProductStatus, string> = { draft: 'gray', active: 'green', archived: 'dark' };
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

export function ProductStatusBadge({ status, ...box }: { status: ProductStatus } & BadgeProps) {
  return (
    <Badge color={PRODUCT_COLORS[status]} variant="light" radius="sm" {...box}>
      {PRODUCT_STATUS_LABELS[status]}
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
  return (
    <Badge color={ORDER_COLORS[status]} variant="light" radius="sm">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
