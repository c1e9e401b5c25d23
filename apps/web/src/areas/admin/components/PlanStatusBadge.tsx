import type { AccountPlanStatus } from '@kasuwa/contracts';
import { Badge } from '@mantine/core';
import { formatDate } from '../../../lib/datetime';

const LOOK: Record<AccountPlanStatus, { colour: string; label: (until: string | null) => string }> = {
  free: { colour: 'gray', label: () => 'never paid' },
  active: { colour: 'green', label: (until) => (until ? `renews ${formatDate(until)}` : 'active') },
  cancelling: {
    colour: 'yellow',
    label: (until) => (until ? `ends ${formatDate(until)}` : 'ends at period end'),
  },
  grace: {
    colour: 'orange',
    label: (until) => (until ? `overdue, Free on ${formatDate(until)}` : 'payment overdue'),
  },
  ended: { colour: 'gray', label: () => 'paid plan ended' },
  by_hand: { colour: 'grape', label: () => 'set by an administrator' },
};

/** Where an account's plan stands (renews, ends at the period end, payment overdue, …). */
export function PlanStatusBadge({
  status,
  until,
}: {
  status: AccountPlanStatus | undefined;
  until: string | null | undefined;
}) {
  if (!status) return null;
  const look = LOOK[status];
  return (
    <Badge size="xs" variant="dot" color={look.colour} mt={2} tt="none" data-plan-status={status}>
      {look.label(until ?? null)}
    </Badge>
  );
}
