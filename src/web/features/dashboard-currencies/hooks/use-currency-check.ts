import { useCheckRate } from '../api/check-rate.ts';
import { checkCode, rateCheckState, type RateCheckState } from '../utils/rate-check-state.ts';

/** The Check of one currency code, as Add and Update use it. */
export interface CurrencyCheck {
  /** The code the Check is about, as the form has it now. */
  code: string;
  /** Unchecked, Checking or Checked (with the rate found) for exactly this code. */
  state: RateCheckState;
  /** Asks the rate service; a failure ("Wrong currency tried" or the server's message) is a toast. */
  run: () => void;
  /** Forgets the Check, so that the next code starts unchecked. */
  reset: () => void;
}

/** The Check-then-save state of a currency form for `code`. */
export function useCurrencyCheck(code: string): CurrencyCheck {
  const check = useCheckRate();
  return {
    code,
    state: rateCheckState(check, code),
    run: () => checkCode(check, code),
    reset: () => check.reset(),
  };
}
