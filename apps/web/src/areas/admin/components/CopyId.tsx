import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** An id with a copy-to-clipboard button (spec 2.14, 2.16); "Copied!" shows for 3 seconds (spec 9). */
export function CopyId({ id }: { id: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {id}
      </Text>
      <CopyButton value={String(id)} timeout={3000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied!' : 'Copy ID'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'kasuwa' : 'gray'}
              size="sm"
              aria-label={`Copy ID ${id}`}
              onClick={(event) => {
                event.stopPropagation();
                copy();
              }}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
