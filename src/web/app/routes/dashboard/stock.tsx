import { StockOverview } from '#web/features/dashboard-stock/components/stock-overview.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function StockRoute() {
  return (
    <DashboardScreen title="Stock">
      <StockOverview />
    </DashboardScreen>
  );
}
