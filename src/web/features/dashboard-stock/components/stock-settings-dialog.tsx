import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SaveOrCancel } from '#web/components/ui/save-or-cancel.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
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

function SettingsForm({
  branchKey,
  branchName,
  stock,
  save,
  onClose,
}: CountRequest & { save: ReturnType<typeof useSaveStockSettings>; onClose: () => void }) {
  const [untracked, setUntracked] = useState(!stock.tracked);
  const [lowBelow, setLowBelow] = useState(stock.lowBelow === null ? '' : String(stock.lowBelow));
  const [problem, setProblem] = useState<{ lowBelow?: string; server?: string }>({});
  const busy = save.isPending;
  const lowHintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const low = readLowBelow(lowBelow);
    if ('error' in low) return setProblem({ lowBelow: low.error });
    setProblem({});
    save.mutate(
      {
        branchKey,
        currency: stock.currency,
        body: { tracked: !untracked, lowBelow: low.value },
      },
      {
        onSuccess: () => {
          toast.success(`Saved the ${stock.currency} stock settings at ${branchName}`);
          onClose();
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.issues : [];
          const atLow = issues.find((issue) => issue.path.endsWith('lowBelow'));
          setProblem(atLow ? { lowBelow: atLow.message } : { server: error.message });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="w-full space-y-4 text-left">
      {problem.server && <FormAlert>{problem.server}</FormAlert>}
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={untracked}
          disabled={busy}
          data-autofocus
          onChange={(event) => setUntracked(event.target.checked)}
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
        value={lowBelow}
        disabled={busy}
        onChange={(event) => setLowBelow(event.target.value)}
        error={problem.lowBelow}
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
