import {
  AppShell,
  Box,
  Button,
  Card,
  Group,
  NavLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { serverFrameShown } from '../../app/shells/server-frame';
import { LogoMark } from '../../components/Brand';
import { useT } from '../../i18n/i18n';
import { BottomNav } from './components/BottomNav';
import { isActive, NAV, NAV_LABELS } from './nav';

/**
 * What the app shows while the dashboard loads: nothing while the server's frame is on screen (see
 * server-frame.ts), else the frame's outline (after signing in in the app, say).
 */
export function DashboardLoading({ pathname, label }: { pathname: string; label: string }) {
  return serverFrameShown() ? null : <DashboardSkeleton pathname={pathname} label={label} />;
}

/**
 * The dashboard's frame before its data: the top bar, the sections and, on the overview, the outline of
 * its cards, drawn with the frame's own sizes. The server sends it as the page's HTML (entry-server.tsx),
 * so a phone paints it as soon as the HTML and the style sheet are in, while the app's script is still on
 * its way, and it stays until the app draws the real frame (server-frame.ts). The app shows it too when
 * it opens the dashboard itself (after signing in), while it checks the session and loads the stores. Its links are plain links: they work before the app runs.
 */
export function DashboardSkeleton({ pathname, label }: { pathname: string; label: string }) {
  const t = useT();
  const overview = pathname === '/dashboard' || pathname === '/dashboard/';
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: { base: 60, sm: 0 } }}
      padding={{ base: 'sm', sm: 'lg' }}
      aria-busy
    >
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {/* Where the menu button (Burger) sits once the app runs. */}
            <Box hiddenFrom="sm" w={34} h={34} />
            <Box visibleFrom="xs" lh={0}>
              <LogoMark size={28} />
            </Box>
            <Skeleton h={18} w={140} radius="sm" />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={30} w={{ base: 72, xs: 140 }} radius="sm" />
            <Skeleton h={32} w={52} radius="xl" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Dashboard">
        {/* A closed drawer on a phone until the app opens it: not styled or laid out there. */}
        <Stack gap={4} component="nav" aria-label={t('nav.sections')} visibleFrom="sm">
          {NAV.map((item) => {
            const active = isActive(pathname, item);
            return (
              <NavLink
                key={item.to}
                href={item.to}
                label={t(NAV_LABELS[item.to])}
                active={active}
                aria-current={active ? 'page' : undefined}
                leftSection={<item.icon size={18} />}
                variant="light"
                fw={500}
              />
            );
          })}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{overview ? <OverviewSkeleton /> : <PageSkeleton />}</AppShell.Main>
      <AppShell.Footer hiddenFrom="sm" withBorder>
        <BottomNav
          isActive={(to) => {
            const item = NAV.find((n) => n.to === to);
            return item ? isActive(pathname, item) : false;
          }}
          moreOpen={false}
          plainLinks
        />
      </AppShell.Footer>
    </AppShell>
  );
}

/** The overview's header and cards (overview/OverviewPage.tsx), their figures not yet known. */
function OverviewSkeleton() {
  const t = useT();
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4} miw={0}>
          {/* Not "Welcome back": the server cannot tell a merchant who just opened her store (overview/greeting.ts). */}
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {t('overview.welcome')}
          </Title>
          <Skeleton h={14} my={4} w={220} />
        </Stack>
        <Button component="a" href="/dashboard/products/new" leftSection={<IconPlus size={18} />}>
          {t('overview.addProduct')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="lg" mb="lg">
        <Stack gap="sm">
          <Title order={3} fz="md">
            {t('share.title')}
          </Title>
          <Skeleton h={16} my={3} w={200} />
          <Group gap="xs">
            <Skeleton h={36} w={180} radius="sm" />
            <Skeleton h={36} w={110} radius="sm" />
          </Group>
          <Text size="sm" c="dimmed">
            {t('share.qrHint')}
          </Text>
        </Stack>
      </Card>
      <Skeleton h={36} w={300} maw="100%" mb="md" radius="sm" />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mb="lg">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg" mb="lg">
        <Title order={3} fz="md" mb="sm">
          {t('overview.revenueAndOrders')}
        </Title>
        <Skeleton h={264} />
      </Card>
    </>
  );
}

/** Any other section: its title and content are the page's own, drawn once its code is in. */
function PageSkeleton() {
  return (
    <Stack gap="lg">
      <Skeleton h={30} w={220} />
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}
