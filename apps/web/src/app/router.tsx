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
        handle: { title: 'titles.home' },
        lazy: async () => ({ Component: (await import('../areas/public/landing/LandingPage')).LandingPage }),
      },
      {
        path: 'home',
        handle: { title: 'titles.home' },
        lazy: async () => ({ Component: (await import('../areas/public/landing/LandingPage')).LandingPage }),
      },
      {
        path: 'login',
        handle: { title: 'titles.login' },
        lazy: async () => ({ Component: (await import('../areas/auth/login/LoginPage')).LoginPage }),
      },
      {
        path: 'register',
        handle: { title: 'titles.register' },
        lazy: async () => ({ Component: (await import('../areas/register/RegisterPage')).RegisterPage }),
      },
      {
        path: 'forget-password',
        handle: { title: 'titles.forgotPassword' },
        lazy: async () => ({
          Component: (await import('../areas/auth/forgot-password/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        handle: { title: 'titles.resetPassword' },
        lazy: async () => ({
          Component: (await import('../areas/auth/reset-password/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'password-reset',
        handle: { title: 'titles.resetPassword' },
        lazy: async () => ({
          Component: (await import('../areas/auth/reset-password/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'email-confirmation',
        handle: { title: 'titles.confirmEmail' },
        lazy: async () => ({
          Component: (await import('../areas/auth/email-confirmation/EmailConfirmationPage'))
            .EmailConfirmationPage,
        }),
      },
      {
        path: 'verify-email/:email',
        handle: { title: 'titles.verifyEmail' },
        lazy: async () => ({
          Component: (await import('../areas/auth/verify-email/VerifyEmailPage')).VerifyEmailPage,
        }),
      },
      {
        path: 'login-error',
        handle: { title: 'titles.loginError' },
        lazy: async () => ({
          Component: (await import('../areas/auth/login-error/LoginErrorPage')).LoginErrorPage,
        }),
      },
      {
        path: 'auth-callback',
        handle: { title: 'titles.signingIn' },
        lazy: async () => ({
          Component: (await import('../areas/auth/auth-callback/AuthCallbackPage')).AuthCallbackPage,
        }),
      },
      {
        path: 'new-store',
        handle: { title: 'titles.newStore' },
        lazy: async () => ({ Component: (await import('../areas/new-store/NewStorePage')).NewStorePage }),
      },
      {
        path: 'new-store/modal',
        handle: { title: 'titles.newStore' },
        lazy: async () => ({ Component: (await import('../areas/new-store/NewStorePage')).NewStorePage }),
      },
      {
        // An invitation to work in a store (issue 34): public, the link in the e-mail or SMS.
        path: 'staff/join/:token',
        handle: { title: 'titles.joinStore' },
        lazy: async () => ({ Component: (await import('../areas/staff-join/JoinPage')).JoinPage }),
      },
      {
        path: 'subscription',
        handle: { title: 'titles.subscription' },
        lazy: async () => ({
          Component: (await import('../areas/subscription/SubscriptionPage')).SubscriptionPage,
        }),
      },
      {
        path: 'subscription/confirm',
        handle: { title: 'titles.paymentConfirm' },
        lazy: async () => ({
          Component: (await import('../areas/subscription/SubscriptionPage')).SubscriptionConfirmPage,
        }),
      },
      {
        path: 'contact-us',
        handle: { title: 'titles.contact' },
        lazy: async () => ({ Component: (await import('../areas/public/contact/ContactPage')).ContactPage }),
      },
      {
        path: 'faq',
        handle: { title: 'titles.faq' },
        lazy: async () => ({ Component: (await import('../areas/public/faq/FaqPage')).FaqPage }),
      },
      {
        path: 'subscribe',
        handle: { title: 'titles.subscribe' },
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).SubscribePage,
        }),
      },
      {
        path: 'subscribe/confirm',
        handle: { title: 'titles.subscribed' },
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).SubscribeConfirmPage,
        }),
      },
      {
        path: 'subscribe/unsubscribe',
        handle: { title: 'titles.unsubscribe' },
        lazy: async () => ({
          Component: (await import('../areas/public/subscribe/SubscribePages')).UnsubscribePage,
        }),
      },
      {
        path: 'solutions',
        handle: { title: 'titles.solutions' },
        lazy: async () => ({
          Component: (await import('../areas/public/solutions/SolutionsPages')).SolutionsPage,
        }),
      },
      {
        path: 'solutions/:slug',
        handle: { title: 'titles.solutions' },
        lazy: async () => ({
          Component: (await import('../areas/public/solutions/SolutionsPages')).SolutionPage,
        }),
      },
      {
        path: 'pricing',
        handle: { title: 'titles.pricing' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).PricingPage }),
      },
      {
        path: 'career',
        handle: { title: 'titles.careers' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).CareerPage }),
      },
      {
        path: 'terms',
        handle: { title: 'titles.terms' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).TermsPage }),
      },
      {
        path: 'user-agreement',
        handle: { title: 'titles.userAgreement' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).UserAgreementPage }),
      },
      {
        path: 'support',
        handle: { title: 'titles.support' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).SupportHubPage }),
      },
      {
        path: 'legal',
        handle: { title: 'titles.legal' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).LegalHubPage }),
      },
      {
        path: 'resources',
        handle: { title: 'titles.resources' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ResourcesPage }),
      },
      {
        path: 'about',
        handle: { title: 'titles.about' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'invoices',
        handle: { title: 'nav.invoices' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'privacy',
        handle: { title: 'titles.privacy' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'manual',
        handle: { title: 'titles.manual' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/refund-policy',
        handle: { title: 'titles.refundPolicy' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/disclaimer',
        handle: { title: 'titles.disclaimer' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/security-payment',
        handle: { title: 'titles.security' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'legal/legal-compliance',
        handle: { title: 'titles.compliance' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/contact-info',
        handle: { title: 'titles.contactInfo' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/documentation',
        handle: { title: 'titles.docs' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/community-forum',
        handle: { title: 'titles.community' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'support/language-region',
        handle: { title: 'titles.language' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/guide',
        handle: { title: 'titles.guide' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/whats-new',
        handle: { title: 'titles.whatsNew' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        path: 'resources/escrow',
        handle: { title: 'titles.escrow' },
        lazy: async () => ({ Component: (await import('../areas/public/info/Pages')).ContentPage }),
      },
      {
        // The vendor dashboard; RootLayout frames every /dashboard… path with DashboardShell (guard,
        // current store, navigation), so pages here only render their content.
        path: 'dashboard',
        children: [
          {
            index: true,
            handle: { title: 'nav.overview' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/overview/OverviewPage')).OverviewPage,
            }),
          },
          {
            path: 'products',
            handle: { title: 'nav.products' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductsPage')).ProductsPage,
            }),
          },
          {
            path: 'products/new',
            handle: { title: 'titles.newProduct' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductEditorPage')).ProductEditorPage,
            }),
          },
          {
            path: 'products/:productId',
            handle: { title: 'titles.editProduct' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/products/ProductEditorPage')).ProductEditorPage,
            }),
          },
          {
            path: 'collections',
            handle: { title: 'nav.collections' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/collections/CollectionsPage')).CollectionsPage,
            }),
          },
          {
            path: 'inventory',
            handle: { title: 'nav.inventory' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/inventory/InventoryPage')).InventoryPage,
            }),
          },
          {
            path: 'orders',
            handle: { title: 'nav.orders' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/orders/OrdersPage')).OrdersPage,
            }),
          },
          {
            path: 'sales/new',
            handle: { title: 'frame.newSale' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/sales/NewSalePage')).NewSalePage,
            }),
          },
          {
            path: 'orders/:orderId',
            handle: { title: 'titles.order' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/orders/OrderDetailPage')).OrderDetailPage,
            }),
          },
          {
            path: 'invoices',
            handle: { title: 'nav.invoices' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/invoices/InvoicesPage')).InvoicesPage,
            }),
          },
          {
            path: 'discounts',
            handle: { title: 'nav.discounts' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/discounts/DiscountsPage')).DiscountsPage,
            }),
          },
          {
            path: 'delivery',
            handle: { title: 'nav.delivery' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/delivery/DeliveryPage')).DeliveryPage,
            }),
          },
          {
            path: 'customers',
            handle: { title: 'nav.customers' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/customers/CustomersPage')).CustomersPage,
            }),
          },
          {
            path: 'campaigns',
            handle: { title: 'nav.campaigns' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/campaigns/CampaignsPage')).CampaignsPage,
            }),
          },
          {
            path: 'messages',
            handle: { title: 'nav.messages' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/messages/MessagesPage')).MessagesPage,
            }),
          },
          {
            path: 'webhooks',
            handle: { title: 'nav.webhooks' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/webhooks/WebhooksPage')).WebhooksPage,
            }),
          },
          {
            path: 'apps',
            handle: { title: 'nav.apps' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/apps/AppsPage')).AppsPage,
            }),
          },
          {
            path: 'settings',
            handle: { title: 'account.storeSettings' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/settings/SettingsPage')).SettingsPage,
            }),
          },
          {
            path: 'settings/staff',
            handle: { title: 'titles.staff' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/staff/StaffPage')).StaffPage,
            }),
          },
          {
            path: 'settings/activity',
            handle: { title: 'titles.activity' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/staff/ActivityPage')).ActivityPage,
            }),
          },
          {
            // The shell's "Money" entry; the money pages take the store from the address.
            path: 'money',
            handle: { title: 'nav.money' },
            lazy: async () => ({
              Component: (await import('../areas/dashboard/MoneyRedirect')).MoneyRedirect,
            }),
          },
        ],
      },
      {
        path: 'dashboard/stores/:storeId/money',
        handle: { title: 'nav.money' },
        lazy: async () => ({ Component: (await import('../areas/dashboard/money/MoneyPage')).MoneyPage }),
      },
      {
        path: 'payment',
        handle: { title: 'titles.payment' },
        lazy: async () => ({
          Component: (await import('../areas/checkout/payment/PaymentPage')).PaymentPage,
        }),
      },
      {
        path: 'payment/result',
        handle: { title: 'titles.paymentResult' },
        lazy: async () => ({
          Component: (await import('../areas/checkout/payment/PaymentPage')).PaymentResultPage,
        }),
      },
      {
        // Spec 2.8's external placeholder: a route of its own that nothing links to.
        path: 'external',
        handle: { title: 'titles.external' },
        lazy: async () => ({
          Component: (await import('../areas/public/external/ExternalPage')).ExternalPage,
        }),
      },
      {
        path: 'error-page',
        handle: { title: 'titles.notFound' },
        lazy: async () => ({ Component: (await import('../areas/public/error-page/ErrorPage')).ErrorPage }),
      },
      {
        path: 'administrator/login',
        handle: { title: 'titles.adminLogin' },
        lazy: async () => ({
          Component: (await import('../areas/admin/login/AdminLoginPage')).AdminLoginPage,
        }),
      },
      {
        path: 'administrator',
        handle: { title: 'titles.admin' },
        lazy: async () => ({ Component: (await import('../areas/admin/AdminArea')).AdminArea }),
        children: [
          {
            index: true,
            handle: { title: 'titles.adminOverview' },
            lazy: async () => ({
              Component: (await import('../areas/admin/overview/OverviewPage')).OverviewPage,
            }),
          },
          {
            path: 'users',
            handle: { title: 'titles.users' },
            lazy: async () => ({ Component: (await import('../areas/admin/users/UsersPage')).UsersPage }),
          },
          {
            path: 'stores',
            handle: { title: 'titles.stores' },
            lazy: async () => ({ Component: (await import('../areas/admin/stores/StoresPage')).StoresPage }),
          },
          {
            path: 'money',
            handle: { title: 'titles.adminMoney' },
            lazy: async () => ({ Component: (await import('../areas/admin/money/MoneyPage')).MoneyPage }),
          },
          {
            path: 'themes',
            handle: { title: 'titles.themes' },
            lazy: async () => ({ Component: (await import('../areas/admin/themes/ThemesPage')).ThemesPage }),
          },
          {
            path: 'monitor',
            handle: { title: 'titles.monitor' },
            lazy: async () => ({
              Component: (await import('../areas/admin/monitor/MonitorPage')).MonitorPage,
            }),
          },
          {
            path: 'logs',
            handle: { title: 'titles.logs' },
            lazy: async () => ({ Component: (await import('../areas/admin/logs/LogsPage')).LogsPage }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/error-page" replace /> },
    ],
  },
];
