/** The spec's names of the wizard's steps. */
export const ORDER_STEPS = ['Create Order', 'YOUR DETAILS', 'ORDER CONFIRMATION'] as const;

export type Step = 1 | 2 | 3;

/** Where the customer is in the wizard. */
export function OrderSteps({ step }: { step: Step }) {
  return (
    <ol aria-label="Order steps" className="grid grid-cols-3 gap-2 text-xs sm:text-sm print:hidden">
      {ORDER_STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'to do';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex flex-col items-center gap-1 border-t-4 pt-2 text-center font-semibold sm:flex-row sm:text-left ${
              state === 'to do'
                ? 'border-slate-300 text-slate-600'
                : 'border-brand-700 text-brand-900'
            }`}
          >
            <span
              className={`flex size-7 shrink-0 items-center justify-center rounded-full ${
                state === 'current'
                  ? 'bg-brand-900 text-white'
                  : state === 'done'
                    ? 'bg-brand-700 text-white'
                    : 'bg-slate-200 text-slate-700'
              }`}
            >
              {number}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
