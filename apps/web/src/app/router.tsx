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
        path: 'forget-password',
        lazy: async () => ({
          Component: (await import('../areas/auth/forgot-password/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../areas/auth/reset-password/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'password-reset',
        lazy: async () => ({
          Component: (await import('../areas/auth/reset-password/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'email-confirmation',
        lazy: async () => ({
          Component: (await import('../areas/auth/email-confirmation/EmailConfirmationPage'))
            .EmailConfirmationPage,
        }),
      },
      {
        path: 'verify-email/:email',
        lazy: async () => ({
          Component: (await import('../areas/auth/verify-email/VerifyEmailPage')).VerifyEmailPage,
        }),
      },
      {
        path: 'login-error',
        lazy: async () => ({
          Component: (await import('../areas/auth/login-error/LoginErrorPage')).LoginErrorPage,
        }),
      },
      {
        path: 'auth-callback',
        lazy: async () => ({
          Component: (await import('../areas/auth/auth-callback/AuthCallbackPage')).AuthCallbackPage,
        }),
      },
      {
        path: 'new-store',
        lazy: async () => ({ Component: (await import('../areas/new-store/NewStorePage')).NewStorePage }),
      },
      {
        path: 'new-store/modal',
        lazy: async () => ({ Component: (await import('../areas/new-store/NewStorePage')).NewStorePage }),
      },
      {
        path: 'contact-us',
        lazy: async () => ({ Component: (await import('../areas/public/contact/ContactPage')).ContactPage }),
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('../areas/public/faq/FaqPage')).FaqPage }),
      },
      {
        path: 'subscribe',
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).SubscribePage,
        }),
      },
      {
        path: 'subscribe/confirm',
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).SubscribeConfirmPage,
        }),
      },
      {
        path: 'subscribe/unsubscribe',
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).UnsubscribePage,
        }),
      },
      {
        path: 'solutions',
        lazy: async () => ({
          Component: (await import('../areas/public/solutions/SolutionsPages')).SolutionsPage,
        }),
      },
      {
        path: 'solutions/:slug',
        lazy: async () => ({
          Component: (await import('../areas/public/solutions/SolutionsPages')).SolutionPage,
        }),
      },
      {
        path: 'pricing',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).PricingPage }),
      },
      {
        path: 'career',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).CareerPage }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).TermsPage }),
      },
      {
        path: 'user-agreement',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).UserAgreementPage }),
      },
      {
        path: 'support',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).SupportHubPage }),
      },
      {
        path: 'legal',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).LegalHubPage }),
      },
      {
        path: 'resources',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ResourcesPage }),
      },
      {
        path: 'about',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'invoices',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'manual',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/refund-policy',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/disclaimer',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/security-payment',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/legal-compliance',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/contact-info',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/documentation',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/community-forum',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/language-region',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/guide',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/whats-new',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/escrow',
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'externalRedirect/:externalUrl',
        lazy: async () => {
          const page = await import('../areas/public/external-redirect/ExternalRedirect');
          return { loader: page.externalRedirectLoader, Component: page.ExternalRedirect };
        },
      },
      {
        // The vendor dashboard; RootLayout frames every /dashboard… path with DashboardShell (guard,
        // current store, navigation), so pages here only render their content.
        path: 'dashboard',
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../areas/dashboard/overview/OverviewPage')).OverviewPage,
            }),
          },
          {
            path: 'products',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductsPage')).ProductsPage,
            }),
          },
          {
            path: 'products/new',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductEditorPage')).ProductEditorPage,
            }),
          },
          {
            path: 'products/:productId',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductEditorPage')).ProductEditorPage,
            }),
          },
          {
            path: 'collections',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/collections/CollectionsPage')).CollectionsPage,
            }),
          },
          {
            path: 'inventory',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/inventory/InventoryPage')).InventoryPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/orders/OrdersPage')).OrdersPage,
            }),
          },
          {
            path: 'orders/:orderId',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/orders/OrderDetailPage')).OrderDetailPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/settings/SettingsPage')).SettingsPage,
            }),
          },
          {
            // The shell's "Money" entry; the money pages take the store from the address.
            path: 'money',
            lazy: async () => ({
              Component: (await import('../areas/dashboard/MoneyRedirect')).MoneyRedirect,
            }),
          },
        ],
      },
      {
        path: 'dashboard/stores/:storeId/money',
        lazy: async () => ({ Component: (await import('../areas/dashboard/money/MoneyPage')).MoneyPage }),
      },
      {
        path: 'payment',
        lazy: async () => ({
          Component: (await import('../areas/checkout/payment/PaymentPage')).PaymentPage,
        }),
      },
      {
        path: 'payment/result',
        lazy: async () => ({
          Component: (await import('../areas/checkout/payment/PaymentPage')).PaymentResultPage,
        }),
      },
      {
        path: 'error-page',
        lazy: async () => ({ Component: (await import('../areas/public/error-page/ErrorPage')).ErrorPage }),
      },
      {
        path: 'administrator/login',
        lazy: async () => ({
          Component: (await import('../areas/admin/login/AdminLoginPage')).AdminLoginPage,
        }),
      },
      {
        path: 'administrator',
        lazy: async () => ({ Component: (await import('../areas/admin/AdminArea')).AdminArea }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../areas/admin/overview/OverviewPage')).OverviewPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({ Component: (await import('../areas/admin/users/UsersPage')).UsersPage }),
          },
          {
            path: 'stores',
            lazy: async () => ({ Component: (await import('../areas/admin/stores/StoresPage')).StoresPage }),
          },
          {
            path: 'money',
            lazy: async () => ({ Component: (await import('../areas/admin/money/MoneyPage')).MoneyPage }),
          },
          {
            path: 'themes',
            lazy: async () => ({ Component: (await import('../areas/admin/themes/ThemesPage')).ThemesPage }),
          },
          {
            path: 'monitor',
            lazy: async () => ({
              Component: (await import('../areas/admin/monitor/MonitorPage')).MonitorPage,
            }),
          },
          {
            path: 'logs',
            lazy: async () => ({ Component: (await import('../areas/admin/logs/LogsPage')).LogsPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/error-page" replace /> },
    ],
  },
]);
