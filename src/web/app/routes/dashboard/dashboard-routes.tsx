import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { lazyPage } from '../../lazy-page.tsx';
import { NotFoundRoute } from '../storefront/not-found.tsx';
import { ScreenErrorBoundary } from './route-error.tsx';

/**
 * Each page loads as a chunk of its own, inside the error page a failed load (an unknown order or
 * currency) falls to; none of the dashboard's code is in the storefront's entry.
 */
function screen(load: () => Promise<ComponentType>): RouteObject['element'] {
  const Page = lazyPage(load);
  return (
    <ScreenErrorBoundary>
      <Page />
    </ScreenErrorBoundary>
  );
}

/** Where /dashboard opens: Staff at their day's work, Admins at the currencies as ever. */
function DashboardHome() {
  const staff = useAuth().user?.role === 'Staff';
  return <Navigate to={staff ? 'today' : 'Currency'} replace />;
}

/** The dashboard's pages under /dashboard, by the spec's paths. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHome /> },
  { path: 'today', element: screen(async () => (await import('./today.tsx')).TodayRoute) },
  { path: 'search', element: screen(async () => (await import('./search.tsx')).SearchRoute) },
  { path: 'reviews', element: screen(async () => (await import('./reviews.tsx')).ReviewsRoute) },
  { path: 'Statics', element: screen(async () => (await import('./statics.tsx')).StaticsRoute) },
  {
    path: 'manageOrders',
    element: screen(async () => (await import('./pending-orders.tsx')).PendingOrdersRoute),
  },
  {
    path: 'activeOrders',
    element: screen(async () => (await import('./accepted-orders.tsx')).AcceptedOrdersRoute),
  },
  { path: 'history', element: screen(async () => (await import('./history.tsx')).HistoryRoute) },
  {
    path: 'orderDetails/:id',
    element: screen(async () => (await import('./order-details.tsx')).OrderDetailsRoute),
  },
  {
    path: 'orderDetails/:id/receipt',
    element: screen(async () => (await import('./order-receipt.tsx')).OrderReceiptRoute),
  },
  {
    path: 'Currency',
    element: screen(
      async () => (await import('./manipulate-currency.tsx')).ManipulateCurrencyRoute,
    ),
  },
  {
    path: 'addCurrency',
    element: screen(async () => (await import('./add-currency.tsx')).AddCurrencyRoute),
  },
  {
    path: 'update/:currency',
    element: screen(async () => (await import('./update-currency.tsx')).UpdateCurrencyRoute),
  },
  { path: 'stock', element: screen(async () => (await import('./stock.tsx')).StockRoute) },
  {
    path: 'transfers',
    element: screen(async () => (await import('./transfers.tsx')).TransfersRoute),
  },
  {
    path: 'day-close',
    element: screen(async () => (await import('./day-close.tsx')).DayCloseRoute),
  },
  { path: 'Users', element: screen(async () => (await import('./users.tsx')).UsersRoute) },
  { path: 'Messages', element: screen(async () => (await import('./messages.tsx')).MessagesRoute) },
  { path: 'Settings', element: screen(async () => (await import('./settings.tsx')).SettingsRoute) },
  {
    path: 'compliance',
    element: screen(async () => (await import('./compliance.tsx')).ComplianceRoute),
  },
  { path: '*', element: <NotFoundRoute /> },
];
