import { useId } from 'react';
import { Link } from 'react-router';
import { foreignCurrency } from '#shared/domain/cart-rules.ts';
import { formatNotePlan } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { StaffOrderView } from '#shared/schemas/order.ts';
import { formatShortDay } from '#web/lib/calendar-day.ts';
import { OrderFlags } from './order-flags.tsx';

/** What to put aside for an order: each line's notes ("2 × €50, 1 × €20"), or why there are none. */
export function notesToPrepare(order: StaffOrderView): string {
  if (order.status === 'sell') return 'Count the notes the customer brings';
  const plans = order.Orders.map((line) =>
    formatNotePlan(foreignCurrency(line), line.notes, line.changeGbp),
  ).filter(Boolean);
  if (plans.length > 0) return plans.join('; ');
  return order.onRequest ? 'On request: confirm the notes first' : 'No notes planned';
}

interface TodaySectionProps {
  title: string;
  /** Under the title: the day the section is for, or what it holds. */
  about?: string;
  orders: readonly StaffOrderView[];
  /** Said when there is no order. */
  empty: string;
  /** Each order's collection day (the overdue's). */
  showDay?: boolean;
  /** Each order's notes to put aside (the next day's). */
  showNotes?: boolean;
}

/** One of Today's lists: its count, then each order with a link to its details. */
export function TodaySection({
  title,
  about,
  orders,
  empty,
  showDay = false,
  showNotes = false,
}: TodaySectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        {title}
        <span className="rounded-full bg-slate-100 px-2.5 text-base text-slate-800 tabular-nums">
          {orders.length}
        </span>
      </h2>
      {about && <p className="text-sm text-slate-600">{about}</p>}
      {orders.length === 0 ? (
        <p className="mt-3 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {orders.map((order) => (
            <li key={order._id} data-testid="today-order" className="py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="min-w-0">
                  <Link
                    to={`/dashboard/orderDetails/${order._id}`}
                    aria-label={`Order ${order.Order_Id}`}
                    className="font-semibold text-brand-900 tabular-nums underline-offset-2 hover:underline"
                  >
                    {order.Order_Id}
                  </Link>{' '}
                  <span className="break-words">{order.Name}</span>
                </p>
                <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  {order.Status}
                </span>
              </div>
              <p className="text-sm text-slate-700 tabular-nums">
                {order.title}: {order.FxAmount} for {formatAmount(order.TotalMoney)} GBP
                {showDay && <> · was due {formatShortDay(order.collectionDate)}</>}
              </p>
              {showNotes && (
                <p className="text-sm text-slate-900 tabular-nums">
                  <span className="font-medium">Notes:</span> {notesToPrepare(order)}
                </p>
              )}
              <OrderFlags order={order} className="mt-1" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
