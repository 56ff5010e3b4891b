import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomerOrder } from '#shared/schemas/order.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useOffline } from '#web/lib/connection.ts';
import { useCustomerOrder, type OrderLink } from '../api/get-customer-order.ts';
import { isOpen } from '#web/lib/order-status-words.ts';
import { OrderStatusPanel } from './order-status-panel.tsx';

interface CustomerOrderPageProps {
  link: OrderLink;
  /** The order's printable confirmation: the order feature's, which the route brings. */
  confirmation: (order: CustomerOrder) => ReactNode;
}

/** The order a link opens: its status, cancelling it, and its confirmation. */
export function CustomerOrderPage({ link, confirmation }: CustomerOrderPageProps) {
  // A link cut short (no token, a number that is not 8 digits) needs no call to be refused.
  if (!/^\d{8}$/.test(link.orderNumber) || link.token === '') return <UnknownLink />;
  return <LinkedOrder link={link} confirmation={confirmation} />;
}

function LinkedOrder({ link, confirmation }: CustomerOrderPageProps) {
  const order = useCustomerOrder(link);
  const offline = useOffline();
  if (order.data) {
    return (
      <>
        {offline && (
          <p className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 print:hidden">
            This is your order as this device last saw it: it may be out of date.
          </p>
        )}
        <OrderStatusPanel order={order.data} link={link} />
        {isOpen(order.data.Status) ? (
          confirmation(order.data)
        ) : (
          // Its notices speak of a reservation that no longer stands: kept, folded away.
          <details className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <summary className="cursor-pointer font-semibold text-brand-900">
              The order as you placed it
            </summary>
            <div className="mt-4">{confirmation(order.data)}</div>
          </details>
        )}
      </>
    );
  }
  if (order.error instanceof ApiError && order.error.status === 404) return <UnknownLink />;
  if (order.isError) return <QueryFallback isError what="your order" />;
  return <LoadingStatus label="Loading your order…" />;
}

/** A wrong or broken link: the same words as the server's, and the other way to the order. */
function UnknownLink() {
  return (
    <section
      aria-labelledby="unknown-order"
      className="space-y-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="unknown-order" className="text-xl font-bold text-brand-900">
        We couldn't find this order
      </h2>
      <p className="text-slate-700">
        Please use the link in your email. If the link runs over two lines, copy all of it into your
        browser.
      </p>
      <p className="text-slate-700">
        You can also check your order's status with its order number and your email address.
      </p>
      <Link
        to="/orderStatus"
        className="inline-block rounded bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Check your order status
      </Link>
    </section>
  );
}
