import { type EnvironmentLabel, roleLabel } from '@kasuwa/contracts';
import { AppShell, Badge, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import '../mantine-more.css';
import {
  IconBuildingStore,
  IconCash,
  IconDeviceDesktopAnalytics,
  IconLayoutDashboard,
  IconLogout,
  IconPalette,
  IconReportSearch,
  IconUsers,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LogoMark } from '../../components/Brand';
import { ADMIN_LOGIN_PATH, adminLogout, useAdminEnvironment, useAdminSession } from '../../lib/admin-session';
import { version } from '../../lib/version';
import { FLOATING_CLEARANCE } from './floating-offset';

/** Spec 2.12, 9: the admin header is 60px high and the sidebar 250px wide. */
export const ADMIN_HEADER_HEIGHT = 60;
export const ADMIN_SIDEBAR_WIDTH = 250;

/**
 * The sidebar of spec 2.12, the same for every role, plus Payments (disputes, payouts, fees) and Logs
 * (error reports, audit log) below it.
 */
const NAV = [
  { label: 'Dashboard', to: '/administrator', icon: IconLayoutDashboard, exact: true },
  { label: 'Users', to: '/administrator/users', icon: IconUsers },
  { label: 'Stores', to: '/administrator/stores', icon: IconBuildingStore },
  { label: 'Themes', to: '/administrator/themes', icon: IconPalette },
  { label: 'Monitor', to: '/administrator/monitor', icon: IconDeviceDesktopAnalytics },
  { label: 'Payments', to: '/administrator/money', icon: IconCash },
  { label: 'Logs', to: '/administrator/logs', icon: IconReportSearch },
] as const;

const BADGE_COLORS: Record<EnvironmentLabel, string> = {
  Production: 'red',
  Test: 'orange',
  Staging: 'yellow',
  Development: 'blue',
};

function EnvironmentBadge() {
  const { data } = useAdminEnvironment();
  const label = data?.environment ?? 'Development';
  return (
    <Badge color={BADGE_COLORS[label]} variant="light" radius="sm" aria-label={`Environment: ${label}`}>
      {label}
    </Badge>
  );
}

/**
 * The back-office frame for every /admin… path (spec 2.1, 2.12): its own header, sidebar and footer
 * instead of the public navbar and footer. The sign-in page gets the header alone.
 */
export function AdminShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useAdminSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const withSidebar = Boolean(user) && pathname !== ADMIN_LOGIN_PATH;

  const logout = async () => {
    await adminLogout();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <AppShell
      header={{ height: ADMIN_HEADER_HEIGHT }}
      navbar={
        withSidebar
          ? { width: ADMIN_SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {withSidebar && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Toggle navigation"
              />
            )}
            <LogoMark size={28} />
            <Title order={2} fz="lg" visibleFrom="xs">
              Admin Dashboard
            </Title>
          </Group>
          <Group gap="md" wrap="nowrap">
            <EnvironmentBadge />
            {user && pathname !== ADMIN_LOGIN_PATH && (
              <>
                <Stack gap={0} align="flex-end" visibleFrom="sm">
                  <Text size="sm" fw={600} data-testid="admin-name">
                    {`${user.firstName} ${user.lastName}`.trim() || user.email}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="admin-role">
                    {roleLabel(user.role)}
                  </Text>
                </Stack>
                <Button variant="default" size="xs" leftSection={<IconLogout size={16} />} onClick={logout}>
                  Logout
                </Button>
              </>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      {withSidebar && (
        <AppShell.Navbar p="sm" aria-label="Administration">
          <Stack gap={4} component="nav" aria-label="Admin sections">
            {NAV.map((item) => {
              const active = 'exact' in item ? pathname === item.to : pathname.startsWith(item.to);
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  leftSection={<item.icon size={18} />}
                  onClick={close}
                  variant="light"
                />
              );
            })}
          </Stack>
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="gray.0" pb={FLOATING_CLEARANCE} style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>
          <Outlet />
        </div>
        <Text component="footer" size="xs" c="dimmed" ta="center" mt="xl">
          Kasuwa back office · version {version}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
