const BENEFITS = [
  { title: '0% commission', text: 'The rate you see is the whole price, with no fee on top.' },
  { title: '70+ currencies', text: 'From euros and dollars to the harder-to-find ones.' },
  { title: 'Reserve online, pay in store', text: 'Your rate is held; pay when you collect.' },
];

/** The three reasons to use the bureau, under the hero. */
export function BenefitStrip() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {BENEFITS.map(({ title, text }) => (
        <li key={title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-bold text-brand-900">{title}</p>
          <p className="mt-1 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
