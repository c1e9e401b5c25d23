import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { cssVariablesResolver, theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; network trouble and 5xx might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

/**
 * The dashboard's server-rendered page already carries Mantine's theme variables and global classes (the
 * same theme, in <style> elements beside the app's root, see entry-server.tsx): the app does not add a
 * second copy, whose arrival would make the browser restyle the whole page once more as it starts.
 */
const serverStyles =
  typeof document !== 'undefined' &&
  document.querySelector('style[data-mantine-styles="true"]') !== null &&
  document.querySelector('style[data-mantine-styles="classes"]') !== null;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={!serverStyles}
      withGlobalClasses={!serverStyles}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
