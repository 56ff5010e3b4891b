import { Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { useSingleCurrency } from '#web/features/dashboard-currencies/api/get-single-currency.ts';
import { DenominationsForm } from '#web/features/dashboard-currencies/components/denominations-form.tsx';
import { UpdateCurrencyForm } from '#web/features/dashboard-currencies/components/update-currency-form.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

function LoadedCurrency({ code }: { code: string }) {
  const { data } = useSingleCurrency(code);
  // Keyed by the code, so the forms start again from another currency's values.
  return (
    <>
      <UpdateCurrencyForm key={data.value} currency={data} />
      <DenominationsForm key={`notes-${data.value}`} currency={data.value} />
    </>
  );
}

/** The currency is loaded before the form shows; an unknown code falls to the route's error. */
export function UpdateCurrencyRoute() {
  const { currency = '' } = useParams();
  return (
    <DashboardScreen title="Update Currency" heading="Currency Dashboard">
      <Suspense fallback={<LoadingStatus label="Loading the currency…" />}>
        <LoadedCurrency code={currency} />
      </Suspense>
    </DashboardScreen>
  );
}
