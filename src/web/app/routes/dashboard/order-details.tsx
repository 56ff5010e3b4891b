import { Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { useBusinessProfile } from '#web/features/bureau/api/get-business.ts';
import { useOrderDetails } from '#web/features/dashboard-orders/api/get-order-details.ts';
import { OrderDetailsView } from '#web/features/dashboard-orders/components/order-details-view.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

function LoadedOrder({ id }: { id: string }) {
  const { data } = useOrderDetails(id);
  const business = useBusinessProfile();
  return <OrderDetailsView order={data} bureauName={business.data?.tradingName} />;
}

/** The order is loaded before anything of it shows; an unknown id falls to the route's error. */
export function OrderDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <DashboardScreen title="Order Details">
      <Suspense fallback={<LoadingStatus label="Loading the order…" />}>
        <LoadedOrder id={id} />
      </Suspense>
    </DashboardScreen>
  );
}
