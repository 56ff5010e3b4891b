import { DANGER_BUTTON, PRIMARY_BUTTON } from '#web/components/ui/save-or-cancel.tsx';
import '#web/lib/zod-browser.ts';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { OrderAction } from '#shared/domain/order-state.ts';
import { DeleteReasonSchema, type OrderView } from '#shared/schemas/order.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { readCounts, type TypedCounts } from '#web/lib/notes.ts';
import { toast } from '#web/lib/toast.ts';
import { useFocusFirstProblem } from '#web/lib/use-focus-first-problem.ts';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useCompleteOrder, type NotesReceived } from '../api/complete-order.ts';
import { useDeleteOrder } from '../api/delete-order.ts';
import {
  IdCheckFields,
  isIdCheckField,
  NO_ID_CHECK,
  readIdCheck,
  type IdCheckErrors,
  type TypedIdCheck,
} from './id-check-fields.tsx';
import { handedIn, ReceivedNotesFields } from './received-notes-fields.tsx';

export interface OrderActionRequest {
  action: OrderAction;
  order: OrderView;
}

/** How long a success step shows before the dialog closes by itself. */
export const DONE_SHOWS_MS = 2000;

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

/** What is wrong, at the fields it concerns, or as a whole (`alert`). */
interface Problems {
  notes: NoteErrors;
  idCheck: IdCheckErrors;
  reason?: string | undefined;
  alert?: string | undefined;
}

const NO_PROBLEMS: Problems = { notes: {}, idCheck: {} };

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
 * A refusal staff can act on here (400, 403) as problems: each issue at its field (a received
 * note, `notesReceived.EUR.50`, or `notesReceived.50` for an order of one currency; the ID
 * check's document or last four; the reason), the message as a whole when it names none. Other
 * failures (say, another member of staff moved the order first): undefined.
 */
function serverProblems(error: Error, currencies: readonly string[]): Problems | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 403)) return;
  const problems: Problems = { notes: {}, idCheck: {} };
  let atField = false;
  for (const issue of error.issues) {
    const path = issue.path.replace(/^body\./, '');
    const note = /^notesReceived\.(?:([A-Z]{3})\.)?(.+)$/.exec(path);
    const currency = note && (note[1] ?? (currencies.length === 1 ? currencies[0] : undefined));
    const idField = /^idCheck\.(.+)$/.exec(path)?.[1];
    if (note?.[2] && currency) (problems.notes[currency] ??= {})[note[2]] ??= issue.message;
    else if (isIdCheckField(idField)) problems.idCheck[idField] ??= issue.message;
    else if (path === 'reason') problems.reason ??= issue.message;
    else continue;
    atField = true;
  }
  if (!atField) problems.alert = error.message;
  return problems;
}

const secondary =
  'rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100';

/**
 * Asks before an order is accepted, completed or deleted, then says it is done and closes by
 * itself after two seconds (or on OK, or Escape). Completing records the customer's ID check,
 * and for a Click & Sell order may record the notes handed in; deleting a completed order (an
 * Admin's) asks why. A refusal staff can correct shows in the dialog, at its field where it has
 * one; any other failure closes it with the server's message.
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
  const [idCheck, setIdCheck] = useState<TypedIdCheck>(NO_ID_CHECK);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const formRef = useFocusFirstProblem(problems);
  const mutation = request && mutations[request.action];
  const busy = mutation?.isPending ?? false;
  const words = request && WORDS[request.action];
  const isDone = request !== null && done === request;
  const completing = request?.action === 'complete';
  const receiving = completing && request.order.status === 'sell';
  const asksReason = request?.action === 'delete' && request.order.Status === 'Completed';

  function close() {
    setDone(null);
    setTyped({});
    setIdCheck(NO_ID_CHECK);
    setReason('');
    setProblems(NO_PROBLEMS);
    onClose();
  }

  const closeByItself = useEffectEvent(close);
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => closeByItself(), DONE_SHOWS_MS);
    return () => clearTimeout(timer);
  }, [isDone]);

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const { action, order } = request;
    const handlers = {
      onSuccess: () => setDone(request),
      onError: (error: Error) => {
        const shown = serverProblems(
          error,
          handedIn(order).map((line) => line.currency),
        );
        if (shown) return setProblems(shown);
        toast.error(error.message);
        close();
      },
    };
    if (action === 'accept') return mutations.accept.mutate(order._id, handlers);
    if (action === 'delete') {
      if (!asksReason) return mutations.delete.mutate({ id: order._id }, handlers);
      const given = DeleteReasonSchema.safeParse(reason);
      if (!given.success) {
        return setProblems({ ...NO_PROBLEMS, reason: given.error.issues[0]?.message });
      }
      return mutations.delete.mutate({ id: order._id, reason: given.data }, handlers);
    }
    const received = readReceived(receiving ? typed : {});
    const checked = readIdCheck(idCheck);
    setProblems({ notes: received.errors, idCheck: checked.errors });
    if (!checked.idCheck || Object.keys(received.errors).length > 0) return;
    const { notesReceived } = received;
    mutations.complete.mutate(
      {
        id: order._id,
        idCheck: checked.idCheck,
        ...(Object.keys(notesReceived).length > 0 && { notesReceived }),
      },
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
        <form
          ref={formRef}
          noValidate
          onSubmit={confirm}
          className="flex w-full flex-wrap justify-center gap-3"
        >
          {completing && (
            <IdCheckFields
              value={idCheck}
              errors={problems.idCheck}
              disabled={busy}
              onChange={setIdCheck}
            />
          )}
          {receiving && (
            <ReceivedNotesFields
              order={request.order}
              typed={typed}
              errors={problems.notes}
              disabled={busy}
              onChange={(currency, key, value) =>
                setTyped((before) => ({
                  ...before,
                  [currency]: { ...before[currency], [key]: value },
                }))
              }
            />
          )}
          {asksReason && (
            <TextAreaField
              label="Reason for deleting"
              hint="The order was completed: the reason is kept with it and in its history."
              data-autofocus
              required
              rows={3}
              maxLength={500}
              value={reason}
              error={problems.reason}
              disabled={busy}
              onChange={(event) => setReason(event.target.value)}
              className="w-full text-left"
            />
          )}
          {problems.alert && (
            <div className="w-full text-left">
              <FormAlert>{problems.alert}</FormAlert>
            </div>
          )}
          <button
            type="submit"
            disabled={busy}
            className={request?.action === 'delete' ? DANGER_BUTTON : PRIMARY_BUTTON}
          >
            {busy ? 'Working…' : words?.confirm}
          </button>
          {/* Without fields to fill, the safe choice has the focus, so Enter never deletes by accident. */}
          <button
            type="button"
            data-autofocus
            onClick={close}
            disabled={busy}
            className={secondary}
          >
            Cancel
          </button>
        </form>
      )}
    </ModalDialog>
  );
}
