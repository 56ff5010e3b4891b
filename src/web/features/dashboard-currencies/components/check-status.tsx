import { formatRate } from '#shared/domain/pricing.ts';
import type { RateCheckState } from '../utils/rate-check-state.ts';

/** Says, politely to screen readers, what the Check found or what it is for. */
export function CheckStatus({
  state,
  code,
  action,
}: {
  state: RateCheckState;
  code: string;
  action: string;
}) {
  return (
    <p role="status" className="text-sm text-slate-700">
      {state.step === 'checked'
        ? `Checked: 1 GBP = ${formatRate(state.rate)} ${code} at the rate service.`
        : state.step === 'checking'
          ? `Asking the rate service about ${code}…`
          : `Check the currency code with the rate service before you ${action}.`}
    </p>
  );
}
