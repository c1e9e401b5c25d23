import { AppShell, Badge, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from '../../components/Brand';

/** Spec 9: the admin header is 60px high. */
export const ADMIN_HEADER_HEIGHT = 60;

/** The back-office frame for every /admin… path; its own header instead of the public navbar and footer. */
export function AdminShell() {
  return (
    <AppShell header={{ height: ADMIN_HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          <Brand size={28} />
          <Badge variant="light" color="gold" radius="sm">
            Admin
          </Badge>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
