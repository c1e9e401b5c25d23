import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ("Edit Lagos delivery"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The word of the delete button: "Remove" where the thing is not destroyed, only withdrawn. */
  deleteLabel?: string;
  /** Actions of this kind of row only, shown before Edit. */
  children?: ReactNode;
}

/** The icon buttons at the end of a list row: edit and delete, named after the row. */
export function RowActions({ name, onEdit, onDelete, deleteLabel = 'Delete', children }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel}>
        <ActionIcon variant="subtle" color="red" aria-label={`${deleteLabel} ${name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
