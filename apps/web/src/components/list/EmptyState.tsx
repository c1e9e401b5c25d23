import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  message: string;
  action?: ReactNode;
}

export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="kasuwa">
        {icon}
      </ThemeIcon>
      <Title order={3} fz="lg">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={420}>
        {message}
      </Text>
      {action}
    </Stack>
  );
}
