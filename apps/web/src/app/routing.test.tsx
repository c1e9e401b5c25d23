import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppRoute, AppRouter, useNavigationPending, useRouteError, useRouteHandles } from './routing';

/** A lazy page whose code arrives when the test says so, counting how often it was asked for. */
function deferredPage(Page: ComponentType) {
  let arrive: () => void = () => undefined;
  const page = {
    asked: 0,
    arrive: () => act(async () => arrive()),
    lazy: () => {
      page.asked += 1;
      return new Promise<{ Component: ComponentType }>((resolve) => {
        arrive = () => resolve({ Component: Page });
      });
    },
  };
  return page;
}

function Root() {
  const titles = useRouteHandles().map((handle) => handle.title);
  return (
    <>
      <output data-testid="title">{titles.join(' / ')}</output>
      <output data-testid="pending">{String(useNavigationPending())}</output>
      <output data-testid="path">{useLocation().pathname}</output>
      <Outlet />
    </>
  );
}

function Failed() {
  return <p>Failed: {(useRouteError() as Error).message}</p>;
}

function table(overrides: Partial<Record<'home' | 'orders' | 'area' | 'inner', AppRoute['lazy']>>) {
  const lazyOr = (name: string, lazy?: AppRoute['lazy']) =>
    lazy ?? (async () => ({ Component: () => <p>{name} page</p> }));
  return [
    {
      Component: Root,
      ErrorBoundary: Failed,
      HydrateFallback: () => <p>Starting</p>,
      handle: { title: 'Kasuwa' },
      children: [
        {
          index: true,
          handle: { title: 'Home' },
          lazy: lazyOr('Home', overrides.home),
        },
        { path: 'orders', handle: { title: 'Orders' }, lazy: lazyOr('Orders', overrides.orders) },
        {
          path: 'area',
          lazy: overrides.area,
          children: [{ path: 'inner', handle: { title: 'Inner' }, lazy: lazyOr('Inner', overrides.inner) }],
        },
      ],
    },
  ] satisfies AppRoute[];
}

function HomeWithLink() {
  return (
    <>
      <p>Home page</p>
      <Link to="/orders">To orders</Link>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AppRouter', () => {
  it('shows the fallback until the first page arrives, then the page and its titles', async () => {
    const home = deferredPage(() => <p>Home page</p>);
    render(<AppRouter routes={table({ home: home.lazy })} />);
    expect(await screen.findByText('Starting')).toBeInTheDocument();
    await home.arrive();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByText('Starting')).not.toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('Kasuwa / Home');
  });

  it('keeps the page shown while the next one loads, and says a navigation is under way', async () => {
    const orders = deferredPage(() => <p>Orders page</p>);
    // React and the boundary report the failure on the console; the test reads the screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <AppRouter routes={table({ home: async () => ({ Component: HomeWithLink }), orders: orders.lazy })} />,
    );
    await user.click(await screen.findByRole('link', { name: 'To orders' }));
    expect(window.location.pathname).toBe('/orders');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    expect(screen.getByTestId('title')).toHaveTextContent('Kasuwa / Home');
    await orders.arrive();
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
    expect(screen.getByTestId('title')).toHaveTextContent('Kasuwa / Orders');
    // Back in the browser's history: the home page's code is kept, so it shows at once.
    await act(async () => window.history.back());
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(orders.asked).toBe(1);
  });

  it('asks for a nested page and its parent side by side, not one after the other', async () => {
    window.history.replaceState(null, '', '/area/inner');
    const area = deferredPage(() => (
      <section>
        Area <Outlet />
      </section>
    ));
    const inner = deferredPage(() => <p>Inner page</p>);
    render(<AppRouter routes={table({ area: area.lazy, inner: inner.lazy })} />);
    expect(area.asked).toBe(1);
    expect(inner.asked).toBe(1);
    await inner.arrive();
    await area.arrive();
    expect(await screen.findByText('Inner page')).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('Kasuwa / Inner');
  });

  it("shows the route's error screen when a page fails to load, and clears it on the next navigation", async () => {
    // React and the boundary report the failure on the console; the test reads the screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <AppRouter
        routes={table({
          home: async () => ({
            Component: () => (
              <>
                <Link to="/orders">To orders</Link>
                <Link to="/area/inner">Elsewhere</Link>
              </>
            ),
          }),
          orders: () => Promise.reject(new Error('chunk gone')),
        })}
      />,
    );
    await user.click(await screen.findByRole('link', { name: 'To orders' }));
    expect(await screen.findByText('Failed: chunk gone')).toBeInTheDocument();
    await act(async () => window.history.back());
    expect(await screen.findByRole('link', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
  });
});
