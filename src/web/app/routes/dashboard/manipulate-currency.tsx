import { useState } from 'react';
import type { Currency } from '#shared/schemas/currency.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { useAuth } from '#web/features/auth/components/auth-context.ts';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { SanctionsListWarning } from '#web/features/dashboard-compliance/components/sanctions-list-warning.tsx';
import { CurrencyPricesTable } from '#web/features/dashboard-currencies/components/currency-prices-table.tsx';
import { LatestRatesPanel } from '#web/features/dashboard-currencies/components/latest-rates-panel.tsx';
import { MarketRateDialog } from '#web/features/dashboard-currencies/components/market-rate-dialog.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function ManipulateCurrencyRoute() {
  const currencies = useCurrencies();
  const [settingRate, setSettingRate] = useState<Currency | null>(null);
  // The Admins' dashboard home: their warnings show here.
  const admin = useAuth().user?.role === 'Admin';
  return (
    <DashboardScreen title="Manipulate Currency">
      <div className="mt-6 space-y-6">
        {admin && <SanctionsListWarning />}
        <LatestRatesPanel />
        {currencies.data ? (
          <CurrencyPricesTable currencies={currencies.data} onSetRate={setSettingRate} />
        ) : currencies.isError ? (
          <p role="alert" className="text-red-700">
            We couldn't load the currencies: {currencies.error.message}
          </p>
        ) : (
          <LoadingStatus label="Loading the currencies…" />
        )}
      </div>
      <MarketRateDialog currency={settingRate} onClose={() => setSettingRate(null)} />
    </DashboardScreen>
  );
}
