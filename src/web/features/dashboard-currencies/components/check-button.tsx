import type { RateCheckState } from '../utils/rate-check-state.ts';

const LABELS = { unchecked: 'Check', checking: 'Checking', checked: 'Checked' } as const;

/** The spec's Check button: Check, then Checking while the rate service is asked, then Checked. */
export function CheckButton({ state, onCheck }: { state: RateCheckState; onCheck: () => void }) {
  return (
    <button
      type="button"
      onClick={onCheck}
      disabled={state.step === 'checking'}
      className="rounded border border-brand-900 bg-white px-5 py-2 font-semibold text-brand-900 hover:bg-slate-100 disabled:opacity-60"
    >
      {LABELS[state.step]}
    </button>
  );
}
