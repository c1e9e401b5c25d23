import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * A page the member's role does not include, opened by its address or an old link: said plainly, with
 * the way back, rather than the error the server's refusal would show.
 */
export function NoAccess({ storeName }: { storeName: string }) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid="no-access">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconLock size={30} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        You don't have access to this
      </Title>
      <Text c="dimmed" size="sm" maw={420}>
        Your role at {storeName} does not include this page. If you need it, ask the store owner.
      </Text>
      <Button component={Link} to="/dashboard" variant="light">
        Back to the overview
      </Button>
    </Stack>
  );
}
