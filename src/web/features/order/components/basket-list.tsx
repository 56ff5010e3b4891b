import { CART_ITEM_TTL_MS } from '../../../../shared/constants.ts';
import { foreignCurrency } from '../../../../shared/domain/cart-rules.ts';
import { timeLeftMs } from '../../../../shared/domain/cart-rules.ts';
import { formatAmount, formatRate } from '../../../../shared/domain/pricing.ts';
import type { CartItem } from '../../../../shared/schemas/order.ts';
import { clearBasket, removeFromBasket } from '../../../lib/basket.ts';
import { useNow } from '../hooks/use-now.ts';

/** "29:59": minutes and seconds left, counting down. */
function formatTimeLeft(ms: number): { text: string; iso: string } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return { text: `${minutes}:${String(rest).padStart(2, '0')}`, iso: `PT${minutes}M${rest}S` };
}

/** The basket: each item with what it gives and gets, its rate, the time before it expires. */
export function BasketList({ items }: { items: CartItem[] }) {
  const now = useNow(1000);
  const count = `${items.length} ${items.length === 1 ? 'item' : 'items'} in your basket`;
  return (
    <section aria-labelledby="basket-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="basket-heading" className="text-lg font-semibold text-brand-900">
          Your basket
        </h3>
        <p aria-live="polite" className="text-sm text-slate-600">
          {count}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-4 text-slate-600">
          Your basket is empty. Each item is held at its rate for 30 minutes.
        </p>
      ) : (
        <>
          <ul className="space-y-2">
            {items.map((item) => {
              const code = foreignCurrency(item);
              const from = `${formatAmount(item.currencyMy)} ${item.currencyMycurrent}`;
              const to = `${formatAmount(item.currencyTake)} ${item.currencyTakecurrent}`;
              // `now` may predate an item added since the last tick.
              const left = formatTimeLeft(Math.min(timeLeftMs(item, now), CART_ITEM_TTL_MS));
              return (
                <li
                  key={item.Id}
                  data-testid="basket-item"
                  className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-3 shadow-sm"
                >
                  <dl className="grid flex-1 basis-full grid-cols-2 gap-x-4 gap-y-1 text-sm sm:basis-0 sm:grid-cols-5">
                    {[
                      ['Currency', code],
                      ['From', from],
                      ['To', to],
                      ['Rate', formatRate(item.Rate)],
                    ].map(([term, value]) => (
                      <div key={term}>
                        <dt className="text-xs text-slate-600">{term}</dt>
                        <dd className="font-semibold tabular-nums">{value}</dd>
                      </div>
                    ))}
                    <div>
                      <dt className="text-xs text-slate-600">Time left</dt>
                      <dd className="font-semibold tabular-nums">
                        <time dateTime={left.iso}>{left.text}</time>
                      </dd>
                    </div>
                  </dl>
                  <button
                    type="button"
                    onClick={() => removeFromBasket(item.Id)}
                    aria-label={`Remove ${code}: ${from} to ${to}`}
                    className="rounded border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() => clearBasket()}
            className="text-sm font-semibold text-brand-700 underline"
          >
            Clear basket
          </button>
        </>
      )}
    </section>
  );
}
