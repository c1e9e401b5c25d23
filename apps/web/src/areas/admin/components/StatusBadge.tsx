import { Badge } from '@mantine/core';
import { formatDate } from '../../../lib/datetime';

/** The read-only status shown instead of the dropdown to admins who may not edit. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={status === 'active' ? 'kasuwa' : 'gray'}
      variant="light"
      miw={84}
      aria-label={`Status: ${status}`}
    >
      {status}
    </Badge>
  );
}

/** A short date, as the Created columns show it. */
export function shortDate(iso: string): string {
  return formatDate(iso);
}
