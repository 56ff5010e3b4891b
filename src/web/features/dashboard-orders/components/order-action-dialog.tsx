import { useState } from 'react';
import type { OrderAction } from '../../../../shared/domain/order-state.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useCompleteOrder } from '../api/complete-order.ts';
import { useDeleteOrder } from '../api/delete-order.ts';

export interface OrderActionRequest {
  action: OrderAction;
  order: OrderView;
}

/** The spec's words where it has them (delete, and the three success titles). */
const WORDS: Record<
  OrderAction,
  { ask: string; warning: string; confirm: string; done: string; doneText: string }
> = {
  accept: {
    ask: 'Accept this order?',
    warning: 'It moves to Accepted Orders, and a Click & Collect customer is told it is ready.',
    confirm: 'Yes, accept it!',
    done: 'Accepted!',
    doneText: 'The order is in Accepted Orders.',
  },
  complete: {
    ask: 'Complete this order?',
    warning: 'It moves to History.',
    confirm: 'Yes, complete it!',
    done: 'Completed!',
    doneText: 'The order is in History.',
  },
  delete: {
    ask: 'Are you sure?',
    warning: "You won't be able to revert this!",
    confirm: 'Yes, delete it!',
    done: 'Deleted!',
    doneText: 'Your file has been deleted.',
  },
};

const secondary =
  'rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100';

/**
 * Asks before an order is accepted, completed or deleted, then says it is done. A failure (say,
 * another member of staff moved the order first) closes it with the server's message.
 */
export function OrderActionDialog({
  request,
  onClose,
}: {
  request: OrderActionRequest | null;
  onClose: () => void;
}) {
  const mutations = {
    accept: useAcceptOrder(),
    complete: useCompleteOrder(),
    delete: useDeleteOrder(),
  };
  // The request that has been carried out: the dialog then shows the success step.
  const [done, setDone] = useState<OrderActionRequest | null>(null);
  const mutation = request && mutations[request.action];
  const busy = mutation?.isPending ?? false;
  const words = request && WORDS[request.action];
  const isDone = request !== null && done === request;

  function close() {
    setDone(null);
    onClose();
  }

  function confirm() {
    if (!request) return;
    mutations[request.action].mutate(request.order._id, {
      onSuccess: () => setDone(request),
      onError: (error) => {
        toast.error(error.message);
        close();
      },
    });
  }

  return (
    <ModalDialog
      open={request !== null}
      title={(isDone ? words?.done : words?.ask) ?? ''}
      step={isDone ? 'done' : 'ask'}
      busy={busy}
      onClose={close}
      description={
        request &&
        (isDone ? (
          <p>{words?.doneText}</p>
        ) : (
          <>
            <p>{words?.warning}</p>
            <p className="text-sm text-slate-600">
              Order {request.order.Order_Id}, {request.order.Name}
            </p>
          </>
        ))
      }
    >
      {isDone ? (
        <button
          type="button"
          data-autofocus
          onClick={close}
          className="rounded bg-brand-900 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          OK
        </button>
      ) : (
        <>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            className={`rounded px-4 py-2 font-semibold text-white disabled:opacity-60 ${
              request?.action === 'delete'
                ? 'bg-red-700 hover:bg-red-800'
                : 'bg-brand-900 hover:bg-brand-700'
            }`}
          >
            {busy ? 'Working…' : words?.confirm}
          </button>
          {/* The safe choice has the focus, so Enter never deletes by accident. */}
          <button
            type="button"
            data-autofocus
            onClick={close}
            disabled={busy}
            className={secondary}
          >
            Cancel
          </button>
        </>
      )}
    </ModalDialog>
  );
}
