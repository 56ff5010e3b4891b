import { DashboardScreen } from './dashboard-screen.tsx';

export function SearchRoute() {
  return <DashboardScreen title="Search" />;
}
