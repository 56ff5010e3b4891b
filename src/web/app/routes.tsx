import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoadingStatus } from '../components/ui/loading-status.tsx';
import { StorefrontLayout } from './layout/storefront-layout.tsx';
import { isLazyPage, lazyPage, type LazyPage } from './lazy-page.tsx';
import { NotFoundRoute } from './routes/storefront/not-found.tsx';

/** A route showing a lazily loaded page, which `preloadPage` can fetch ahead. */
function page(path: string, Page: LazyPage): RouteObject {
  return { path, element: <Page />, handle: Page };
}

const HomePage = lazyPage(async () => (await import('./routes/storefront/home.tsx')).HomeRoute);

/**
 * Every page loads as a chunk of its own, keeping the entry to what all of them share (the
 * account pages bring the shared zod schemas with them, the dashboard its own screens). Paths
 * match case-insensitively, so /signIn also answers the spec's /signin.
 */
export const routes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomePage />, handle: HomePage },
      page(
        'signIn',
        lazyPage(async () => (await import('./routes/storefront/sign-in.tsx')).SignInRoute),
      ),
      page(
        'signUp',
        lazyPage(async () => (await import('./routes/storefront/sign-up.tsx')).SignUpRoute),
      ),
      page(
        'purchase/:currency/:way',
        lazyPage(async () => (await import('./routes/storefront/purchase.tsx')).PurchaseRoute),
      ),
      page(
        'box',
        lazyPage(async () => (await import('./routes/storefront/box.tsx')).BoxRoute),
      ),
      page(
        'exchangeRates',
        lazyPage(
          async () => (await import('./routes/storefront/exchange-rates.tsx')).ExchangeRatesRoute,
        ),
      ),
      page(
        'currency/:code',
        lazyPage(async () => (await import('./routes/storefront/currency.tsx')).CurrencyRoute),
      ),
      page(
        'contact',
        lazyPage(async () => (await import('./routes/storefront/contact.tsx')).ContactRoute),
      ),
      page(
        'rateAlerts',
        lazyPage(async () => (await import('./routes/storefront/rate-alerts.tsx')).RateAlertsRoute),
      ),
      page(
        'termsCoditition',
        lazyPage(async () => (await import('./routes/storefront/terms.tsx')).TermsRoute),
      ),
      page(
        'privacyPolicy',
        lazyPage(async () => (await import('./routes/storefront/privacy.tsx')).PrivacyRoute),
      ),
      page(
        'sendmony',
        lazyPage(async () => (await import('./routes/storefront/send-money.tsx')).SendMoneyRoute),
      ),
      page(
        'comingSoon',
        lazyPage(async () => (await import('./routes/storefront/coming-soon.tsx')).ComingSoonRoute),
      ),
      page(
        'order/:orderNumber',
        lazyPage(
          async () => (await import('./routes/storefront/customer-order.tsx')).CustomerOrderRoute,
        ),
      ),
      page(
        'orderStatus',
        lazyPage(
          async () => (await import('./routes/storefront/order-status.tsx')).OrderStatusRoute,
        ),
      ),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  // A shop-window screen: full screen, without the storefront's header and footer.
  page(
    'board/:branchKey',
    lazyPage(async () => (await import('./routes/board/board.tsx')).BoardRoute),
  ),
  // The staff dashboard routes its own screens, none of which is in the storefront's code.
  page(
    'dashboard/*',
    lazyPage(async () => (await import('./routes/dashboard/dashboard.tsx')).Dashboard),
  ),
];

/** Fetches the code of the pages the path shows, so they render without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (isLazyPage(route.handle) ? route.handle.preload() : undefined)),
  );
}

/**
 * The app's pages; a page whose code is still on its way shows a spinner a screen tall. One
 * boundary around them all, so that a prerendered page hydrates as a whole, before any of its
 * data arrives: a part hydrated after it would no longer match its markup.
 */
export function AppRoutes() {
  return <Suspense fallback={<LoadingStatus fillScreen />}>{useRoutes(routes)}</Suspense>;
}
