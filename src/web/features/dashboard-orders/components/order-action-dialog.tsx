import { useState } from 'react';
import type { OrderAction } from '../../../../shared/domain/order-state.ts';
import type { OrderView } from '../../../../shared/schemas/order.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readCounts, type TypedCounts } from '../../../lib/notes.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useCompleteOrder, type NotesReceived } from '../api/complete-order.ts';
import { useDeleteOrder } from '../api/delete-order.ts';
import { handedIn, ReceivedNotesFields } from './received-notes-fields.tsx';

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

type NoteErrors = Record<string, Record<string, string>>;

/**
 * The notes typed for each currency, as the API takes them (currencies with none left out), or
 * each field's problem.
 */
function readReceived(typed: Readonly<Record<string, TypedCounts>>) {
  const notesReceived: NotesReceived = {};
  const errors: NoteErrors = {};
  for (const [currency, counts] of Object.entries(typed)) {
    const read = readCounts(counts, Object.keys(counts), false);
    if (Object.keys(read.errors).length > 0) errors[currency] = read.errors;
    if (Object.values(read.counts).some((count) => count > 0))
      notesReceived[currency] = read.counts;
  }
  return { notesReceived, errors };
}

/**
 * The server's problems with received notes, by currency and note: `body.notesReceived.EUR.50`,
 * or `body.notesReceived.50` for an order of one currency.
 */
function receivedIssues(error: Error, currencies: readonly string[]): NoteErrors {
  const errors: NoteErrors = {};
  for (const issue of error instanceof ApiError ? error.issues : []) {
    const match = /(?:^|\.)notesReceived\.(?:([A-Z]{3})\.)?(.+)$/.exec(issue.path);
    const currency = match?.[1] ?? (currencies.length === 1 ? currencies[0] : undefined);
    if (match?.[2] && currency) (errors[currency] ??= {})[match[2]] ??= issue.message;
  }
  return errors;
}

const secondary =
  'rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100';

/**
 * Asks before an order is accepted, completed or deleted, then says it is done. Completing a
 * Click & Sell order may record the notes the customer handed in (a refused note shows at its
 * field). Any other failure (say, another member of staff moved the order first) closes it with
 * the server's message.
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
  const [typed, setTyped] = useState<Record<string, TypedCounts>>({});
  const [noteErrors, setNoteErrors] = useState<NoteErrors>({});
  const mutation = request && mutations[request.action];
  const busy = mutation?.isPending ?? false;
  const words = request && WORDS[request.action];
  const isDone = request !== null && done === request;
  const receiving = request?.action === 'complete' && request.order.status === 'sell' && !isDone;

  function close() {
    setDone(null);
    setTyped({});
    setNoteErrors({});
    onClose();
  }

  function confirm() {
    if (!request) return;
    const id = request.order._id;
    const handlers = {
      onSuccess: () => setDone(request),
      onError: (error: Error) => {
        if (receiving) {
          const currencies = handedIn(request.order).map((line) => line.currency);
          const atNotes = receivedIssues(error, currencies);
          if (Object.keys(atNotes).length > 0) return setNoteErrors(atNotes);
        }
        toast.error(error.message);
        close();
      },
    };
    if (request.action !== 'complete') return mutations[request.action].mutate(id, handlers);
    const { notesReceived, errors } = readReceived(receiving ? typed : {});
    setNoteErrors(errors);
    if (Object.keys(errors).length > 0) return;
    mutations.complete.mutate(
      { id, ...(Object.keys(notesReceived).length > 0 && { notesReceived }) },
      handlers,
    );
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
            {receiving && (
              <p>
                Record the notes the customer handed in, if you wish: they go into the branch&apos;s
                stock.
              </p>
            )}
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
          {receiving && (
            <ReceivedNotesFields
              order={request.order}
              typed={typed}
              errors={noteErrors}
              disabled={busy}
              onChange={(currency, key, value) =>
                setTyped((before) => ({
                  ...before,
                  [currency]: { ...before[currency], [key]: value },
                }))
              }
            />
          )}
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
