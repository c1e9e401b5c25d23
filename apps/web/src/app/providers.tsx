import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { MutationCache, onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocale } from '../i18n/i18n';
import { ApiError } from '../lib/api';
import { withMoreStyles } from './more-styles';
import { cssVariablesResolver, theme } from './theme';

/**
 * How long an answer counts as fresh: long enough that the dashboard's first screen does not ask again for
 * what its frame prefetched a moment before, short enough that coming back to a list (from another page,
 * another tab, or WhatsApp) asks again. A merchant's orders, stock and discount uses change without her:
 * the 30 s used before showed a code's uses or a new store half a minute late.
 */
export const FRESH_MS = 3_000;

export const queryClient: QueryClient = new QueryClient({
  // What she changes herself shows at once: any change that succeeds marks every answer stale (the ones
  // on screen are asked again now, the others when next shown). Changes that also write the answer
  // into the cache (setQueryData) are only asked again, never shown out of date.
  mutationCache: new MutationCache({
    onSuccess: () => {
      // Not awaited: the change is done; its page need not wait for every list to come back.
      void queryClient.invalidateQueries();
    },
  }),
  defaultOptions: {
    // A change runs at once even offline, to be refused there with a message (lib/offline.ts), rather
    // than wait unseen (react-query's default) for a network that may come after the page is closed.
    mutations: { networkMode: 'always' },
    queries: {
      staleTime: FRESH_MS,
      refetchOnWindowFocus: true,
      // A 4xx will not get better by asking again; network trouble and 5xx might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

// react-query assumes a network until an `offline` event says otherwise; a page opened offline (from
// the service worker) would send every query to fail. Reads then wait, showing what was saved.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/**
 * The dashboard's server-rendered page already carries Mantine's theme variables and global classes (the
 * same theme, in <style> elements beside the app's root, see entry-server.tsx): the app does not add a
 * second copy, whose arrival would make the browser restyle the whole page once more as it starts.
 */
const serverStyles =
  typeof document !== 'undefined' &&
  document.querySelector('style[data-mantine-styles="true"]') !== null &&
  document.querySelector('style[data-mantine-styles="classes"]') !== null;

const NotificationsContainer = lazy(
  withMoreStyles(async () => ({
    default: (await import('./NotificationsContainer')).NotificationsContainer,
  })),
);

/**
 * The notifications' container (and its transition library) loads with the first notification shown,
 * not with every page: most first loads show none. One shown meanwhile waits in the store and appears
 * once the container has arrived; the container then stays.
 */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const asked = notifications.length + queue.length > 0;
  useEffect(() => {
    if (asked) setWanted(true);
  }, [asked]);
  return wanted || asked ? (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={!serverStyles}
      withGlobalClasses={!serverStyles}
    >
      <QueryClientProvider client={queryClient}>
        <NotificationsOnDemand />
        {/* A new language draws the app again from the top, so no date or amount keeps the old one. */}
        <Fragment key={locale}>{children}</Fragment>
      </QueryClientProvider>
    </MantineProvider>
  );
}
