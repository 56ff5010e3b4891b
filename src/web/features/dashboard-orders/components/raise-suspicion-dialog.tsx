import '#web/lib/zod-browser.ts';
import { useState } from 'react';
import type { OrderView } from '#shared/schemas/order.ts';
import { SUSPICION_NOTE_MAX_LENGTH, SuspicionBodySchema } from '#shared/schemas/suspicion.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#web/components/ui/save-or-cancel.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useRaiseSuspicion } from '../api/raise-suspicion.ts';

export const PASSED_TO_MLRO = 'Passed to the MLRO';

/**
 * Asks what made the member of staff suspicious of an order, sends it to the MLRO, then says it
 * is passed on. The customer is never told: nor should staff tell them.
 */
export function RaiseSuspicionDialog({
  order,
  open,
  onClose,
}: {
  order: Pick<OrderView, '_id' | 'Order_Id'>;
  open: boolean;
  onClose: () => void;
}) {
  const raise = useRaiseSuspicion();
  const form = useSchemaForm(SuspicionBodySchema, { note: '' });
  const [done, setDone] = useState(false);
  const busy = raise.isPending;
  const serverProblem = form.formState.errors.root?.server?.message;

  function close() {
    form.reset();
    setDone(false);
    onClose();
  }

  const submit = form.handleSubmit(({ note }) =>
    raise.mutate(
      { id: order._id, note },
      {
        onSuccess: () => setDone(true),
        onError: (error) => showServerProblems(error, form.setError, ['note']),
      },
    ),
  );

  return (
    <ModalDialog
      open={open}
      title={done ? PASSED_TO_MLRO : 'Raise a suspicion'}
      step={done ? 'done' : 'ask'}
      busy={busy}
      onClose={close}
      description={
        done ? (
          <p>
            The MLRO has your note on order {order.Order_Id}. Do not tell the customer, or anyone
            who need not know.
          </p>
        ) : (
          <>
            <p>
              Tell the MLRO what makes you suspect money laundering or terrorist financing. The
              customer is not told.
            </p>
            <p className="text-sm text-slate-600">Order {order.Order_Id}</p>
          </>
        )
      }
    >
      {done ? (
        <button type="button" data-autofocus onClick={close} className={PRIMARY_BUTTON}>
          OK
        </button>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="w-full space-y-4 text-left"
        >
          <TextAreaField
            label="What made you suspicious"
            hint="What the customer said or did, and what you saw."
            data-autofocus
            rows={5}
            required
            maxLength={SUSPICION_NOTE_MAX_LENGTH}
            {...fieldOf(form, 'note')}
            disabled={busy}
          />
          {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
          <div className="flex flex-wrap justify-center gap-3">
            <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
              {busy ? 'Sending…' : 'Pass to the MLRO'}
            </button>
            <button type="button" onClick={close} disabled={busy} className={SECONDARY_BUTTON}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
