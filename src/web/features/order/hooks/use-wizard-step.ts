import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Step } from '../components/order-steps.tsx';

/** Marks the history entries the wizard pushed: going back from one returns to the entry before. */
const PUSHED = { orderStep: true };

const wasPushed = (state: unknown) =>
  typeof state === 'object' && state !== null && 'orderStep' in state;

/**
 * The wizard's step, kept in the URL (`?step=2`) so that each step has its own history entry:
 * browser Back on step 2 returns to step 1, Forward to step 2, and a reload stays where it was.
 * Step 2 is shown when `detailsReachable` (a basket and a branch), else step 1. The confirmation
 * is the order just placed, which the wizard holds: `asked` is the step the URL names, for it to
 * tell when the customer leaves it.
 */
export function useWizardStep(detailsReachable: boolean) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const asked = Number(params.get('step'));
  const step: Step = asked === 2 && detailsReachable ? 2 : 1;

  /**
   * Step 2 is a new entry. Going back from an entry the wizard pushed is history's own Back, so
   * Forward returns; from one opened directly (a reload, a link) it replaces the entry. The
   * confirmation replaces step 2's entry: browser Back never returns to the placed order's form.
   */
  function setStep(next: Step) {
    if (next === step) return;
    if (next < step && wasPushed(state)) return void navigate(-1);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 1) updated.delete('step');
        else updated.set('step', String(next));
        return updated;
      },
      { replace: next !== 2, state: next === 2 ? PUSHED : null },
    );
  }

  return { step, asked, setStep };
}
