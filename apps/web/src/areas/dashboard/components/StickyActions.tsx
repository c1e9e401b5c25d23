import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * On phones an edit screen's Save scrolls away with its header: this bar keeps the actions pinned just
 * above the bottom navigation (whose height AppShell exposes as --app-shell-footer-offset).
 */
export function StickyActions({ children }: { children: ReactNode }) {
  return (
    <Paper
      hiddenFrom="sm"
      withBorder
      shadow="md"
      radius={0}
      p="xs"
      mx="calc(var(--mantine-spacing-sm) * -1)"
      mt="lg"
      data-testid="sticky-actions"
      style={{ position: 'sticky', bottom: 'var(--app-shell-footer-offset, 0px)', zIndex: 5 }}
    >
      <Group justify="flex-end" gap="xs" wrap="nowrap">
        {children}
      </Group>
    </Paper>
  );
}
