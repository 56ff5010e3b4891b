import { useId } from 'react';
import { Link } from 'react-router';
import type { OrderAction } from '#shared/domain/order-state.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { StaffOrderView } from '#shared/schemas/order.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { formatShortDay } from '#web/lib/calendar-day.ts';
import {
  formatOrdinalDate,
  formatOrdinalDateTime,
  formatShortDateTime,
} from '#web/lib/ordinal-date.ts';
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
  'Amount',
  'FX Amount',
  'Time',
  'Action',
];

const cell = 'px-2 py-1 align-top';
/** In a card, the number and the name head it and the actions close it, each across the card. */
const acrossCard = 'cards-xl:col-span-full';
/** At the counter's height: a thumb's 44 px on a card, a compact line in the laptop's table. */
const actionSize = 'min-h-11 px-3 py-1 xl:min-h-0 xl:px-2 xl:py-0.5';

/**
 * The spec's order table (Order Id, Name, Phone Number, Way, Amount, FX Amount, Time, Action) with
 * what staff prepare for beside the Way: the day the customer collects, or drops off, at which
 * branch. Under the Way, the marks staff look at first. Nine columns fit a laptop's 1280 px beside
 * the menu, each row a line or two: a long name is cut to two lines (whole on hover, and while the row has the
 * focus), times and actions never wrap. Below that each order is a card, its fields two or three
 * abreast, its actions a thumb's height with Delete apart from the others.
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
          className="group cards-xl:grid cards-xl:grid-cols-2 cards-xl:gap-x-4 lg:cards-xl:grid-cols-3"
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
          <td data-label="Name" className={`${cell} ${acrossCard} lg:cards-xl:col-span-1`}>
            <span
              title={order.Name}
              className="break-words xl:line-clamp-2 xl:max-w-32 xl:group-focus-within:line-clamp-none"
            >
              {order.Name}
            </span>
          </td>
          <td data-label="Phone Number" className={cell}>
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
          <td data-label="Collect on" className={cell}>
            <time dateTime={order.collectionDate} className="whitespace-nowrap">
              {formatShortDay(order.collectionDate)}
            </time>{' '}
            <span data-testid="row-branch" className="text-slate-600 xl:block">
              at {branchName(order.addressKey)}
            </span>
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
          <td data-label="Time" className={`${cell} whitespace-nowrap`}>
            {time === 'date' ? (
              formatOrdinalDate(order.time)
            ) : (
              <time dateTime={order.time} title={formatOrdinalDateTime(order.time)}>
                {formatShortDateTime(order.time)}
              </time>
            )}
          </td>
          {/* On a card the buttons say what they are: no label before them. */}
          <td className={`${cell} ${acrossCard} cards-xl:pt-2`}>
            <div className="flex flex-nowrap items-center gap-2 xl:gap-1.5">
              <Link
                to={`/dashboard/orderDetails/${order._id}`}
                className={`${actionSize} inline-flex items-center rounded border border-slate-300 font-medium text-brand-900 hover:bg-slate-100`}
              >
                Details{' '}
                <span className="sr-only">
                  of order {order.Order_Id}, {order.Name}
                </span>
              </Link>
              {actions.map((action) => {
                const why = refusal(action, order);
                const whyId = `${idPrefix}-${order._id}-${action}`;
                return (
                  // Delete stands apart on a card, out of reach of a thumb meant for Accept.
                  <span
                    key={action}
                    className={action === 'delete' ? 'ml-auto xl:ml-0' : 'contents'}
                  >
                    <button
                      type="button"
                      onClick={() => onAction(action, order)}
                      disabled={why !== undefined}
                      aria-describedby={why ? whyId : undefined}
                      title={why}
                      className={`${actionSize} rounded font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50 ${actionClass[action]}`}
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
