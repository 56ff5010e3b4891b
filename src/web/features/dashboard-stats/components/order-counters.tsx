import { Link } from 'react-router';
import type { OrderStats } from '#shared/schemas/order.ts';

const COUNTERS = [
  { status: 'Accepted', label: 'Accepted Orders', to: '/dashboard/activeOrders' },
  { status: 'Pending', label: 'Pending Orders', to: '/dashboard/manageOrders' },
  { status: 'Completed', label: 'Completed Orders', to: '/dashboard/history' },
] as const;

/** The spec's three counters, each leading to its list. */
export function OrderCounters({ stats }: { stats: OrderStats }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {COUNTERS.map(({ status, label, to }) => (
        <li key={status}>
          <Link
            to={to}
            data-testid="order-counter"
            className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500"
          >
            <span className="block text-sm font-medium text-slate-600">{label}</span>
            <span className="mt-1 block text-4xl font-bold text-brand-900 tabular-nums">
              {stats[status]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
