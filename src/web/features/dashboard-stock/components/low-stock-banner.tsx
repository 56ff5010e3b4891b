import { formatAmount } from '#shared/domain/pricing.ts';
import type { CurrencyStock } from '#shared/schemas/stock.ts';

/** The currencies a branch has less of than it wants, or nothing when none is low. */
export function LowStockBanner({
  branchName,
  stock,
}: {
  branchName: string;
  stock: readonly CurrencyStock[];
}) {
  const low = stock.filter((currency) => currency.low);
  if (low.length === 0) return null;
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="low-stock-heading" className="font-semibold">
        Low stock at {branchName}
      </h2>
      <ul className="mt-2 space-y-1">
        {low.map((currency) => (
          <li key={currency.currency} data-testid="low-stock">
            <span className="font-semibold">{currency.currency}</span>:{' '}
            <span className="tabular-nums">{formatAmount(currency.available)}</span> available, low
            below <span className="tabular-nums">{formatAmount(currency.lowBelow ?? 0)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
