import { useId } from 'react';
import { Link } from 'react-router';
import type { OrderAction } from '#shared/domain/order-state.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { StaffOrderView } from '#shared/schemas/order.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { formatShortDay } from '#web/lib/calendar-day.ts';
import { formatClock, formatOrdinalDate } from '#web/lib/ordinal-date.ts';
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

/** Why an action is not offered for this order, if it is not: the server refuses it too. */
function refusal(action: OrderAction, order: StaffOrderView): string | undefined {
  if (order.sanctions === 'reported') {
    return "Frozen while the MLRO's report on it is open";
  }
  if (action !== 'delete' && order.sanctions === 'held') {
    return 'Held for the MLRO: cleared before it can go on';
  }
  if (action === 'accept' && order.review === 'held') {
    return 'Held for review: an Admin clears it before it can be accepted';
  }
  return undefined;
}

interface OrdersTableProps {
  orders: readonly StaffOrderView[];
  caption: string;
  /** The actions each row offers besides its details link. */
  actions: readonly OrderAction[];
  onAction: (action: OrderAction, order: StaffOrderView) => void;
  /** History shows the date alone, as the spec has it; the working lists show the time too. */
  time: 'date' | 'dateTime';
  /** The branch's name, by key. */
  branchName?: (key: string) => string;
  /** Each order's status beside its marks: for the search, which lists every status. */
  showStatus?: boolean;
  /** Orders placed since the list was last looked at, marked New. */
  isNew?: (order: StaffOrderView) => boolean;
}

const COLUMNS = [
  'Order Id',
  'Name',
  'Phone Number',
  'Way',
  'Collect on',
  'Branch',
  'Amount',
  'FX Amount',
  'Time',
  'Action',
];

const cell = 'px-2 py-2 align-top cards-xl:py-1';
/** In a card, the number heads it and the actions close it, each across the card. */
const acrossCard = 'cards-xl:col-span-full';

/**
 * The spec's order table (Order Id, Name, Phone Number, Way, Amount, FX Amount, Time, Action) with
 * what staff prepare for beside the Way: the day the customer collects, or drops off, and the
 * branch. Under the Way, the marks staff look at first. Ten columns fit a laptop's 1280 px: below
 * that each order is a card, its fields two or three abreast.
 */
export function OrdersTable({
  orders,
  caption,
  actions,
  onAction,
  time,
  branchName = (key) => key,
  showStatus = false,
  isNew = () => false,
}: OrdersTableProps) {
  const idPrefix = useId();
  return (
    <DataTable
      label={caption}
      caption={caption}
      columns={COLUMNS}
      alignRight={(column) => column === 'Amount'}
      empty={orders.length === 0}
      emptyText="No orders to show."
      cards="xl"
    >
      {orders.map((order) => (
        <tr
          key={order._id}
          data-testid="order-row"
          className="cards-xl:grid cards-xl:gap-x-4 sm:cards-xl:grid-cols-2 lg:cards-xl:grid-cols-3"
        >
          <th
            scope="row"
            data-label="Order Id"
            className={`${cell} ${acrossCard} font-semibold text-brand-900 tabular-nums`}
          >
            {order.Order_Id}
            {isNew(order) && (
              <span className="ml-2 rounded-md bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                New
              </span>
            )}
          </th>
          <td data-label="Name" className={cell}>
            {order.Name}
          </td>
          <td data-label="Phone Number" className={`${cell} whitespace-nowrap`}>
            {order.Phone_Number}
          </td>
          <td data-label="Way" className={cell}>
            <span className="whitespace-nowrap">{order.title}</span>
            <div className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
              {showStatus && (
                <span
                  data-testid="row-status"
                  className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
                >
                  {order.Status}
                </span>
              )}
              <OrderFlags order={order} />
            </div>
          </td>
          <td data-label="Collect on" className={`${cell} whitespace-nowrap`}>
            <time dateTime={order.collectionDate}>{formatShortDay(order.collectionDate)}</time>
          </td>
          <td data-label="Branch" className={cell}>
            {branchName(order.addressKey)}
          </td>
          <td
            data-label="Amount"
            className={`${cell} whitespace-nowrap tabular-nums xl:text-right`}
          >
            {formatAmount(order.TotalMoney)} GBP
          </td>
          <td data-label="FX Amount" className={`${cell} tabular-nums`}>
            {order.FxAmount}
          </td>
          <td data-label="Time" className={cell}>
            {/* The date wraps rather than push the actions off a laptop's screen. */}
            {formatOrdinalDate(order.time)}
            {time === 'dateTime' && (
              <>
                , <span className="whitespace-nowrap">{formatClock(order.time)}</span>
              </>
            )}
          </td>
          <td data-label="Action" className={`${cell} ${acrossCard}`}>
            <div className="inline-flex flex-wrap gap-2 align-top">
              <Link
                to={`/dashboard/orderDetails/${order._id}`}
                className="rounded border border-slate-300 px-2.5 py-1 font-medium text-brand-900 hover:bg-slate-100"
              >
                Details <span className="sr-only">of order {order.Order_Id}</span>
              </Link>
              {actions.map((action) => {
                const why = refusal(action, order);
                const whyId = `${idPrefix}-${order._id}-${action}`;
                return (
                  <span key={action} className="contents">
                    <button
                      type="button"
                      onClick={() => onAction(action, order)}
                      disabled={why !== undefined}
                      aria-describedby={why ? whyId : undefined}
                      title={why}
                      className={`rounded px-2.5 py-1 font-medium disabled:cursor-not-allowed disabled:opacity-50 ${actionClass[action]}`}
                    >
                      {ACTION_LABELS[action]}{' '}
                      <span className="sr-only">order {order.Order_Id}</span>
                    </button>
                    {why && (
                      <span id={whyId} className="sr-only">
                        {why}
                      </span>
                    )}
                  </span>
                );
              })}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
