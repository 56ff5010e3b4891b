import { foreignCurrency } from '#shared/domain/cart-rules.ts';
import { formatNotes } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { formatGbp } from '#web/lib/format.ts';

/**
 * Each line's notes: for Click & Collect the plan held at the branch ("6 × €50, 1 × €20") and
 * the GBP given back below the smallest note; for Click & Sell the notes received, once recorded.
 */
export function OrderNotes({ order }: { order: OrderView }) {
  const collect = order.status === 'buy';
  return (
    <ul className="divide-y divide-slate-100">
      {order.Orders.map((line, index) => {
        const currency = foreignCurrency(line);
        const amount = collect ? line.currencyTake : line.currencyMy;
        const notes = formatNotes(currency, line.notes);
        return (
          <li key={index} data-testid="order-notes" className="py-2 first:pt-0 last:pb-0">
            <p>
              <span className="font-semibold text-brand-900 tabular-nums">
                {formatAmount(amount)} {currency}
              </span>
              :{' '}
              <span className="tabular-nums">
                {notes ||
                  (collect
                    ? order.onRequest
                      ? 'on request: confirm the notes before accepting'
                      : 'no notes planned'
                    : 'not recorded')}
              </span>
            </p>
            {collect && line.changeGbp > 0 && (
              <p className="text-sm text-slate-700 tabular-nums">
                {formatGbp(line.changeGbp)} change in GBP
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
