import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../app/theme';

/** A client like the app's, without retries, so a failed request shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client ?? testQueryClient()}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Shows the router's current path and query, so a test can see where a screen navigated. */
function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="query">{location.search}</output>
    </>
  );
}

/** Renders a screen at `path` inside the app's providers and a memory router. */
export function renderScreen(screen: ReactElement, options: { path?: string; route?: string } = {}) {
  const path = options.path ?? '/';
  const route = options.route ?? path;
  const user = userEvent.setup();
  const result = render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={screen} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </TestProviders>,
  );
  return { user, ...result };
}
