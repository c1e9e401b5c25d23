import { createBrowserRouter, Navigate } from 'react-router';
import { PageLoader, RootLayout, RouteError } from './RootLayout';

/**
 * Routes are grouped in lazy areas: each page's code loads on first visit. The shell (public or admin)
 * is chosen by RootLayout from the path, so every page added under /admin… gets the admin frame.
 */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../areas/public/landing/LandingPage')).LandingPage }),
      },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('../areas/public/landing/LandingPage')).LandingPage }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../areas/auth/login/LoginPage')).LoginPage }),
      },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('../areas/register/RegisterPage')).RegisterPage }),
      },
      {
        path: 'externalRedirect/:externalUrl',
        lazy: async () => {
          const page = await import('../areas/public/external-redirect/ExternalRedirect');
          return { loader: page.externalRedirectLoader, Component: page.ExternalRedirect };
        },
      },
      {
        path: 'error-page',
        lazy: async () => ({ Component: (await import('../areas/public/error-page/ErrorPage')).ErrorPage }),
      },
      { path: '*', element: <Navigate to="/error-page" replace /> },
    ],
  },
]);
