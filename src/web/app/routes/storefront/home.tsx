import { useCurrencies } from '../../../features/currencies/api/get-currencies.ts';
import { CurrencyRatesTable } from '../../../features/currencies/components/currency-rates-table.tsx';

export function HomeRoute() {
  const currencies = useCurrencies();
  return (
    <>
      <title>Global Currency Connect | Travel money</title>
      <meta
        name="description"
        content="Order foreign currency online and collect it in branch, or sell your travel money back. 0% commission on 70+ currencies."
      />
      <section className="py-12 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
          Global Currency Connect
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          Reserve travel money online and collect it in branch, or sell your leftover currency back.
          0% commission on 70+ currencies.
        </p>
      </section>
      <section aria-labelledby="rates-heading" className="space-y-4">
        <h2 id="rates-heading" className="text-2xl font-semibold text-brand-900">
          Today's rates for £1
        </h2>
        {currencies.isPending && <p role="status">Loading rates…</p>}
        {currencies.isError && (
          <p role="alert" className="text-red-700">
            We couldn't load our rates. Please try again in a moment.
          </p>
        )}
        {currencies.data && <CurrencyRatesTable currencies={currencies.data} />}
      </section>
    </>
  );
}
