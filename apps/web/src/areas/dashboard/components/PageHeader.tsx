import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Links above the title, e.g. [{ label: 'Products', to: '/dashboard/products' }]. */
  crumbs?: { label: string; to: string }[];
  actions?: ReactNode;
}

export function PageHeader({ title, description, crumbs, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4} miw={0}>
        {crumbs && crumbs.length > 0 && (
          <Breadcrumbs separatorMargin={6}>
            {crumbs.map((c) => (
              <Anchor key={c.to} component={Link} to={c.to} size="sm">
                {c.label}
              </Anchor>
            ))}
          </Breadcrumbs>
        )}
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
