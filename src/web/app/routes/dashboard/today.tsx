import { DashboardScreen } from './dashboard-screen.tsx';

export function TodayRoute() {
  return <DashboardScreen title="Today" />;
}
