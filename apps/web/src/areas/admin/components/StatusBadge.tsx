import { Badge } from '@mantine/core';
import { formatDate } from '../../../lib/datetime';
import { useT } from '../i18n';
import { statusName } from '../labels';

/** The read-only status shown instead of the dropdown to admins who may not edit. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const label = statusName(t, status);
  return (
    <Badge
      color={status === 'active' ? 'kasuwa' : 'gray'}
      variant="light"
      miw={84}
      aria-label={t('admin.common.statusOf', { status: label })}
    >
      {label}
    </Badge>
  );
}

/** A short date, as the Created columns show it. */
export function shortDate(iso: string): string {
  return formatDate(iso);
}
