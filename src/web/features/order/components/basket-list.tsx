import { CART_ITEM_TTL_MS } from '#shared/constants.ts';
import { foreignCurrency, gbpTotal, isLive, wayOf } from '#shared/domain/cart-rules.ts';
import { formatAmount, rateWithDirection } from '#shared/domain/pricing.ts';
import type { CartItem } from '#shared/schemas/order.ts';
import { useOrderLimits } from '#web/lib/api/get-order-limits.ts';
import { clearBasket, removeFromBasket } from '#web/lib/basket.ts';
import { formatGbp, formatTimeLeft, formatWholeGbp } from '#web/lib/format.ts';
import { useNow } from '../hooks/use-now.ts';
import { RateHold, shownTimeLeft } from './rate-hold.tsx';

/**
 * The basket: each item with what it gives and gets, its rate and the time its quote is held
 * (or "Expired"), a warning in the last 5 minutes, one button that quotes expired items again,
 * the pounds paid or received, and the online limit.
 */
export function BasketList({ items }: { items: CartItem[] }) {
  const now = useNow(1000);
  const limits = useOrderLimits().data;
  const count = `${items.length} ${items.length === 1 ? 'item' : 'items'} in your basket`;
  const total = formatGbp(gbpTotal(items));

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
          Your basket is empty. Each item is held at its rate for{' '}
          {limits?.quoteMinutes ?? CART_ITEM_TTL_MS / 60_000} minutes.
        </p>
      ) : (
        <>
          <ul className="space-y-2">
            {items.map((item) => (
              <BasketRow key={item.Id} item={item} now={now} />
            ))}
          </ul>
          <RateHold items={items} />
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-t border-slate-200 pt-3">
            <p data-testid="basket-total" className="text-base font-semibold text-brand-900">
              {items[0] && wayOf(items[0]) === 'Order' ? 'You pay' : 'You receive'}{' '}
              <span className="tabular-nums">{total}</span>
            </p>
            {limits && (
              <p className="text-sm text-slate-600">
                Online limit: {formatWholeGbp(limits.maxOrderGbp)} per order
              </p>
            )}
          </div>
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

function BasketRow({ item, now }: { item: CartItem; now: number }) {
  const code = foreignCurrency(item);
  const from = `${formatAmount(item.currencyMy)} ${item.currencyMycurrent}`;
  const to = `${formatAmount(item.currencyTake)} ${item.currencyTakecurrent}`;
  const left = isLive(item, now) ? formatTimeLeft(shownTimeLeft(item, now)) : null;
  return (
    <li
      data-testid="basket-item"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded border border-slate-200 bg-white p-3 shadow-sm"
    >
      <dl className="grid flex-1 basis-full grid-cols-2 gap-x-4 gap-y-1 text-sm sm:basis-0 sm:grid-cols-5">
        {[
          ['Currency', code],
          ['From', from],
          ['To', to],
          ['Rate', rateWithDirection(item.Rate, code)],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-slate-600">Time left</dt>
          <dd className="font-semibold tabular-nums">
            {left ? (
              <time dateTime={left.iso}>{left.text}</time>
            ) : (
              <span className="text-red-700">Expired</span>
            )}
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
}
