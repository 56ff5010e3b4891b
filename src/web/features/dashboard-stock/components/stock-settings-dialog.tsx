import '#web/lib/zod-browser.ts';
import { useId } from 'react';
import { z } from 'zod';
import { StockSettingsBodySchema } from '#shared/schemas/stock.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SaveOrCancel } from '#web/components/ui/save-or-cancel.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { toast } from '#web/lib/toast.ts';
import { useSaveStockSettings } from '../api/save-stock-settings.ts';
import type { CountRequest } from './count-dialog.tsx';

/** The low threshold typed: a value of the currency, or nothing for no alert. */
function readLowBelow(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || !/^\d+(\.\d{1,2})?$/.test(trimmed)) {
    return { error: 'Give an amount such as 2000, or leave it empty for no alert' };
  }
  return { value };
}

/** The settings as the form holds them, checked by the server's own schema. */
const SettingsFormSchema = z
  .object({ untracked: z.boolean(), lowBelow: z.string() })
  .transform(({ untracked, lowBelow }, context) => {
    const low = readLowBelow(lowBelow);
    if ('error' in low) {
      context.addIssue({ code: 'custom', message: low.error, path: ['lowBelow'] });
      return z.NEVER;
    }
    return { tracked: !untracked, lowBelow: low.value };
  })
  .pipe(StockSettingsBodySchema);

function SettingsForm({
  branchKey,
  branchName,
  stock,
  save,
  onClose,
}: CountRequest & { save: ReturnType<typeof useSaveStockSettings>; onClose: () => void }) {
  const form = useSchemaForm(SettingsFormSchema, {
    untracked: !stock.tracked,
    lowBelow: stock.lowBelow === null ? '' : String(stock.lowBelow),
  });
  const serverProblem = form.formState.errors.root?.server?.message;
  const busy = save.isPending;
  const lowHintId = useId();

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { branchKey, currency: stock.currency, body },
      {
        onSuccess: () => {
          toast.success(`Saved the ${stock.currency} stock settings at ${branchName}`);
          onClose();
        },
        onError: (error) => showServerProblems(error, form.setError, ['lowBelow']),
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="w-full space-y-4 text-left"
    >
      {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="checkbox"
          {...form.register('untracked')}
          disabled={busy}
          data-autofocus
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <span>
          Stock not counted: offered on request
          <span className="block text-sm text-slate-600">
            Customers can still order it here, and staff confirm each order before accepting it.
          </span>
        </span>
      </label>
      <TextField
        label={`Low below (${stock.currency})`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        autoComplete="off"
        placeholder="No alert"
        {...fieldOf(form, 'lowBelow')}
        disabled={busy}
        describedBy={lowHintId}
      />
      <p id={lowHintId} className="-mt-2 text-sm text-slate-600">
        The Stock page warns when the {stock.currency} available at {branchName} is worth less.
      </p>
      <SaveOrCancel label="Save settings" busy={busy} onCancel={onClose} />
    </form>
  );
}

/** Whether a branch counts a currency, and the value below which it is low there. */
export function StockSettingsDialog({
  request,
  onClose,
}: {
  request: CountRequest | null;
  onClose: () => void;
}) {
  const save = useSaveStockSettings();
  function close() {
    save.reset();
    onClose();
  }
  return (
    <ModalDialog
      open={request !== null}
      title={request ? `${request.stock.currency} at ${request.branchName}` : ''}
      busy={save.isPending}
      onClose={close}
    >
      {request && (
        <SettingsForm
          key={`${request.branchKey}-${request.stock.currency}`}
          {...request}
          save={save}
          onClose={close}
        />
      )}
    </ModalDialog>
  );
}
