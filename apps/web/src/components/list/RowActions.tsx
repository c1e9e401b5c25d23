import { adminMessages } from '@kasuwa/contracts';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RowActionProps {
  /** The accessible name, e.g. "Edit store 12"; its first word is the tooltip. */
  label: string;
  color?: string;
  /** When false, shown disabled with the tooltip 'No permission'. */
  allowed?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * An icon button of a list row. Not permitted, it stays focusable and shows why: data-disabled rather
 * than disabled, so the tooltip still sees the pointer (as Mantine advises).
 */
export function RowAction({ label, color, allowed = true, onClick, children }: RowActionProps) {
  return (
    <Tooltip label={allowed ? label.split(' ')[0] : adminMessages.noPermission} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        aria-disabled={allowed ? undefined : true}
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
  /** What the row is called, for the buttons' accessible names ("Edit Lagos delivery", "Edit store 12"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  canEdit?: boolean;
  canDelete?: boolean;
  /** The word of the delete button: "Remove" where the thing is not destroyed, only withdrawn. */
  deleteLabel?: string;
  /** Actions of this kind of row only, shown before Edit. */
  children?: ReactNode;
}

/** The icon buttons at the end of a list row: edit and delete, named after the row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  canEdit = true,
  canDelete = true,
  deleteLabel = 'Delete',
  children,
}: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      <RowAction label={`Edit ${name}`} allowed={canEdit} onClick={onEdit}>
        <IconPencil size={18} />
      </RowAction>
      <RowAction label={`${deleteLabel} ${name}`} color="red" allowed={canDelete} onClick={onDelete}>
        <IconTrash size={18} />
      </RowAction>
    </Group>
  );
}
