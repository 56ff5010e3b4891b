import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatCollectionDay } from '#shared/domain/collection-note.ts';
import { addDays } from '#shared/domain/uk-time.ts';
import type { CustomerOrder } from '#shared/schemas/order.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { useOffline } from '#web/lib/connection.ts';
import { useCancelCustomerOrder } from '../api/cancel-customer-order.ts';
import type { OrderLink } from '../api/get-customer-order.ts';
import { isOpen, statusWords } from '#web/lib/order-status-words.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';

/** Where the order stands, in words, and cancelling it while the customer still may. */
export function OrderStatusPanel({ order, link }: { order: CustomerOrder; link: OrderLink }) {
  const branch = useBranches().data?.find((candidate) => candidate.key === order.addressKey);
  const branchName = branch?.name ?? order.Address;
  const cancel = useCancelCustomerOrder(link);
  const [asking, setAsking] = useState(false);
  const offline = useOffline();
  const heading = useRef<HTMLHeadingElement>(null);
  const words = statusWords(order.Status, order.status === 'buy');

  // Once the dialog has closed (the child's effect runs first), the status takes the focus: the
  // button that opened the dialog, where the browser would put it back, may be gone.
  const focusStatus = useRef(false);
  useEffect(() => {
    if (asking || !focusStatus.current) return;
    focusStatus.current = false;
    heading.current?.focus();
  }, [asking]);

  function confirm() {
    cancel.mutate(undefined, {
      onSettled: () => {
        focusStatus.current = true;
        setAsking(false);
      },
    });
  }

  return (
    <section
      aria-labelledby="order-status-heading"
      className="space-y-3 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0"
    >
      <h2
        id="order-status-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        Status: <span data-testid="order-status">{words.title}</span>
      </h2>
      <p className="text-slate-700">{words.text}</p>
      {cancel.isSuccess && order.Status === 'Cancelled' && (
        <p className="text-slate-700">We have e-mailed you to confirm the cancellation.</p>
      )}
      {cancel.error && <FormAlert>{cancel.error.message}</FormAlert>}
      {/* An order that has ended is no dead end: the next one starts from the home page. */}
      {!isOpen(order.Status) && (
        <Link
          to="/"
          className="inline-block rounded bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 print:hidden"
        >
          Start a new order
        </Link>
      )}

      {order.canCancel ? (
        <div className="space-y-3 print:hidden">
          <p className="text-slate-700">
            You can cancel online until the end of{' '}
            {formatCollectionDay(addDays(order.collectionDate, -1))}.
          </p>
          {offline ? (
            <p className="font-medium text-slate-700">
              You're offline: cancelling needs a connection.
            </p>
          ) : (
            <button
              type="button"
              onClick={() => {
                cancel.reset();
                setAsking(true);
              }}
              className="rounded border-2 border-red-700 bg-white px-5 py-2 font-semibold text-red-700 hover:bg-red-50"
            >
              Cancel order
            </button>
          )}
        </div>
      ) : (
        isOpen(order.Status) &&
        branch && (
          <p className="text-slate-700 print:hidden">
            To change or cancel it now, please call the {branch.name} branch on{' '}
            <a
              href={`tel:${branch.phone.replace(/\s/g, '')}`}
              className="font-semibold text-brand-700 underline"
            >
              {branch.phone}
            </a>
            .
          </p>
        )
      )}

      <CancelOrderDialog
        order={order}
        branchName={branchName}
        open={asking}
        busy={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
