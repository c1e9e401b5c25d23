import {
  ActionIcon,
  Anchor,
  AppShell,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Center,
  Group,
  NavLink,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconCrown, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { MoreStyles, withMoreStyles } from '../../app/more-styles';
import { useRemoveServerFrame } from '../../app/shells/server-frame';
import { LogoMark } from '../../components/Brand';
// The kit's files, not its index: the dashboard's first load must not take the whole list kit (and zod).
import { QueryError } from '../../components/list/QueryError';
import { lazyOnIntent } from '../../components/OnIntent';
import { useT } from '../../i18n/i18n';
import { useOffline } from '../../lib/offline';
import { restoreVendorSession, signOutVendor, useVendorSession } from '../../lib/vendor-session';
import { can, mayOpen } from './access';
import { useAccessRefresh } from './access-refresh';
import { DEFAULT_OVERVIEW_QUERY, lowStockQuery, overviewQuery } from './api/graphql';
import { usePlans, useVendorStores } from './api/stores';
import { BottomNav } from './components/BottomNav';
import { DashboardLoading } from './DashboardSkeleton';
import { isActive, NAV, NAV_LABELS } from './nav';
import { useOfflineSupport } from './offline/useOfflineSupport';
import {
  type CurrentStore,
  CurrentStoreContext,
  rememberedStoreId,
  rememberStoreId,
  storeIdInPath,
} from './store-context';

// The account menu's code (Menu, its popover) loads when the vendor reaches for it; see the file.
const AccountMenu = lazyOnIntent(async () => (await import('./components/AccountMenu')).AccountMenu);

// Drawn only offline (its code then comes from the service worker's copy), not with every first load.
const OfflineBanner = lazy(
  withMoreStyles(async () => ({ default: (await import('./offline/OfflineBanner')).OfflineBanner })),
);

// Drawn only when a member opens a page their role does not include.
const NoAccess = lazy(
  withMoreStyles(async () => ({ default: (await import('./components/NoAccess')).NoAccess })),
);

// Loaded when a store picker is on screen; see the file.
const StoreSwitcher = lazy(
  withMoreStyles(async () => ({ default: (await import('./components/StoreSwitcher')).StoreSwitcher })),
);

/**
 * The vendor dashboard frame for every /dashboard… path: a guard (signed in, owns a store), the
 * store being managed, and the AppShell with its top bar and side navigation.
 */
export function DashboardShell() {
  const session = useVendorSession();
  const location = useLocation();
  const t = useT();
  useOfflineSupport(session);

  useEffect(() => {
    if (session.status === 'unknown') void restoreVendorSession();
  }, [session.status]);

  const signedIn = session.status === 'signed-in';
  const stores = useVendorStores(signedIn);
  // With the stores, what the first screen shows of the store last managed, so that the overview's
  // figures and the low-stock badge come in the same batched POST as the stores (one round trip).
  const queryClient = useQueryClient();
  const opening = useRef(location.pathname);
  useEffect(() => {
    if (!signedIn) return;
    const storeId = storeIdInPath(opening.current) ?? rememberedStoreId();
    if (storeId === undefined) return;
    void queryClient.prefetchQuery(lowStockQuery(storeId));
    if (opening.current === '/dashboard') {
      void queryClient.prefetchQuery(overviewQuery(storeId, DEFAULT_OVERVIEW_QUERY));
    }
  }, [signedIn, queryClient]);
  // The whole frame and the first page mount when the stores arrive: deferred, React draws them in
  // small slices between which a slow phone stays responsive, with the loader shown meanwhile.
  const storeList = useDeferredValue(stores.data);
  const loading =
    session.status === 'unknown' || (session.status === 'signed-in' && !stores.isError && !storeList);
  useRemoveServerFrame(!loading);

  if (session.status === 'unknown')
    return <DashboardLoading pathname={location.pathname} label={t('frame.checkingSession')} />;
  if (session.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (stores.isError) {
    return (
      <Center mih="100vh" p="md">
        <QueryError error={stores.error} onRetry={() => stores.refetch()} />
      </Center>
    );
  }
  if (!storeList) return <DashboardLoading pathname={location.pathname} label={t('frame.loadingStores')} />;
  if (storeList.length === 0) return <Navigate to="/new-store/modal" replace />;
  return <ShellWithStore stores={storeList} />;
}

function ShellWithStore({ stores }: { stores: CurrentStore['stores'] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useVendorSession();
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Which store picker is on screen (the header's from md, the side navigation's below it, shown as a
  // drawer under sm), so that a phone loads the picker's code only when the drawer opens.
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const tablet = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const [chosen, setChosen] = useState<number | undefined>(rememberedStoreId);
  const fromPath = storeIdInPath(pathname);

  const store = stores.find((s) => s.id === fromPath) ?? stores.find((s) => s.id === chosen) ?? stores[0]!;

  useEffect(() => {
    if (store.id !== chosen) {
      setChosen(store.id);
      rememberStoreId(store.id);
    }
  }, [store.id, chosen]);

  const selectStore = useCallback(
    (storeId: number) => {
      setChosen(storeId);
      rememberStoreId(storeId);
      // A detail page of one store means nothing in another: go back to the section's list.
      const section = NAV.find((item) => !('exact' in item) && isActive(pathname, item));
      // The section may be one the other store's role does not include: the page then says so.
      navigate(section?.to ?? '/dashboard');
    },
    [navigate, pathname],
  );

  const current = useMemo<CurrentStore>(
    () => ({ store, storeId: store.id, stores, selectStore }),
    [store, stores, selectStore],
  );

  const plans = usePlans();
  const plan = plans.data?.find((p) => p.code === session.user?.plan);
  // Undefined while the plans load: neither New store nor Upgrade is offered until it is known which.
  // The plan counts the stores she owns; a store she works in as staff is its owner's.
  const owned = stores.filter((s) => s.access.role === 'owner').length;
  const canAddStore = plan ? plan.maxStores === null || owned < plan.maxStores : undefined;

  // A member sees the sections their role includes (issue 34); the owner, all of them.
  const nav = useMemo(() => NAV.filter((item) => mayOpen(store.access, item.to)), [store.access]);
  useAccessRefresh();
  const lowStock = useQuery({ ...lowStockQuery(store.id), enabled: can(store.access, 'products.read') });
  const browserOffline = useOffline();
  const offline = browserOffline || session.offline === true;

  const user = session.user;
  const displayName = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  const avatar = (
    <Group gap={6} wrap="nowrap">
      <Avatar color="kasuwa" radius="xl" size={32}>
        {displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <IconChevronDown size={14} />
    </Group>
  );

  return (
    <CurrentStoreContext.Provider value={current}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        footer={{ height: { base: 60, sm: 0 } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('frame.toggleNav')}
              />
              <Anchor component={Link} to="/dashboard" aria-label={t('frame.home')} visibleFrom="xs">
                <LogoMark size={28} />
              </Anchor>
              <Stack gap={0} miw={0}>
                <Title order={1} fz={{ base: 'md', sm: 'lg' }} lineClamp={1} data-testid="store-name">
                  {store.name}
                </Title>
                <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="sm">
                  {new URL(store.url).host}
                </Text>
              </Stack>
              {stores.length > 1 && wide && (
                <Suspense fallback={<Box w={190} h={30} />}>
                  <StoreSwitcher
                    aria-label={t('frame.switchStore')}
                    size="xs"
                    w={190}
                    stores={stores}
                    storeId={store.id}
                    onStoreChange={selectStore}
                    comboboxProps={{ withinPortal: true }}
                  />
                </Suspense>
              )}
              {canAddStore !== undefined && (
                <Button
                  component={Link}
                  to={canAddStore ? '/new-store' : '/subscription'}
                  size="xs"
                  variant="subtle"
                  leftSection={canAddStore ? <IconPlus size={14} /> : <IconCrown size={14} />}
                  visibleFrom="md"
                >
                  {canAddStore ? t('frame.newStore') : t('frame.upgradeForStores')}
                </Button>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              {/* The day's most frequent task, one tap from every screen (issue 30). */}
              {can(store.access, 'sales.record') && (
                <Button
                  component={Link}
                  to="/dashboard/sales/new"
                  size="xs"
                  leftSection={<IconPlus size={16} />}
                  aria-current={pathname === '/dashboard/sales/new' ? 'page' : undefined}
                >
                  {t('frame.newSale')}
                </Button>
              )}
              <Button
                component="a"
                href={store.url}
                target="_blank"
                rel="noopener"
                size="xs"
                variant="light"
                leftSection={<IconExternalLink size={16} />}
                visibleFrom="xs"
              >
                {t('frame.viewStorefront')}
              </Button>
              {/* On a phone the storefront link is its icon, leaving the store's name room beside New sale. */}
              <ActionIcon
                component="a"
                href={store.url}
                target="_blank"
                rel="noopener"
                size={30}
                variant="light"
                aria-label={t('frame.viewStorefront')}
                hiddenFrom="xs"
              >
                <IconExternalLink size={16} />
              </ActionIcon>
              <AccountMenu
                label={`${displayName}${user?.plan ? ` · ${plan?.name ?? user.plan}` : ''}`}
                canAddStore={canAddStore}
                onSignOut={async () => {
                  await signOutVendor();
                  navigate('/login', { replace: true });
                }}
                placeholder={(handlers) => (
                  <UnstyledButton aria-label={t('frame.accountMenu')} aria-haspopup="menu" {...handlers}>
                    {avatar}
                  </UnstyledButton>
                )}
              >
                {avatar}
              </AccountMenu>
            </Group>
          </Group>
        </AppShell.Header>
        {/* As a drawer (small screens) its foot stays clear of the two floating buttons below it. */}
        <AppShell.Navbar p="sm" pb={{ base: 84, sm: 'sm' }} aria-label="Dashboard">
          {stores.length > 1 && !wide && (tablet || opened) && (
            <Suspense fallback={<Box h={36} mb="sm" />}>
              <StoreSwitcher
                aria-label={t('frame.switchStoreInMenu')}
                mb="sm"
                stores={stores}
                storeId={store.id}
                onStoreChange={(storeId) => {
                  selectStore(storeId);
                  close();
                }}
              />
            </Suspense>
          )}
          {/* Native scrolling: Mantine's ScrollArea measured its content on every resize while the page drew. */}
          <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
            <Stack gap={4} component="nav" aria-label={t('nav.sections')}>
              {/* On a phone the list is a closed drawer until More: drawn when opened, not with the page. */}
              {(tablet || opened) &&
                nav.map((item) => {
                  const active = isActive(pathname, item);
                  return (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={t(NAV_LABELS[item.to])}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      leftSection={<item.icon size={18} />}
                      rightSection={
                        item.to === '/dashboard/inventory' && lowStock.data ? (
                          <Badge
                            size="xs"
                            color="orange"
                            variant="filled"
                            aria-label={t('nav.lowStock', { count: lowStock.data })}
                          >
                            {lowStock.data}
                          </Badge>
                        ) : undefined
                      }
                      onClick={close}
                      variant="light"
                      fw={500}
                    />
                  );
                })}
            </Stack>
          </Box>
          {canAddStore !== undefined && (
            <Button
              component={Link}
              to={canAddStore ? '/new-store' : '/subscription'}
              variant="default"
              leftSection={canAddStore ? <IconPlus size={16} /> : <IconCrown size={16} />}
              hiddenFrom="md"
              mt="sm"
              onClick={close}
            >
              {canAddStore ? t('frame.newStore') : t('frame.upgradeForStores')}
            </Button>
          )}
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0" pb="calc(var(--app-shell-footer-offset, 0px) + var(--mantine-spacing-md))">
          {offline && (
            <Suspense fallback={null}>
              <OfflineBanner />
            </Suspense>
          )}
          {mayOpen(store.access, pathname) ? (
            <>
              {/* The overview draws with the first screen's styles; any other page waits for the rest. */}
              {pathname !== '/dashboard' && pathname !== '/dashboard/' && <MoreStyles />}
              <Outlet />
            </>
          ) : (
            <Suspense fallback={null}>
              <NoAccess storeName={store.name} />
            </Suspense>
          )}
        </AppShell.Main>
        <AppShell.Footer hiddenFrom="sm" withBorder>
          <BottomNav
            allowed={(to) => mayOpen(store.access, to)}
            isActive={(to) => {
              const item = NAV.find((n) => n.to === to);
              return item ? isActive(pathname, item) : false;
            }}
            onMore={toggle}
            moreOpen={opened}
          />
        </AppShell.Footer>
      </AppShell>
    </CurrentStoreContext.Provider>
  );
}
