const PROMISES = [
  '70+ currencies in stock',
  '0% commission: the rate you see is the whole price',
  'Pre-order online and pick up in branch',
  'Pay in store when you collect',
  'Our best rates, every day',
  'Guaranteed best exchange rate on your order: the rate on your confirmation is the rate you get',
  'Online rates may differ from the rates in our branches',
  'Government-issued photo ID is required; larger transactions need extra documents',
];

/** The eight things to know about our rates and service. */
export function RatePromises() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {PROMISES.map((promise) => (
        <li
          key={promise}
          className="flex gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <span aria-hidden="true" className="font-bold text-emerald-700">
            ✓
          </span>
          {promise}
        </li>
      ))}
    </ul>
  );
}
