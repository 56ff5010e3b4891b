import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrderAction } from '#shared/domain/order-state.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { OrderDetails } from '#shared/schemas/order.ts';
import { formatOrdinalDateTime } from '#web/lib/ordinal-date.ts';
import { ChangeCollectionDay } from './change-collection-day.tsx';
import { OrderActionDialog, type OrderActionRequest } from './order-action-dialog.tsx';
import { orderChecks } from './order-checks.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderFlags } from './order-flags.tsx';
import { OrderItemsTable } from './order-items-table.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderStaffCopy } from './order-staff-copy.tsx';
import { RaiseSuspicionDialog } from './raise-suspicion-dialog.tsx';
import { ACTION_LABELS } from './orders-table.tsx';

const SECONDARY =
  'rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-slate-100';

/**
 * An action's button: Delete red, except on a completed order, where it is a rare correction (an
 * Admin's, with a reason) and stays quiet below the receipt and history.
 */
function actionLook(action: OrderAction, completed: boolean): string {
  if (action !== 'delete') return 'bg-brand-900 text-white hover:bg-brand-700';
  return completed
    ? 'border border-red-700 bg-white text-red-800 hover:bg-red-50'
    : 'bg-red-700 text-white hover:bg-red-800';
}

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
  'collection-day': 'Moved to another day',
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

interface OrderDetailsViewProps {
  order: OrderDetails;
  /** The bureau's trading name, heading the staff copy. */
  bureauName?: string | undefined;
}

/**
 * Everything about one order, what staff may do with it now, and who did what to it; a completed
 * order leads with its receipt and history, what may still be done coming last. Printed,
 * it is the staff copy instead: the order for the counter, with the ID check and signatures.
 */
export function OrderDetailsView({ order, bureauName }: OrderDetailsViewProps) {
  const [request, setRequest] = useState<OrderActionRequest | null>(null);
  const [suspecting, setSuspecting] = useState(false);
  const navigate = useNavigate();
  const list = LIST_OF_STATUS[order.Status];
  const completed = order.Status === 'Completed';
  const actionsSection = (
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
              className={`rounded px-4 py-2 font-semibold ${actionLook(action, completed)}`}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      )}
    </Section>
  );
  const historySection = (
    <Section title="History">
      <ol className="space-y-3">
        {order.history.map((entry, index) => (
          <li key={index} data-testid="history-entry" className="border-l-4 border-brand-500 pl-3">
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
  );
  const notices = order.note
    ? [order.note]
    : [order.firstMessege, ...(order.secondMessege ?? [])].filter(Boolean);

  return (
    <>
      <div data-testid="order-details" className="mt-6 space-y-6 print:hidden">
        {order.anonymised && (
          <p
            data-testid="anonymised"
            className="rounded border-l-4 border-slate-500 bg-slate-100 p-3 text-slate-800"
          >
            Personal data anonymised: the retention period ended, so the customer's details were
            replaced.
          </p>
        )}
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
          <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
            <button type="button" onClick={() => window.print()} className={SECONDARY}>
              Print staff copy
            </button>
            <button type="button" onClick={() => setSuspecting(true)} className={SECONDARY}>
              Raise a suspicion
            </button>
            {list && (
              <Link to={list.to} className="text-brand-700 underline hover:text-brand-900">
                Back to {list.label}
              </Link>
            )}
          </div>
        </div>

        {completed ? (
          <>
            <Section title="Receipt">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Link
                  to={`/dashboard/orderDetails/${order._id}/receipt`}
                  className="rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700"
                >
                  View receipt
                </Link>
                <button
                  type="button"
                  onClick={() =>
                    void navigate(`/dashboard/orderDetails/${order._id}/receipt`, {
                      state: { print: true },
                    })
                  }
                  className={SECONDARY}
                >
                  Print receipt
                </button>
              </div>
            </Section>
            {historySection}
          </>
        ) : (
          actionsSection
        )}

        <div className="grid gap-6 lg:grid-cols-2">
          <Section title="Order">
            <OrderFacts
              facts={[
                ['Way', order.title],
                ['Placed', formatOrdinalDateTime(order.time)],
                ['Amount', `${formatAmount(order.TotalMoney)} GBP`],
                ['FX Amount', order.FxAmount],
                ...(order.status === 'buy'
                  ? [['Notes wanted', PREFERENCES[order.notePreference]] satisfies [string, string]]
                  : []),
              ]}
            />
          </Section>
          <Section title="Customer">
            <OrderFacts
              facts={[
                ['Name', order.Name],
                [
                  'Email',
                  <a
                    key="email"
                    href={`mailto:${order.Email}`}
                    className="text-brand-700 underline"
                  >
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
            <OrderFacts
              facts={[
                [order.status === 'buy' ? 'Pickup Location' : 'Drop-off location', order.Address],
                [order.status === 'buy' ? 'Collection' : 'Drop-off', order.collectionNote],
                ['Held until', formatOrdinalDateTime(order.holdUntil)],
              ]}
            />
            {(order.Status === 'Pending' || order.Status === 'Accepted') && (
              <ChangeCollectionDay order={order} />
            )}
          </Section>
          <Section title="Checks">
            <OrderFacts facts={orderChecks(order)} />
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
            <OrderItemsTable order={order} />
          </div>
        </Section>

        <Section title={order.status === 'buy' ? 'Notes to pay out' : 'Notes received'}>
          <OrderNotes order={order} />
        </Section>

        {!completed && historySection}
        {completed && actionsSection}

        <OrderActionDialog request={request} onClose={() => setRequest(null)} />
        <RaiseSuspicionDialog
          order={order}
          open={suspecting}
          onClose={() => setSuspecting(false)}
        />
      </div>
      <OrderStaffCopy order={order} bureauName={bureauName} />
    </>
  );
}
