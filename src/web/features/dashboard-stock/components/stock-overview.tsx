import { useState } from 'react';
import type { Branch } from '#shared/schemas/branch.ts';
import { BranchSelect } from '#web/components/ui/branch-select.tsx';
import { QueryFallback } from '#web/components/ui/query-fallback.tsx';
import { FindCurrencyField } from './find-currency-field.tsx';
import { useBranches } from '#web/lib/api/get-branches.ts';
import { useBranchStock } from '../api/get-branch-stock.ts';
import { useChosenBranch } from '../hooks/use-chosen-branch.ts';
import { CountDialog, type CountRequest } from './count-dialog.tsx';
import { CurrencyStockRow, STOCK_ROW_GRID, STOCK_TOTALS } from './currency-stock-row.tsx';
import { LowStockBanner } from './low-stock-banner.tsx';
import { StockSettingsDialog } from './stock-settings-dialog.tsx';

function BranchStock({ branch }: { branch: Branch }) {
  const stock = useBranchStock(branch.key);
  const [counting, setCounting] = useState<CountRequest | null>(null);
  const [setting, setSetting] = useState<CountRequest | null>(null);
  const [find, setFind] = useState('');
  const request = (currency: CountRequest['stock']) => ({
    branchKey: branch.key,
    branchName: branch.name,
    stock: currency,
  });

  if (!stock.data) return <QueryFallback isError={stock.isError} what={`${branch.name}'s stock`} />;
  const wanted = find.trim().toUpperCase();
  const shown = stock.data.filter((currency) => currency.currency.includes(wanted));
  return (
    <>
      <LowStockBanner branchName={branch.name} stock={stock.data} />
      {stock.data.length === 0 ? (
        <p className="text-slate-600">No currencies at {branch.name} yet.</p>
      ) : (
        <>
          <FindCurrencyField value={find} onChange={setFind} />
          {/* The column headings of the rows, from 640 px up (the figures carry them otherwise). */}
          <div
            aria-hidden="true"
            className={`hidden px-3 text-xs tracking-wide text-slate-600 uppercase sm:grid ${STOCK_ROW_GRID}`}
          >
            <span>Currency</span>
            {STOCK_TOTALS.map(([field, label]) => (
              <span key={field} className="text-right">
                {label}
              </span>
            ))}
          </div>
          <ul aria-label={`Stock at ${branch.name}`} className="space-y-2">
            {shown.map((currency) => (
              <CurrencyStockRow
                key={currency.currency}
                stock={currency}
                onCount={() => setCounting(request(currency))}
                onSettings={() => setSetting(request(currency))}
              />
            ))}
          </ul>
          {shown.length === 0 && <p className="text-slate-600">No currency matches “{find}”.</p>}
        </>
      )}
      <CountDialog request={counting} onClose={() => setCounting(null)} />
      <StockSettingsDialog request={setting} onClose={() => setSetting(null)} />
    </>
  );
}

/** Stock: a branch's notes of every currency, what is low, and the count of each. */
export function StockOverview() {
  const branches = useBranches();
  const [branch, choose] = useChosenBranch(branches.data);

  if (!branches.data || !branch) {
    return <QueryFallback isError={branches.isError} what="the branches" />;
  }
  return (
    <div className="mt-6 space-y-4">
      <BranchSelect branches={branches.data} value={branch.key} onChange={choose} />
      <BranchStock key={branch.key} branch={branch} />
    </div>
  );
}
