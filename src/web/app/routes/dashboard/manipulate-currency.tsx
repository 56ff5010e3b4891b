import { useState } from 'react';
import type { Currency } from '#shared/schemas/currency.ts';
import { LoadingStatus } from '#web/components/ui/loading-status.tsx';
import { useCurrencies } from '#web/features/currencies/api/get-currencies.ts';
import { CurrencyPricesTable } from '#web/features/dashboard-currencies/components/currency-prices-table.tsx';
import { LatestRatesPanel } from '#web/features/dashboard-currencies/components/latest-rates-panel.tsx';
import { MarketRateDialog } from '#web/features/dashboard-currencies/components/market-rate-dialog.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

export function ManipulateCurrencyRoute() {
  const currencies = useCurrencies();
  const [settingRate, setSettingRate] = useState<Currency | null>(null);
  return (
    <DashboardScreen title="Manipulate Currency">
      <div className="mt-6 space-y-6">
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
