import { TodayOverview } from '#web/features/dashboard-orders/components/today-overview.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function TodayRoute() {
  return (
    <DashboardScreen title="Today">
      <TodayOverview />
    </DashboardScreen>
  );
}
