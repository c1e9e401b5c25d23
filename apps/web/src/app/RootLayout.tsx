import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { DashboardLoading } from '../areas/dashboard/DashboardSkeleton';
import { CookieBanner } from '../areas/public/cookies/CookieBanner';
import { Brand } from '../components/Brand';
import { type MessageKey, translate, useLocale } from '../i18n/i18n';
import { useT } from './i18n';
import { withMoreStyles } from './more-styles';
import classes from './RootLayout.module.css';
import { useNavigationPending, useRouteError, useRouteHandles } from './routing';
import { isAdminPath, isDashboardPath } from './shells/paths';
import { useRemoveServerFrame } from './shells/server-frame';

// Each frame loads with its area: the public navbar and footer are not part of the dashboard's first load,
// nor the dashboard's frame part of a public page's (main.tsx starts the right one at once).
const PublicShell = lazy(async () => ({ default: (await import('./shells/PublicShell')).PublicShell }));
const AdminShell = lazy(async () => ({ default: (await import('./shells/AdminShell')).AdminShell }));
const DashboardShell = lazy(async () => ({
  default: (await import('../areas/dashboard/DashboardShell')).DashboardShell,
}));
// The floating buttons load with the frames that show them, not with the dashboard, which has none.
const FloatingContact = lazy(
  withMoreStyles(async () => ({ default: (await import('./shells/FloatingContact')).FloatingContact })),
);
const FloatingActions = lazy(
  withMoreStyles(async () => ({ default: (await import('./shells/FloatingActions')).FloatingActions })),
);

/** Scroll to the top on every navigation, or to the element named by the hash when there is one. */
function useScrollOnNavigate() {
  const { key, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, which is the trigger.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let attempts = 0;
    // The target may render a few frames later (lazy page, data); look for it briefly.
    const find = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (attempts++ < 30) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [key, hash]);
}

/**
 * Each route names its page in `handle.title` (a key of the titles' part of the catalogue); the deepest
 * one that does becomes the document title, so tabs, history and screen readers tell pages apart. The
 * titles' texts load on their own (titles/document-title.ts), after the page; a change of language
 * names the page again.
 */
function useDocumentTitle() {
  const locale = useLocale();
  const key = useRouteHandles()
    .map((handle) => handle.title)
    .filter((name): name is string => Boolean(name))
    .at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `locale` names the page again in the new language.
  useEffect(() => {
    // A dashboard section is named by the core's words, already loaded: no chunk to wait for.
    if (key?.startsWith('nav.')) {
      document.title = translate('titles.page', { page: translate(key as MessageKey) });
      return;
    }
    let current = true;
    void import('./titles/document-title').then(({ documentTitle }) => {
      if (current) document.title = documentTitle(key);
    });
    return () => {
      current = false;
    };
  }, [key, locale]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  // Off the dashboard (a link followed before the app started) the server's dashboard frame has no place.
  useRemoveServerFrame(!isDashboardPath(pathname));
  useScrollOnNavigate();
  useDocumentTitle();
  const t = useT();
  return (
    <>
      {navigating && <div className={classes.progress} role="progressbar" aria-label={t('list.loading')} />}
      {isAdminPath(pathname) ? (
        <Suspense fallback={<PageLoader />}>
          <AdminShell />
        </Suspense>
      ) : isDashboardPath(pathname) ? (
        <Suspense fallback={<DashboardLoading pathname={pathname} label={t('app.loadingDashboard')} />}>
          <DashboardShell />
        </Suspense>
      ) : (
        <Suspense fallback={<PageLoader />}>
          <PublicShell />
        </Suspense>
      )}
      {/*
        The dashboard has no floating buttons at any width: on a phone they sat on its sticky bars and
        cards' actions, on a computer on its date-range picker and cards (issue 32). Help is in its account
        menu. The back office hides them on a phone only (help is in its menu there).
      */}
      {!isDashboardPath(pathname) && (
        <Suspense fallback={null}>
          <FloatingContact inShell={isAdminPath(pathname)} />
          <FloatingActions inShell={isAdminPath(pathname)} />
        </Suspense>
      )}
      <CookieBanner />
    </>
  );
}

/**
 * What shows while the first page's code loads: on the dashboard its frame's outline, which the server
 * drew as the page's HTML (DashboardSkeleton), so the app's first draw changes nothing on screen.
 */
export function RootFallback() {
  const { pathname } = window.location;
  const t = useT();
  return isDashboardPath(pathname) ? (
    <DashboardLoading pathname={pathname} label={t('app.loadingDashboard')} />
  ) : (
    <PageLoader />
  );
}

export function PageLoader() {
  const t = useT();
  return (
    <Center mih="100vh">
      <Loader color="kasuwa" type="dots" size="lg" aria-label={t('app.loadingKasuwa')} />
    </Center>
  );
}

/** Shown when a page fails to load or render (for example a stale chunk after a release). */
export function RouteError() {
  const error = useRouteError();
  useRemoveServerFrame();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const t = useT();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <Brand />
        <Title order={2}>{t('app.error.title')}</Title>
        <Text c="dimmed">
          {status ? t('app.error.status', { status: String(status) }) : t('app.error.text')}
        </Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </Button>
        <Button component={Link} to="/" variant="subtle">
          {t('app.error.home')}
        </Button>
      </Stack>
    </Center>
  );
}
