import { DANGER_BUTTON, PRIMARY_BUTTON } from '#web/components/ui/save-or-cancel.tsx';
import '#web/lib/zod-browser.ts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { OrderAction } from '#shared/domain/order-state.ts';
import {
  DeleteReasonSchema,
  IdCheckSchema,
  type IdCheck,
  type OrderView,
} from '#shared/schemas/order.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { noteFieldName, noteKeyOfField, readCounts } from '#web/lib/notes.ts';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useFocusFirstProblem } from '#web/lib/use-focus-first-problem.ts';
import { useAcceptOrder } from '../api/accept-order.ts';
import { useCompleteOrder, type NotesReceived } from '../api/complete-order.ts';
import { useDeleteOrder } from '../api/delete-order.ts';
import { IdCheckFields, isIdCheckField } from './id-check-fields.tsx';
import { handedIn, ReceivedNotesFields } from './received-notes-fields.tsx';
import { WhatChangesHands } from './what-changes-hands.tsx';

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

/**
 * The dialog's fields as typed: the customer's ID and the notes received (per currency, each
 * note's field by its `noteFieldName`) as an order completes, the reason a completed order is
 * deleted. Each action reads the fields it asks for.
 */
const ActionFieldsSchema = z.object({
  idCheck: z.object({ type: z.string(), last4: z.string(), name: z.string() }),
  notesReceived: z.record(z.string(), z.record(z.string(), z.string())),
  reason: z.string(),
});
type ActionFields = z.input<typeof ActionFieldsSchema>;

const NO_FIELDS: ActionFields = {
  idCheck: { type: '', last4: '', name: '' },
  notesReceived: {},
  reason: '',
};

/** What an action sends, read from the fields. */
type ActionBody =
  | { action: 'accept' }
  | { action: 'complete'; idCheck: IdCheck; notesReceived?: NotesReceived }
  | { action: 'delete'; reason?: string };

/** Each note's count as typed, by `noteKey`, from the fields named by `noteFieldName`. */
const byNoteKey = (fields: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([name, text]) => [noteKeyOfField(name), text]));

/**
 * The notes received, read with staff's rules: a note left empty is none of it, and a currency
 * with none is left out.
 */
const NotesReceivedFieldsSchema = ActionFieldsSchema.shape.notesReceived.transform(
  (typed, context) => {
    const notesReceived: NotesReceived = {};
    for (const [currency, fields] of Object.entries(typed)) {
      const counts = byNoteKey(fields);
      const read = readCounts(counts, Object.keys(counts), false);
      for (const [key, message] of Object.entries(read.errors)) {
        context.addIssue({ code: 'custom', message, path: [currency, noteFieldName(key)] });
      }
      if (Object.values(read.counts).some((count) => count > 0)) {
        notesReceived[currency] = read.counts;
      }
    }
    return notesReceived;
  },
);

/**
 * Each action's form, with the server's own rules: completing takes the customer's ID check
 * (always, at the desk) and any notes received; deleting a completed order takes a reason.
 */
const ACTION_FORMS = {
  accept: ActionFieldsSchema.transform((): ActionBody => ({ action: 'accept' })),
  complete: ActionFieldsSchema.extend({
    // The name as typed, empty when none: the form always has the field.
    idCheck: ActionFieldsSchema.shape.idCheck.pipe(
      IdCheckSchema.extend({ name: IdCheckSchema.shape.name.unwrap() }),
    ),
    notesReceived: NotesReceivedFieldsSchema,
  }).transform(({ idCheck: { name, ...idCheck }, notesReceived }): ActionBody => ({
    action: 'complete',
    // The name on the document is optional: left empty, it is not sent.
    idCheck: { ...idCheck, ...(name && { name }) },
    ...(Object.keys(notesReceived).length > 0 && { notesReceived }),
  })),
  delete: ActionFieldsSchema.transform((): ActionBody => ({ action: 'delete' })),
  deleteCompleted: ActionFieldsSchema.extend({ reason: DeleteReasonSchema }).transform(
    ({ reason }): ActionBody => ({ action: 'delete', reason }),
  ),
} satisfies Record<string, z.ZodType<ActionBody, ActionFields>>;

/** The form of the action asked for. */
function actionForm(request: OrderActionRequest | null): z.ZodType<ActionBody, ActionFields> {
  if (request?.action === 'complete') return ACTION_FORMS.complete;
  if (request?.action !== 'delete') return ACTION_FORMS.accept;
  return request.order.Status === 'Completed' ? ACTION_FORMS.deleteCompleted : ACTION_FORMS.delete;
}

type FieldName =
  `idCheck.${'type' | 'last4' | 'name'}` | `notesReceived.${string}.${string}` | 'reason';

/**
 * A refusal staff can act on here (400, 403): each issue at its field (a received note,
 * `notesReceived.EUR.50`, or `notesReceived.50` for an order of one currency; the ID check's
 * document or last four; the reason), none when it names none. Other failures (say, another
 * member of staff moved the order first): undefined.
 */
function serverProblems(error: Error, currencies: readonly string[]) {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 403)) return;
  const problems = new Map<FieldName, string>();
  const atField = (field: FieldName, message: string) => {
    if (!problems.has(field)) problems.set(field, message);
  };
  for (const issue of error.issues) {
    const path = issue.path.replace(/^body\./, '');
    const note = /^notesReceived\.(?:([A-Z]{3})\.)?(.+)$/.exec(path);
    const currency = note && (note[1] ?? (currencies.length === 1 ? currencies[0] : undefined));
    const idField = /^idCheck\.(.+)$/.exec(path)?.[1];
    if (note?.[2] && currency) {
      atField(`notesReceived.${currency}.${noteFieldName(note[2])}`, issue.message);
    } else if (isIdCheckField(idField)) atField(`idCheck.${idField}`, issue.message);
    else if (path === 'reason') atField('reason', issue.message);
  }
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
  // At the counter a problem put right goes at once, the customer watching.
  const form = useSchemaForm(actionForm(request), NO_FIELDS, { recheck: 'onChange' });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'notesReceived' });
  // The server's last refusal: once its problems show, the first field with one takes the focus.
  const [refused, setRefused] = useState<Error>();
  const formRef = useFocusFirstProblem(refused);
  const mutation = request && mutations[request.action];
  const busy = mutation?.isPending ?? false;
  const words = request && WORDS[request.action];
  const isDone = request !== null && done === request;
  const completing = request?.action === 'complete';
  const receiving = completing && request.order.status === 'sell';
  const asksReason = request?.action === 'delete' && request.order.Status === 'Completed';

  function close() {
    setDone(null);
    form.reset(NO_FIELDS);
    setRefused(undefined);
    onClose();
  }

  const closeByItself = useEffectEvent(close);
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => closeByItself(), DONE_SHOWS_MS);
    return () => clearTimeout(timer);
  }, [isDone]);

  const confirm = form.handleSubmit((body) => {
    if (!request) return;
    const { order } = request;
    const handlers = {
      onSuccess: () => setDone(request),
      onError: (error: Error) => {
        const problems = serverProblems(
          error,
          handedIn(order).map((line) => line.currency),
        );
        if (!problems) {
          toast.error(error.message);
          return close();
        }
        for (const [field, message] of problems) form.setError(field, { message });
        if (problems.size === 0) form.setError('root.server', { message: error.message });
        setRefused(error);
      },
    };
    if (body.action === 'accept') return mutations.accept.mutate(order._id, handlers);
    if (body.action === 'delete') {
      return mutations.delete.mutate({ id: order._id, reason: body.reason }, handlers);
    }
    const { idCheck, notesReceived } = body;
    mutations.complete.mutate({ id: order._id, idCheck, notesReceived }, handlers);
  });

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
          onSubmit={(event) => void confirm(event)}
          // A refusal naming no field is about what was sent: a change answers it.
          onChange={() => form.clearErrors('root.server')}
          className="flex w-full flex-wrap justify-center gap-3"
        >
          {completing && (
            <>
              <WhatChangesHands order={request.order} />
              <IdCheckFields field={(name) => fieldOf(form, `idCheck.${name}`)} disabled={busy} />
            </>
          )}
          {receiving && (
            <ReceivedNotesFields
              order={request.order}
              typed={Object.fromEntries(
                Object.entries(typed).map(([currency, fields]) => [currency, byNoteKey(fields)]),
              )}
              field={(currency, key) =>
                fieldOf(form, `notesReceived.${currency}.${noteFieldName(key)}`)
              }
              disabled={busy}
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
              {...fieldOf(form, 'reason')}
              disabled={busy}
              className="w-full text-left"
            />
          )}
          {errors.root?.server && (
            <div className="w-full text-left">
              <FormAlert>{errors.root.server.message}</FormAlert>
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
