import { Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { useReceipt } from '#web/features/dashboard-orders/api/get-receipt.ts';
import { OrderReceipt } from '#web/features/dashboard-orders/components/order-receipt.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/** What the order's Print receipt button asks of this page: print as soon as it shows. */
const PrintNowSchema = z.object({ print: z.literal(true) });

function LoadedReceipt({ id }: { id: string }) {
  const { data } = useReceipt(id);
  const location = useLocation();
  const navigate = useNavigate();
  const print = PrintNowSchema.safeParse(location.state).success;
  const printed = useRef(false);
  useEffect(() => {
    if (!print || printed.current) return;
    printed.current = true;
    // Printed once: going back and forth, or reloading, shows the receipt without printing again.
    void navigate(location.pathname, { replace: true, state: null });
    window.print();
  }, [print, navigate, location.pathname]);
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Print
        </button>
        <Link
          to={`/dashboard/orderDetails/${id}`}
          className="text-brand-700 underline hover:text-brand-900"
        >
          Back to the order
        </Link>
      </div>
      <OrderReceipt receipt={data} />
    </div>
  );
}

/** A completed order's receipt, to print for the customer; a receipt refused falls to the error. */
export function OrderReceiptRoute() {
  const { id = '' } = useParams();
  return (
    <DashboardScreen title="Receipt">
      <Suspense fallback={<LoadingStatus label="Loading the receipt…" />}>
        <LoadedReceipt id={id} />
      </Suspense>
    </DashboardScreen>
  );
}
