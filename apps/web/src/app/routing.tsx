/**
 * The app's router: React Router's declarative router (`<Router>` and `useRoutes`) driven by the route
 * table in router.tsx, which keeps the data router's shape (`lazy`, `handle`, `ErrorBoundary`,
 * `HydrateFallback`). The app has no loaders or actions, and the data router cost the dashboard's first
 * load about 16 KB gzip (issue 32; docs/performance.md). What the app used of it is here:
 * - `lazy` pages: each a React.lazy component, and every page a location matches starts loading at once,
 *   beside its parents (no waterfall through nested routes, as the data router did);
 * - navigations are transitions, so the page shown stays until the next one's code is in, and
 *   `useNavigationPending` says when one is under way (the data router's `navigation.state`);
 * - `handle`: `useRouteHandles` gives the matched routes' handles, outermost first (`useMatches`);
 * - `ErrorBoundary`: what a route shows when its page fails to load or render, with `useRouteError`;
 *   a navigation elsewhere clears it;
 * - `HydrateFallback`: what the route shows while the first page's code loads.
 */
import {
  Component,
  type ComponentType,
  createContext,
  createElement,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  matchRoutes,
  type RouteObject,
  Router,
  useLocation,
  useRoutes,
} from 'react-router';

export interface AppRoute {
  id?: string;
  path?: string;
  index?: boolean;
  /** What the app reads of a route: its page's title (RootLayout). */
  handle?: { title?: string };
  Component?: ComponentType;
  element?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  children?: AppRoute[];
}

const RoutesContext = createContext<AppRoute[]>([]);
const PendingContext = createContext(false);
const ErrorContext = createContext<unknown>(undefined);

/** Each lazy route's code, asked for once (a failed load is asked again on the next visit). */
const loads = new WeakMap<AppRoute, Promise<{ Component: ComponentType }>>();
function load(route: AppRoute & { lazy: NonNullable<AppRoute['lazy']> }) {
  let loading = loads.get(route);
  if (!loading) {
    loading = route.lazy();
    loads.set(route, loading);
    loading.catch(() => loads.delete(route));
  }
  return loading;
}

/** The routes a location matches, outermost first (the data router's matches, without their data). */
function matched(routes: AppRoute[], location: Partial<Location> | string): AppRoute[] {
  // matchRoutes keeps each match's own route object, so the table's objects come back as they are.
  return (matchRoutes(routes as RouteObject[], location) ?? []).map((match) => match.route as AppRoute);
}

/** Starts loading the code of every page the location matches, side by side. */
export function preloadRoutes(routes: AppRoute[], location: Partial<Location> | string): void {
  for (const route of matched(routes, location)) {
    if (route.lazy) load(route as AppRoute & { lazy: NonNullable<AppRoute['lazy']> }).catch(() => undefined);
  }
}

interface BoundaryProps {
  fallback: ComponentType;
  location: Location;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    // A navigation elsewhere clears the error, as the data router does.
    return props.location.key === state.location.key ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorContext value={this.state.error}>{createElement(this.props.fallback)}</ErrorContext>
    );
  }
}

function ErrorBoundaryAtLocation({ fallback, children }: { fallback: ComponentType; children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={fallback} location={useLocation()}>
      {children}
    </RouteErrorBoundary>
  );
}

const lazyPages = new WeakMap<AppRoute, ComponentType>();
function lazyPage(route: AppRoute & { lazy: NonNullable<AppRoute['lazy']> }): ComponentType {
  let page = lazyPages.get(route);
  if (!page) {
    page = lazy(async () => ({ default: (await load(route)).Component }));
    lazyPages.set(route, page);
  }
  return page;
}

function toRouteObject(route: AppRoute): RouteObject {
  let element: ReactNode =
    route.element ??
    (route.Component
      ? createElement(route.Component)
      : route.lazy
        ? createElement(lazyPage(route as AppRoute & { lazy: NonNullable<AppRoute['lazy']> }))
        : undefined);
  if (route.HydrateFallback) {
    element = <Suspense fallback={createElement(route.HydrateFallback)}>{element}</Suspense>;
  }
  if (route.ErrorBoundary) {
    element = <ErrorBoundaryAtLocation fallback={route.ErrorBoundary}>{element}</ErrorBoundaryAtLocation>;
  }
  const common = { id: route.id, path: route.path, handle: route.handle, element };
  return route.index
    ? { ...common, index: true }
    : { ...common, children: route.children?.map(toRouteObject) };
}

function Routes({ objects }: { objects: RouteObject[] }) {
  return useRoutes(objects);
}

/** The app's router over the browser's history, as React Router's `BrowserRouter`, for `routes`. */
export function AppRouter({ routes }: { routes: AppRoute[] }) {
  // The history BrowserRouter itself is built on (exported as UNSAFE_: outside React Router's semver
  // promise, so an upgrade of the pinned version checks it); its own component hides the transition.
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [objects] = useState(() => routes.map(toRouteObject));
  const [state, setState] = useState(() => {
    preloadRoutes(routes, history.location);
    return { action: history.action, location: history.location };
  });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        preloadRoutes(routes, location);
        startTransition(() => setState({ action, location }));
      }),
    [history, routes],
  );
  return (
    <RoutesContext value={routes}>
      <PendingContext value={pending}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          <Routes objects={objects} />
        </Router>
      </PendingContext>
    </RoutesContext>
  );
}

/** Whether a navigation is under way: the next page's code is still loading. */
export function useNavigationPending(): boolean {
  return use(PendingContext);
}

/** The handles of the routes the current location matches, outermost first. */
export function useRouteHandles(): NonNullable<AppRoute['handle']>[] {
  const routes = use(RoutesContext);
  const location = useLocation();
  return matched(routes, location).flatMap((route) => (route.handle ? [route.handle] : []));
}

/** The error a route's `ErrorBoundary` is shown for. */
export function useRouteError(): unknown {
  return use(ErrorContext);
}
