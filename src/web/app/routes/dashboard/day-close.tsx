import { DayCloseOverview } from '#web/features/dashboard-stock/components/day-close-overview.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function DayCloseRoute() {
  return (
    <DashboardScreen title="End of day">
      <DayCloseOverview />
    </DashboardScreen>
  );
}
