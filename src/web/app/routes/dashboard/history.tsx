import { OrderHistory } from '../../../features/dashboard-orders/components/order-history.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function HistoryRoute() {
  return (
    <DashboardScreen title="History">
      <OrderHistory />
    </DashboardScreen>
  );
}
