import type { EnvironmentLabel } from '@kasuwa/contracts';
import { isLocale, LOCALE_NAMES, LOCALES } from '@kasuwa/contracts/locale-tags';
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NativeSelect,
  NavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import '../mantine-more.css';
import {
  IconBuildingStore,
  IconCash,
  IconDeviceDesktopAnalytics,
  IconLanguage,
  IconLayoutDashboard,
  IconLogout,
  IconPalette,
  IconReportSearch,
  IconUsers,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../../areas/admin/i18n';
import { roleName } from '../../areas/admin/labels';
import { LogoMark } from '../../components/Brand';
import { setLocale, useLocale } from '../../i18n/i18n';
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
  { label: 'admin.nav.dashboard', to: '/administrator', icon: IconLayoutDashboard, exact: true },
  { label: 'admin.nav.users', to: '/administrator/users', icon: IconUsers },
  { label: 'admin.nav.stores', to: '/administrator/stores', icon: IconBuildingStore },
  { label: 'admin.nav.themes', to: '/administrator/themes', icon: IconPalette },
  { label: 'admin.nav.monitor', to: '/administrator/monitor', icon: IconDeviceDesktopAnalytics },
  { label: 'admin.nav.payments', to: '/administrator/money', icon: IconCash },
  { label: 'admin.nav.logs', to: '/administrator/logs', icon: IconReportSearch },
] as const;

const BADGE_COLORS: Record<EnvironmentLabel, string> = {
  Production: 'red',
  Test: 'orange',
  Staging: 'yellow',
  Development: 'blue',
};
const ENVIRONMENT_KEYS = {
  Production: 'admin.env.production',
  Test: 'admin.env.test',
  Staging: 'admin.env.staging',
  Development: 'admin.env.development',
} as const;

function EnvironmentBadge() {
  const t = useT();
  const { data } = useAdminEnvironment();
  const environment = data?.environment ?? 'Development';
  const label = t(ENVIRONMENT_KEYS[environment]);
  return (
    <Badge
      color={BADGE_COLORS[environment]}
      variant="light"
      radius="sm"
      aria-label={t('admin.frame.environment', { label })}
    >
      {label}
    </Badge>
  );
}

/**
 * The back office's language: this browser's choice (i18n.ts remembers it, as the public footer's
 * switcher does), not an account setting: administrators have no language on their account. Shown on
 * the sign-in page too, so an administrator reads the form in their language.
 */
function LanguageSelect() {
  const t = useT();
  const locale = useLocale();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('admin.frame.language')}
      leftSection={<IconLanguage size={14} />}
      data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      value={locale}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLocale(chosen)) void setLocale(chosen);
      }}
      w={{ base: 120, sm: 160 }}
    />
  );
}

/**
 * The back-office frame for every /admin… path (spec 2.1, 2.12): its own header, sidebar and footer
 * instead of the public navbar and footer. The sign-in page gets the header alone.
 */
export function AdminShell() {
  const t = useT();
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
                aria-label={t('admin.frame.toggleNav')}
              />
            )}
            <LogoMark size={28} />
            <Title order={2} fz="lg" visibleFrom="xs">
              {t('admin.frame.title')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <EnvironmentBadge />
            <LanguageSelect />
            {user && pathname !== ADMIN_LOGIN_PATH && (
              <>
                <Stack gap={0} align="flex-end" visibleFrom="sm">
                  <Text size="sm" fw={600} data-testid="admin-name">
                    {`${user.firstName} ${user.lastName}`.trim() || user.email}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="admin-role">
                    {roleName(t, user.role)}
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconLogout size={16} />}
                  onClick={logout}
                  aria-label={t('admin.frame.logout')}
                >
                  <Text span inherit visibleFrom="xs">
                    {t('admin.frame.logout')}
                  </Text>
                </Button>
              </>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      {withSidebar && (
        <AppShell.Navbar p="sm" aria-label={t('admin.frame.navigation')}>
          <Stack gap={4} component="nav" aria-label={t('admin.frame.sections')}>
            {NAV.map((item) => {
              const active = 'exact' in item ? pathname === item.to : pathname.startsWith(item.to);
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(item.label)}
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
          {t('admin.frame.footer', { version })}
        </Text>
      </AppShell.Main>
    </AppShell>
  );
}
