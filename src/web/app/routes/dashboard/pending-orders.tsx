import { OrderList } from '#web/features/dashboard-orders/components/order-list.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function PendingOrdersRoute() {
  return (
    <DashboardScreen title="Pending Orders">
      <OrderList
        status="Pending"
        caption="Pending orders, newest first"
        actions={['accept', 'delete']}
        time="dateTime"
      />
    </DashboardScreen>
  );
}
