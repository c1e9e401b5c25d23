// Why this file is over 400 lines: it is the app's one route table (public site, dashboard, admin), read
// top to bottom as the map of every address; split, the map would be in pieces.
import { Navigate } from 'react-router';
import { RootFallback, RootLayout, RouteError } from './RootLayout';
import type { AppRoute } from './routing';

/**
 * Routes are grouped in lazy areas: each page's code loads on first visit. The shell (public or admin)
 * is chosen by RootLayout from the path, so every page added under /admin… gets the admin frame.
 */
export const routes: AppRoute[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RootFallback,
    children: [
      {
        index: true,
        handle: { title: 'Kasuwa: your shop online in minutes' },
        lazy: async () => ({ Component: (await import('../areas/public/landing/LandingPage')).LandingPage }),
      },
      {
        path: 'home',
        handle: { title: 'Kasuwa: your shop online in minutes' },
        lazy: async () => ({ Component: (await import('../areas/public/landing/LandingPage')).LandingPage }),
      },
      {
        path: 'login',
        handle: { title: 'Log in' },
        lazy: async () => ({ Component: (await import('../areas/auth/login/LoginPage')).LoginPage }),
      },
      {
        path: 'register',
        handle: { title: 'Create your account' },
        lazy: async () => ({ Component: (await import('../areas/register/RegisterPage')).RegisterPage }),
      },
      {
        path: 'forget-password',
        handle: { title: 'Forgot password' },
        lazy: async () => ({
          Component: (await import('../areas/auth/forgot-password/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        handle: { title: 'Reset your password' },
        lazy: async () => ({
          Component: (await import('../areas/auth/reset-password/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'password-reset',
        handle: { title: 'Reset your password' },
        lazy: async () => ({
          Component: (await import('../areas/auth/reset-password/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'email-confirmation',
        handle: { title: 'Confirm your email' },
        lazy: async () => ({
          Component: (await import('../areas/auth/email-confirmation/EmailConfirmationPage'))
            .EmailConfirmationPage,
        }),
      },
      {
        path: 'verify-email/:email',
        handle: { title: 'Verify your email' },
        lazy: async () => ({
          Component: (await import('../areas/auth/verify-email/VerifyEmailPage')).VerifyEmailPage,
        }),
      },
      {
        path: 'login-error',
        handle: { title: 'Sign-in problem' },
        lazy: async () => ({
          Component: (await import('../areas/auth/login-error/LoginErrorPage')).LoginErrorPage,
        }),
      },
      {
        path: 'auth-callback',
        handle: { title: 'Signing you in' },
        lazy: async () => ({
          Component: (await import('../areas/auth/auth-callback/AuthCallbackPage')).AuthCallbackPage,
        }),
      },
      {
        path: 'new-store',
        handle: { title: 'Create your store' },
        lazy: async () => ({ Component: (await import('../areas/new-store/NewStorePage')).NewStorePage }),
      },
      {
        path: 'new-store/modal',
        handle: { title: 'Create your store' },
        lazy: async () => ({ Component: (await import('../areas/new-store/NewStorePage')).NewStorePage }),
      },
      {
        // An invitation to work in a store (issue 34): public, the link in the e-mail or SMS.
        path: 'staff/join/:token',
        handle: { title: 'Join a store' },
        lazy: async () => ({ Component: (await import('../areas/staff-join/JoinPage')).JoinPage }),
      },
      {
        path: 'subscription',
        handle: { title: 'Subscription' },
        lazy: async () => ({
          Component: (await import('../areas/subscription/SubscriptionPage')).SubscriptionPage,
        }),
      },
      {
        path: 'subscription/confirm',
        handle: { title: 'Payment confirmation' },
        lazy: async () => ({
          Component: (await import('../areas/subscription/SubscriptionPage')).SubscriptionConfirmPage,
        }),
      },
      {
        path: 'contact-us',
        handle: { title: 'Contact us' },
        lazy: async () => ({ Component: (await import('../areas/public/contact/ContactPage')).ContactPage }),
      },
      {
        path: 'faq',
        handle: { title: 'Frequently asked questions' },
        lazy: async () => ({ Component: (await import('../areas/public/faq/FaqPage')).FaqPage }),
      },
      {
        path: 'subscribe',
        handle: { title: 'Subscribe to our newsletter' },
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).SubscribePage,
        }),
      },
      {
        path: 'subscribe/confirm',
        handle: { title: 'Subscription confirmed' },
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).SubscribeConfirmPage,
        }),
      },
      {
        path: 'subscribe/unsubscribe',
        handle: { title: 'Unsubscribe' },
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).UnsubscribePage,
        }),
      },
      {
        path: 'solutions',
        handle: { title: 'Solutions' },
        lazy: async () => ({
          Component: (await import('../areas/public/solutions/SolutionsPages')).SolutionsPage,
        }),
      },
      {
        path: 'solutions/:slug',
        handle: { title: 'Solutions' },
        lazy: async () => ({
          Component: (await import('../areas/public/solutions/SolutionsPages')).SolutionPage,
        }),
      },
      {
        path: 'pricing',
        handle: { title: 'Pricing' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).PricingPage }),
      },
      {
        path: 'career',
        handle: { title: 'Careers' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).CareerPage }),
      },
      {
        path: 'terms',
        handle: { title: 'Terms and conditions' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).TermsPage }),
      },
      {
        path: 'user-agreement',
        handle: { title: 'User agreement' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).UserAgreementPage }),
      },
      {
        path: 'support',
        handle: { title: 'Support' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).SupportHubPage }),
      },
      {
        path: 'legal',
        handle: { title: 'Legal' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).LegalHubPage }),
      },
      {
        path: 'resources',
        handle: { title: 'Resources' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ResourcesPage }),
      },
      {
        path: 'about',
        handle: { title: 'About Kasuwa' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'invoices',
        handle: { title: 'Invoices' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'privacy',
        handle: { title: 'Privacy policy' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'manual',
        handle: { title: 'User manual' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/refund-policy',
        handle: { title: 'Refund policy' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/disclaimer',
        handle: { title: 'Disclaimer' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/security-payment',
        handle: { title: 'Security and payments' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/legal-compliance',
        handle: { title: 'Legal compliance' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/contact-info',
        handle: { title: 'Contact information' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/documentation',
        handle: { title: 'Documentation' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/community-forum',
        handle: { title: 'Community forum' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/language-region',
        handle: { title: 'Language and region' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/guide',
        handle: { title: 'Seller guide' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/whats-new',
        handle: { title: "What's new" },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/escrow',
        handle: { title: 'How escrow works' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        // The vendor dashboard; RootLayout frames every /dashboard… path with DashboardShell (guard,
        // current store, navigation), so pages here only render their content.
        path: 'dashboard',
        children: [
          {
            index: true,
            handle: { title: 'Overview' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/overview/OverviewPage')).OverviewPage,
            }),
          },
          {
            path: 'products',
            handle: { title: 'Products' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductsPage')).ProductsPage,
            }),
          },
          {
            path: 'products/new',
            handle: { title: 'New product' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductEditorPage')).ProductEditorPage,
            }),
          },
          {
            path: 'products/:productId',
            handle: { title: 'Edit product' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductEditorPage')).ProductEditorPage,
            }),
          },
          {
            path: 'collections',
            handle: { title: 'Collections' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/collections/CollectionsPage')).CollectionsPage,
            }),
          },
          {
            path: 'inventory',
            handle: { title: 'Inventory' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/inventory/InventoryPage')).InventoryPage,
            }),
          },
          {
            path: 'orders',
            handle: { title: 'Orders' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/orders/OrdersPage')).OrdersPage,
            }),
          },
          {
            path: 'sales/new',
            handle: { title: 'New sale' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/sales/NewSalePage')).NewSalePage,
            }),
          },
          {
            path: 'orders/:orderId',
            handle: { title: 'Order' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/orders/OrderDetailPage')).OrderDetailPage,
            }),
          },
          {
            path: 'invoices',
            handle: { title: 'Invoices' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/invoices/InvoicesPage')).InvoicesPage,
            }),
          },
          {
            path: 'discounts',
            handle: { title: 'Discounts' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/discounts/DiscountsPage')).DiscountsPage,
            }),
          },
          {
            path: 'delivery',
            handle: { title: 'Delivery' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/delivery/DeliveryPage')).DeliveryPage,
            }),
          },
          {
            path: 'customers',
            handle: { title: 'Customers' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/customers/CustomersPage')).CustomersPage,
            }),
          },
          {
            path: 'campaigns',
            handle: { title: 'Campaigns' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/campaigns/CampaignsPage')).CampaignsPage,
            }),
          },
          {
            path: 'messages',
            handle: { title: 'Messages' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/messages/MessagesPage')).MessagesPage,
            }),
          },
          {
            path: 'webhooks',
            handle: { title: 'Webhooks' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/webhooks/WebhooksPage')).WebhooksPage,
            }),
          },
          {
            path: 'apps',
            handle: { title: 'Apps' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/apps/AppsPage')).AppsPage,
            }),
          },
          {
            path: 'settings',
            handle: { title: 'Store settings' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/settings/SettingsPage')).SettingsPage,
            }),
          },
          {
            path: 'settings/staff',
            handle: { title: 'Staff' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/staff/StaffPage')).StaffPage,
            }),
          },
          {
            path: 'settings/activity',
            handle: { title: 'Activity' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/staff/ActivityPage')).ActivityPage,
            }),
          },
          {
            // The shell's "Money" entry; the money pages take the store from the address.
            path: 'money',
            handle: { title: 'Money' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/MoneyRedirect')).MoneyRedirect,
            }),
          },
        ],
      },
      {
        path: 'dashboard/stores/:storeId/money',
        handle: { title: 'Money' },
        lazy: async () => ({ Component: (await import('../areas/dashboard/money/MoneyPage')).MoneyPage }),
      },
      {
        path: 'payment',
        handle: { title: 'Payment' },
        lazy: async () => ({
          Component: (await import('../areas/checkout/payment/PaymentPage')).PaymentPage,
        }),
      },
      {
        path: 'payment/result',
        handle: { title: 'Payment result' },
        lazy: async () => ({
          Component: (await import('../areas/checkout/payment/PaymentPage')).PaymentResultPage,
        }),
      },
      {
        // Spec 2.8's external placeholder: a route of its own that nothing links to.
        path: 'external',
        handle: { title: 'External link' },
        lazy: async () => ({
          Component: (await import('../areas/public/external/ExternalPage')).ExternalPage,
        }),
      },
      {
        path: 'error-page',
        handle: { title: 'Page not found' },
        lazy: async () => ({ Component: (await import('../areas/public/error-page/ErrorPage')).ErrorPage }),
      },
      {
        path: 'administrator/login',
        handle: { title: 'Administrator sign-in' },
        lazy: async () => ({
          Component: (await import('../areas/admin/login/AdminLoginPage')).AdminLoginPage,
        }),
      },
      {
        path: 'administrator',
        handle: { title: 'Back office' },
        lazy: async () => ({ Component: (await import('../areas/admin/AdminArea')).AdminArea }),
        children: [
          {
            index: true,
            handle: { title: 'Back office overview' },
            lazy: async () => ({
              Component: (await import('../areas/admin/overview/OverviewPage')).OverviewPage,
            }),
          },
          {
            path: 'users',
            handle: { title: 'Users' },
            lazy: async () => ({ Component: (await import('../areas/admin/users/UsersPage')).UsersPage }),
          },
          {
            path: 'stores',
            handle: { title: 'Stores' },
            lazy: async () => ({ Component: (await import('../areas/admin/stores/StoresPage')).StoresPage }),
          },
          {
            path: 'money',
            handle: { title: 'Money (back office)' },
            lazy: async () => ({ Component: (await import('../areas/admin/money/MoneyPage')).MoneyPage }),
          },
          {
            path: 'themes',
            handle: { title: 'Themes' },
            lazy: async () => ({ Component: (await import('../areas/admin/themes/ThemesPage')).ThemesPage }),
          },
          {
            path: 'monitor',
            handle: { title: 'Monitor' },
            lazy: async () => ({
              Component: (await import('../areas/admin/monitor/MonitorPage')).MonitorPage,
            }),
          },
          {
            path: 'logs',
            handle: { title: 'Logs' },
            lazy: async () => ({ Component: (await import('../areas/admin/logs/LogsPage')).LogsPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/error-page" replace /> },
    ],
  },
];
