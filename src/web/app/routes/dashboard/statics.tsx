import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { useOrderStats } from '#web/features/dashboard-stats/api/get-order-stats.ts';
import { DailyOrdersChart } from '#web/features/dashboard-stats/components/daily-orders-chart.tsx';
import { OrderCounters } from '#web/features/dashboard-stats/components/order-counters.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function StaticsRoute() {
  const stats = useOrderStats();
  return (
    <DashboardScreen title="Statics">
      {stats.data ? (
        <div className="mt-6 space-y-6">
          <OrderCounters stats={stats.data} />
          <DailyOrdersChart daily={stats.data.daily} />
        </div>
      ) : stats.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          We couldn't load the statistics: {stats.error.message}
        </p>
      ) : (
        <LoadingStatus label="Loading the statistics…" />
      )}
    </DashboardScreen>
  );
}
