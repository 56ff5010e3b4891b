import { useRoutes } from 'react-router';
import { DashboardLayout } from '../../layout/dashboard-layout.tsx';
import { DashboardGuard } from './dashboard-guard.tsx';
import { dashboardRoutes } from './dashboard-routes.tsx';

const tree = [
  {
    element: <DashboardGuard />,
    children: [{ element: <DashboardLayout />, children: dashboardRoutes }],
  },
];

/** Everything under /dashboard: the guard, then the dashboard's layout around its screens. */
export function Dashboard() {
  return useRoutes(tree);
}
