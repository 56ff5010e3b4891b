import { OrderList } from '#web/features/dashboard-orders/components/order-list.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function AcceptedOrdersRoute() {
  return (
    <DashboardScreen title="Accepted Orders">
      <OrderList
        status="Accepted"
        caption="Accepted orders, newest first"
        actions={['complete', 'delete']}
        time="dateTime"
      />
    </DashboardScreen>
  );
}
