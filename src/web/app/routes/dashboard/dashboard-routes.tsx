import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useAuth } from '../../../features/auth/components/auth-context.ts';
import { NotFoundRoute } from '../storefront/not-found.tsx';

/**
 * Each page loads as a chunk of its own, with the error page a failed load (an unknown order or
 * currency) falls to; none of the dashboard's code is in the storefront's entry.
 */
function screen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const [Component, { RouteError }] = await Promise.all([load(), import('./route-error.tsx')]);
    return { Component, ErrorBoundary: RouteError };
  };
}

/** Where /dashboard opens: Staff at their day's work, Admins at the currencies as ever. */
function DashboardHome() {
  const staff = useAuth().user?.role === 'Staff';
  return <Navigate to={staff ? 'today' : 'Currency'} replace />;
}

/** The dashboard's pages under /dashboard, by the spec's paths. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <DashboardHome /> },
  { path: 'today', lazy: screen(async () => (await import('./today.tsx')).TodayRoute) },
  { path: 'search', lazy: screen(async () => (await import('./search.tsx')).SearchRoute) },
  { path: 'reviews', lazy: screen(async () => (await import('./reviews.tsx')).ReviewsRoute) },
  { path: 'Statics', lazy: screen(async () => (await import('./statics.tsx')).StaticsRoute) },
  {
    path: 'manageOrders',
    lazy: screen(async () => (await import('./pending-orders.tsx')).PendingOrdersRoute),
  },
  {
    path: 'activeOrders',
    lazy: screen(async () => (await import('./accepted-orders.tsx')).AcceptedOrdersRoute),
  },
  { path: 'history', lazy: screen(async () => (await import('./history.tsx')).HistoryRoute) },
  {
    path: 'orderDetails/:id',
    lazy: screen(async () => (await import('./order-details.tsx')).OrderDetailsRoute),
  },
  {
    path: 'Currency',
    lazy: screen(async () => (await import('./manipulate-currency.tsx')).ManipulateCurrencyRoute),
  },
  {
    path: 'addCurrency',
    lazy: screen(async () => (await import('./add-currency.tsx')).AddCurrencyRoute),
  },
  {
    path: 'update/:currency',
    lazy: screen(async () => (await import('./update-currency.tsx')).UpdateCurrencyRoute),
  },
  { path: 'stock', lazy: screen(async () => (await import('./stock.tsx')).StockRoute) },
  {
    path: 'transfers',
    lazy: screen(async () => (await import('./transfers.tsx')).TransfersRoute),
  },
  {
    path: 'day-close',
    lazy: screen(async () => (await import('./day-close.tsx')).DayCloseRoute),
  },
  { path: 'Users', lazy: screen(async () => (await import('./users.tsx')).UsersRoute) },
  { path: 'Messages', lazy: screen(async () => (await import('./messages.tsx')).MessagesRoute) },
  { path: 'Settings', lazy: screen(async () => (await import('./settings.tsx')).SettingsRoute) },
  { path: '*', element: <NotFoundRoute /> },
];
