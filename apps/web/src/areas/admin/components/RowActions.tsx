import { adminMessages } from '@kasuwa/contracts';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/datetime';

interface GuardedIconProps {
  allowed: boolean;
  label: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}

/**
 * An icon button that, when not permitted, is shown disabled with the tooltip 'No permission'.
 * It uses data-disabled rather than disabled so the tooltip still sees the pointer (as Mantine advises).
 */
export function GuardedIcon({ allowed, label, color, onClick, children }: GuardedIconProps) {
  return (
    <Tooltip label={allowed ? label.split(' ')[0] : adminMessages.noPermission} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        aria-disabled={!allowed}
        data-disabled={allowed ? undefined : true}
        onClick={(event) => {
          event.stopPropagation();
          if (allowed) onClick();
        }}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

interface RowActionsProps {
  /** For the buttons' accessible names, e.g. "store 12". */
  subject: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete, titled Edit and Delete, or disabled with 'No permission' (spec 2.14). */
export function RowActions({ subject, canEdit, canDelete, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <GuardedIcon allowed={canEdit} label={`Edit ${subject}`} onClick={onEdit}>
        <IconPencil size={16} />
      </GuardedIcon>
      <GuardedIcon allowed={canDelete} label={`Delete ${subject}`} color="red" onClick={onDelete}>
        <IconTrash size={16} />
      </GuardedIcon>
    </Group>
  );
}

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
