import { Navigate, type RouteObject } from 'react-router';
import { NotFoundRoute } from '../storefront/not-found.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/** The dashboard's pages under /dashboard, by the spec's paths and titles. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="Currency" replace /> },
  { path: 'Statics', element: <DashboardScreen title="Statics" /> },
  { path: 'manageOrders', element: <DashboardScreen title="Pending Orders" /> },
  { path: 'activeOrders', element: <DashboardScreen title="Accepted Orders" /> },
  { path: 'history', element: <DashboardScreen title="History" /> },
  { path: 'orderDetails/:id', element: <DashboardScreen title="Order Details" /> },
  { path: 'Currency', element: <DashboardScreen title="Manipulate Currency" /> },
  { path: 'addCurrency', element: <DashboardScreen title="Currency Dashboard" /> },
  { path: 'update/:currency', element: <DashboardScreen title="Update Currency" /> },
  { path: 'Users', element: <DashboardScreen title="Currency Dashboard" /> },
  { path: 'Messages', element: <DashboardScreen title="Messages" /> },
  { path: 'Settings', element: <DashboardScreen title="Settings" /> },
  { path: '*', element: <NotFoundRoute /> },
];
