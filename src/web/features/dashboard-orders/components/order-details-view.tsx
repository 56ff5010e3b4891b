import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAmount, rateWithDirection } from '../../../../shared/domain/pricing.ts';
import { foreignCurrency } from '../../../../shared/domain/cart-rules.ts';
import type { OrderDetails } from '../../../../shared/schemas/order.ts';
import { formatOrdinalDateTime } from '../../../lib/ordinal-date.ts';
import { OrderActionDialog, type OrderActionRequest } from './order-action-dialog.tsx';
import { OrderFlags } from './order-flags.tsx';
import { OrderNotes } from './order-notes.tsx';
import { ACTION_LABELS } from './orders-table.tsx';

/** Where each status is listed, to go back to. */
const LIST_OF_STATUS: Partial<Record<OrderDetails['Status'], { to: string; label: string }>> = {
  Pending: { to: '/dashboard/manageOrders', label: 'Pending Orders' },
  Accepted: { to: '/dashboard/activeOrders', label: 'Accepted Orders' },
  Completed: { to: '/dashboard/history', label: 'History' },
  Cancelled: { to: '/dashboard/history?tab=cancelled', label: 'History' },
  Expired: { to: '/dashboard/history?tab=expired', label: 'History' },
};

const PREFERENCES: Record<OrderDetails['notePreference'], string> = {
  mixed: 'A mix of notes',
  large: 'Larger notes',
  small: 'Smaller notes',
};

const HISTORY_ACTIONS: Record<string, string> = {
  placed: 'Placed',
  accept: 'Accepted',
  complete: 'Completed',
  delete: 'Deleted',
  cancel: 'Cancelled',
  expire: 'Expired',
};

/**
 * Who made a history entry: a member of staff (their e-mail), the customer (who placed the order,
 * and whose own moves the audit log records as `customer:<email>`), or the system (the hold's
 * expiry).
 */
function madeBy({ action, actor }: OrderDetails['history'][number]): string {
  if (actor?.startsWith('customer:')) return 'the customer';
  return actor ?? (action === 'placed' ? 'the customer' : 'the system');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything about one order, what staff may do with it now, and who did what to it. */
export function OrderDetailsView({ order }: { order: OrderDetails }) {
  const [request, setRequest] = useState<OrderActionRequest | null>(null);
  const list = LIST_OF_STATUS[order.Status];
  const notices = order.note
    ? [order.note]
    : [order.firstMessege, ...(order.secondMessege ?? [])].filter(Boolean);

  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold text-brand-900">
          Order <span className="tabular-nums">{order.Order_Id}</span>
        </p>
        <p
          data-testid="order-status"
          className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800"
        >
          {order.Status}
        </p>
        <OrderFlags order={order} />
        {list && (
          <Link to={list.to} className="ml-auto text-brand-700 underline hover:text-brand-900">
            Back to {list.label}
          </Link>
        )}
      </div>

      <Section title="Actions">
        {order.actions.length === 0 ? (
          <p className="text-slate-600">No action is possible on a {order.Status} order.</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {order.actions.map((action) => (
              <button
                key={action}
                type="button"
                onClick={() => setRequest({ action, order })}
                className={`rounded px-4 py-2 font-semibold text-white ${
                  action === 'delete'
                    ? 'bg-red-700 hover:bg-red-800'
                    : 'bg-brand-900 hover:bg-brand-700'
                }`}
              >
                {ACTION_LABELS[action]}
              </button>
            ))}
          </div>
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Order">
          <Facts
            facts={[
              ['Way', order.title],
              ['Placed', formatOrdinalDateTime(order.time)],
              ['Amount', `${formatAmount(order.TotalMoney)} GBP`],
              ['FX Amount', order.FxAmount],
              ...(order.status === 'buy'
                ? [['Notes wanted', PREFERENCES[order.notePreference]] as [string, string]]
                : []),
            ]}
          />
        </Section>
        <Section title="Customer">
          <Facts
            facts={[
              ['Name', order.Name],
              [
                'Email',
                <a key="email" href={`mailto:${order.Email}`} className="text-brand-700 underline">
                  {order.Email}
                </a>,
              ],
              [
                'Phone Number',
                <a
                  key="phone"
                  href={`tel:${order.Phone_Number}`}
                  className="text-brand-700 underline"
                >
                  {order.Phone_Number}
                </a>,
              ],
            ]}
          />
        </Section>
        <Section title="Branch">
          <Facts
            facts={[
              [order.status === 'buy' ? 'Pickup Location' : 'Drop-off location', order.Address],
              ['Branch key', order.addressKey],
              [order.status === 'buy' ? 'Collection' : 'Drop-off', order.collectionNote],
              ['Held until', formatOrdinalDateTime(order.holdUntil)],
            ]}
          />
        </Section>
        <Section title="What the customer was told">
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </Section>
      </div>

      <Section title="Items">
        <div
          role="region"
          aria-label="Order items"
          tabIndex={0}
          className="relative overflow-x-auto"
        >
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {['Currency', 'From', 'To', 'Rate'].map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {order.Orders.map((item, index) => {
                const foreign =
                  item.status === 'buy' ? item.currencyTakecurrent : item.currencyMycurrent;
                return (
                  <tr key={index} data-testid="order-item">
                    <th scope="row" className="px-3 py-2 font-semibold">
                      {foreign}
                    </th>
                    <td className="px-3 py-2 tabular-nums">
                      {formatAmount(item.currencyMy)} {item.currencyMycurrent}
                    </td>
                    <td className="px-3 py-2 tabular-nums">
                      {formatAmount(item.currencyTake)} {item.currencyTakecurrent}
                    </td>
                    <td className="px-3 py-2 tabular-nums">
                      {rateWithDirection(item.Rate, foreignCurrency(item))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>

      <Section title={order.status === 'buy' ? 'Notes to pay out' : 'Notes received'}>
        <OrderNotes order={order} />
      </Section>

      <Section title="History">
        <ol className="space-y-3">
          {order.history.map((entry, index) => (
            <li
              key={index}
              data-testid="history-entry"
              className="border-l-4 border-brand-500 pl-3"
            >
              <p className="font-semibold">
                {HISTORY_ACTIONS[entry.action] ?? entry.action}
                {entry.from && entry.to && (
                  <span className="font-normal text-slate-600">
                    {' '}
                    ({entry.from} → {entry.to})
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                {formatOrdinalDateTime(entry.at)} by {madeBy(entry)}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <OrderActionDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
