import { AddCurrencyForm } from '#web/features/dashboard-currencies/components/add-currency-form.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function AddCurrencyRoute() {
  return (
    <DashboardScreen title="Add New Currency" heading="Currency Dashboard">
      <AddCurrencyForm />
    </DashboardScreen>
  );
}
