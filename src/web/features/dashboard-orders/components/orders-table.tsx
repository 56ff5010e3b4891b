import { Link } from 'react-router';
import type { OrderAction } from '../../../../shared/domain/order-state.ts';
import { formatAmount } from '../../../../shared/domain/pricing.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { formatOrdinalDate, formatOrdinalDateTime } from '../../../lib/ordinal-date.ts';

export const ACTION_LABELS: Record<OrderAction, string> = {
  accept: 'Accept',
  complete: 'Complete',
  delete: 'Delete',
};

const actionClass: Record<OrderAction, string> = {
  accept: 'bg-brand-900 text-white hover:bg-brand-700',
  complete: 'bg-brand-900 text-white hover:bg-brand-700',
  delete: 'bg-red-700 text-white hover:bg-red-800',
};

interface OrdersTableProps {
  orders: readonly OrderView[];
  caption: string;
  /** The actions each row offers besides its details link. */
  actions: readonly OrderAction[];
  onAction: (action: OrderAction, order: OrderView) => void;
  /** History shows the date alone, as the spec has it; the working lists show the time too. */
  time: 'date' | 'dateTime';
}

const cell = 'px-3 py-2 align-top';

/** The spec's order table: Order Id, Name, Phone Number, Way, Amount, FX Amount, Time, Action. */
export function OrdersTable({ orders, caption, actions, onAction, time }: OrdersTableProps) {
  return (
    // Focusable so that keyboard users can scroll it sideways on a phone. Positioned, so that the
    // screen-reader-only texts (absolutely placed) scroll inside it instead of widening the page.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {[
              'Order Id',
              'Name',
              'Phone Number',
              'Way',
              'Amount',
              'FX Amount',
              'Time',
              'Action',
            ].map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-3 whitespace-nowrap ${column === 'Amount' ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.length === 0 && (
            <tr>
              <td colSpan={8} className="px-3 py-6 text-center text-slate-600">
                No orders to show.
              </td>
            </tr>
          )}
          {orders.map((order) => (
            <tr key={order._id} data-testid="order-row">
              <th scope="row" className={`${cell} font-semibold text-brand-900 tabular-nums`}>
                {order.Order_Id}
              </th>
              <td className={cell}>{order.Name}</td>
              <td className={`${cell} whitespace-nowrap`}>{order.Phone_Number}</td>
              <td className={`${cell} whitespace-nowrap`}>{order.title}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatAmount(order.TotalMoney)} GBP
              </td>
              <td className={`${cell} tabular-nums`}>{order.FxAmount}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {time === 'date'
                  ? formatOrdinalDate(order.time)
                  : formatOrdinalDateTime(order.time)}
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/dashboard/orderDetails/${order._id}`}
                    className="rounded border border-slate-300 px-2.5 py-1 font-medium text-brand-900 hover:bg-slate-100"
                  >
                    Details <span className="sr-only">of order {order.Order_Id}</span>
                  </Link>
                  {actions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      onClick={() => onAction(action, order)}
                      className={`rounded px-2.5 py-1 font-medium ${actionClass[action]}`}
                    >
                      {ACTION_LABELS[action]}{' '}
                      <span className="sr-only">order {order.Order_Id}</span>
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
