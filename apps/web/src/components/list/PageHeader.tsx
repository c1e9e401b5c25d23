import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Links above the title, e.g. [{ label: 'Products', to: '/dashboard/products' }]. */
  crumbs?: { label: string; to: string }[];
  actions?: ReactNode;
  /** The heading's level: the back office's page titles are h1, the dashboard's h2 under its shell's. */
  level?: 1 | 2;
}

/** A list page's title, what it shows, and its actions (add, export) at the right or below on a phone. */
export function PageHeader({ title, description, crumbs, actions, level = 2 }: PageHeaderProps) {
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
        <Title order={level} fz={{ base: 22, sm: 26 }}>
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
