import { Link } from 'react-router';
import type { OrderAction } from '../../../../shared/domain/order-state.ts';
import { formatAmount } from '../../../../shared/domain/pricing.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatShortDay } from '../../../lib/calendar-day.ts';
import { formatClock, formatOrdinalDate } from '../../../lib/ordinal-date.ts';
import { OrderFlags } from './order-flags.tsx';

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

const COLUMNS = [
  'Order Id',
  'Name',
  'Phone Number',
  'Way',
  'Collect on',
  'Amount',
  'FX Amount',
  'Time',
  'Action',
];

const cell = 'px-3 py-2 align-top';

/**
 * The spec's order table (Order Id, Name, Phone Number, Way, Amount, FX Amount, Time, Action) with
 * the day the customer collects, or drops off, beside the Way: what staff prepare for. Under the
 * Way, the flags staff look at first (high-value notes, on request).
 */
export function OrdersTable({ orders, caption, actions, onAction, time }: OrdersTableProps) {
  return (
    <DataTable
      label={caption}
      caption={caption}
      columns={COLUMNS}
      alignRight={(column) => column === 'Amount'}
      empty={orders.length === 0}
      emptyText="No orders to show."
    >
      {orders.map((order) => (
        <tr key={order._id} data-testid="order-row">
          <th scope="row" className={`${cell} font-semibold text-brand-900 tabular-nums`}>
            {order.Order_Id}
          </th>
          <td className={cell}>{order.Name}</td>
          <td className={`${cell} whitespace-nowrap`}>{order.Phone_Number}</td>
          <td className={cell}>
            <span className="block whitespace-nowrap">{order.title}</span>
            <OrderFlags order={order} className="mt-1" />
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={order.collectionDate}>{formatShortDay(order.collectionDate)}</time>
          </td>
          <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
            {formatAmount(order.TotalMoney)} GBP
          </td>
          <td className={`${cell} tabular-nums`}>{order.FxAmount}</td>
          <td className={cell}>
            {/* The time goes under the date rather than push the actions off a laptop's screen. */}
            <span className="whitespace-nowrap">
              {formatOrdinalDate(order.time)}
              {time === 'dateTime' && ','}
            </span>
            {time === 'dateTime' && (
              <>
                {' '}
                <span className="whitespace-nowrap">{formatClock(order.time)}</span>
              </>
            )}
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
                  {ACTION_LABELS[action]} <span className="sr-only">order {order.Order_Id}</span>
                </button>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
