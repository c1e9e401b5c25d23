import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred card for the account pages that keep the public navbar (recovery, confirmation). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={520} py={{ base: 40, md: 80 }} px="md">
      <Paper p={{ base: 'lg', sm: 36 }} radius="lg" withBorder shadow="sm">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
