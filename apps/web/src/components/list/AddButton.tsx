import { adminMessages } from '@kasuwa/contracts';
import { Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * A list's "Add …" button. Not permitted, it stays in view, disabled, with the tooltip 'No permission'
 * (spec 2.14): data-disabled rather than disabled, so the tooltip still sees the pointer.
 */
export function AddButton({
  label,
  allowed = true,
  onClick,
}: {
  label: string;
  allowed?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={adminMessages.noPermission} disabled={allowed} withArrow>
      <Button
        leftSection={<IconPlus size={16} />}
        data-disabled={allowed ? undefined : true}
        aria-disabled={!allowed}
        onClick={() => allowed && onClick()}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
