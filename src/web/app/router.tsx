import { createBrowserRouter } from 'react-router';
import { LoadingStatus } from '../components/ui/loading-status.tsx';
import { StorefrontLayout } from './layout/storefront-layout.tsx';
import { DashboardGuard } from './routes/dashboard/dashboard-guard.tsx';
import { dashboardRoutes } from './routes/dashboard/dashboard-routes.tsx';
import { HomeRoute } from './routes/storefront/home.tsx';
import { NotFoundRoute } from './routes/storefront/not-found.tsx';

// Pages beyond the home page load as chunks of their own, keeping the storefront's entry small
// (the account pages bring the shared zod schemas with them). Paths match case-insensitively,
// so /signIn also answers the spec's /signin. The spinner, a screen tall, shows while a page
// opened directly fetches its chunk.
export const router = createBrowserRouter([
  {
    element: <StorefrontLayout />,
    hydrateFallbackElement: <LoadingStatus fillScreen />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: 'signIn',
        lazy: async () => ({
          Component: (await import('./routes/storefront/sign-in.tsx')).SignInRoute,
        }),
      },
      {
        path: 'signUp',
        lazy: async () => ({
          Component: (await import('./routes/storefront/sign-up.tsx')).SignUpRoute,
        }),
      },
      {
        path: 'purchase/:currency/:way',
        lazy: async () => ({
          Component: (await import('./routes/storefront/purchase.tsx')).PurchaseRoute,
        }),
      },
      {
        path: 'box',
        lazy: async () => ({ Component: (await import('./routes/storefront/box.tsx')).BoxRoute }),
      },
      {
        path: 'exchangeRates',
        lazy: async () => ({
          Component: (await import('./routes/storefront/exchange-rates.tsx')).ExchangeRatesRoute,
        }),
      },
      {
        path: 'currency/:code',
        lazy: async () => ({
          Component: (await import('./routes/storefront/currency.tsx')).CurrencyRoute,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('./routes/storefront/contact.tsx')).ContactRoute,
        }),
      },
      {
        path: 'rateAlerts',
        lazy: async () => ({
          Component: (await import('./routes/storefront/rate-alerts.tsx')).RateAlertsRoute,
        }),
      },
      {
        path: 'termsCoditition',
        lazy: async () => ({
          Component: (await import('./routes/storefront/terms.tsx')).TermsRoute,
        }),
      },
      {
        path: 'privacyPolicy',
        lazy: async () => ({
          Component: (await import('./routes/storefront/privacy.tsx')).PrivacyRoute,
        }),
      },
      {
        path: 'sendmony',
        lazy: async () => ({
          Component: (await import('./routes/storefront/send-money.tsx')).SendMoneyRoute,
        }),
      },
      {
        path: 'comingSoon',
        lazy: async () => ({
          Component: (await import('./routes/storefront/coming-soon.tsx')).ComingSoonRoute,
        }),
      },
      {
        path: 'order/:orderNumber',
        lazy: async () => ({
          Component: (await import('./routes/storefront/customer-order.tsx')).CustomerOrderRoute,
        }),
      },
      {
        path: 'orderStatus',
        lazy: async () => ({
          Component: (await import('./routes/storefront/order-status.tsx')).OrderStatusRoute,
        }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  // A shop-window screen: full screen, without the storefront's header and footer.
  {
    path: 'board/:branchKey',
    hydrateFallbackElement: <LoadingStatus fillScreen />,
    lazy: async () => ({ Component: (await import('./routes/board/board.tsx')).BoardRoute }),
  },
  {
    path: 'dashboard',
    element: <DashboardGuard />,
    hydrateFallbackElement: <LoadingStatus fillScreen />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('./layout/dashboard-layout.tsx')).DashboardLayout,
        }),
        children: dashboardRoutes,
      },
    ],
  },
]);
