import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from './i18n';

/**
 * A page the member's role does not include, opened by its address or an old link: said plainly, with
 * the way back, rather than the error the server's refusal would show.
 */
export function NoAccess({ storeName }: { storeName: string }) {
  const t = useT();
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid="no-access">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconLock size={30} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t('dashboard.noAccess.title')}
      </Title>
      <Text c="dimmed" size="sm" maw={420}>
        {t('dashboard.noAccess.text', { store: storeName })}
      </Text>
      <Button component={Link} to="/dashboard" variant="light">
        {t('dashboard.noAccess.back')}
      </Button>
    </Stack>
  );
}
