import type { AccountPlanStatus } from '@kasuwa/contracts';
import { Badge } from '@mantine/core';
import { formatDate } from '../../../lib/datetime';
import { useT } from '../i18n';
import type { AdminTranslate } from '../labels';

const LOOK: Record<
  AccountPlanStatus,
  { colour: string; label: (t: AdminTranslate, until: string | null) => string }
> = {
  free: { colour: 'gray', label: (t) => t('admin.planStatus.free') },
  active: {
    colour: 'green',
    label: (t, until) =>
      until ? t('admin.planStatus.renews', { date: formatDate(until) }) : t('admin.planStatus.active'),
  },
  cancelling: {
    colour: 'yellow',
    label: (t, until) =>
      until ? t('admin.planStatus.ends', { date: formatDate(until) }) : t('admin.planStatus.endsAtPeriodEnd'),
  },
  grace: {
    colour: 'orange',
    label: (t, until) =>
      until ? t('admin.planStatus.overdueUntil', { date: formatDate(until) }) : t('admin.planStatus.overdue'),
  },
  ended: { colour: 'gray', label: (t) => t('admin.planStatus.ended') },
  by_hand: { colour: 'grape', label: (t) => t('admin.planStatus.byHand') },
};

/** Where an account's plan stands (renews, ends at the period end, payment overdue, …). */
export function PlanStatusBadge({
  status,
  until,
}: {
  status: AccountPlanStatus | undefined;
  until: string | null | undefined;
}) {
  const t = useT();
  if (!status) return null;
  const look = LOOK[status];
  return (
    <Badge size="xs" variant="dot" color={look.colour} mt={2} tt="none" data-plan-status={status}>
      {look.label(t, until ?? null)}
    </Badge>
  );
}
