import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { OrderHistory } from '#web/features/dashboard-orders/components/order-history.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function HistoryRoute() {
  return (
    <DashboardScreen title="History">
      <OrderHistory admin={useAuth().user?.role === 'Admin'} />
    </DashboardScreen>
  );
}
