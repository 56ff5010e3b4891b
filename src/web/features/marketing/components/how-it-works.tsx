const STEPS = [
  {
    title: 'Choose your currency',
    text: 'Pick Click & Collect to buy or Click & Sell to sell back, enter the amount and add it to your basket.',
  },
  {
    title: 'Pick a branch',
    text: 'Choose where to collect, give your details and place the order. No account is needed.',
  },
  {
    title: 'Collect and pay in store',
    text: 'Bring your order number and photo ID. You pay, or are paid, at the rate on your confirmation.',
  },
];

/** Ordering in three steps. */
export function HowItWorks() {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {STEPS.map(({ title, text }, index) => (
        <li
          key={title}
          className="flex gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-brand-900"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-bold text-brand-900">{title}</p>
            <p className="mt-1 text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
