import { OrderList } from '../../../features/dashboard-orders/components/order-list.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function HistoryRoute() {
  return (
    <DashboardScreen title="History">
      <OrderList
        status="Completed"
        caption="Completed orders, newest first"
        actions={['delete']}
        time="date"
        exportable
      />
    </DashboardScreen>
  );
}
