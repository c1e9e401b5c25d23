import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../i18n';

/** An id with a copy-to-clipboard button (spec 2.14, 2.16); "Copied!" shows for 3 seconds (spec 9). */
export function CopyId({ id }: { id: number }) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {id}
      </Text>
      <CopyButton value={String(id)} timeout={3000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('admin.common.copied') : t('admin.common.copyId')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'kasuwa' : 'gray'}
              size="sm"
              aria-label={t('admin.common.copyIdOf', { id })}
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
