import { TransfersOverview } from '#web/features/dashboard-stock/components/transfers-overview.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function TransfersRoute() {
  return (
    <DashboardScreen title="Transfers">
      <TransfersOverview />
    </DashboardScreen>
  );
}
