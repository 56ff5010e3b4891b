/** A dialog's buttons, as every dashboard dialog draws them. */
export const PRIMARY_BUTTON =
  'rounded bg-brand-900 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
/** The confirm button of a move that removes or undoes something (delete, reject, cancel). */
export const DANGER_BUTTON =
  'rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';
export const SECONDARY_BUTTON =
  'rounded border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/** A dialog form's last line: its submit button, which says Saving… while `busy`, and Cancel. */
export function SaveOrCancel({
  label,
  busy,
  onCancel,
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
        {busy ? 'Saving…' : label}
      </button>
      <button type="button" onClick={onCancel} disabled={busy} className={SECONDARY_BUTTON}>
        Cancel
      </button>
    </div>
  );
}
