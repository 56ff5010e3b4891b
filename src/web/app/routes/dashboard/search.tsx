import { useSearchParams } from 'react-router';
import { OrderList } from '#web/features/dashboard-orders/components/order-list.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/** The header search's results: the orders of every status that match, each with its status. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <DashboardScreen title="Search" heading={q ? `Orders matching “${q}”` : 'Search'}>
      <OrderList caption="Orders of every status, newest first" actions={[]} time="dateTime" />
    </DashboardScreen>
  );
}
