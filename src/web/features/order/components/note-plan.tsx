import { foreignCurrency } from '#shared/domain/cart-rules.ts';
import { formatNotes } from '#shared/domain/note-plan.ts';
import { formatAmount } from '#shared/domain/pricing.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { formatGbp } from '#web/lib/format.ts';

/**
 * A Click & Collect order's notes: for each currency, the notes the branch holds for it
 * ("6 × €50, 1 × €20, 1 × €5") and the pounds given back for what is below the smallest note.
 * On request, staff confirm the notes first. Euros come with a word on €200 notes, which many
 * shops refuse; high-value notes the customer did not ask for are explained.
 */
export function NotePlan({
  order,
}: {
  order: Pick<OrderView, 'Orders' | 'onRequest' | 'highValueNotesUnavoidable'>;
}) {
  const lines = order.Orders.filter((line) => line.notes.length > 0);
  const euros = lines.some((line) => foreignCurrency(line) === 'EUR');
  if (lines.length === 0 && !order.onRequest) return null;
  return (
    <section
      aria-labelledby="note-plan"
      className="space-y-2 rounded border border-slate-200 bg-white p-4 break-inside-avoid"
    >
      <h3 id="note-plan" className="text-lg font-semibold text-brand-900">
        Your notes
      </h3>
      {order.onRequest && (
        <p className="text-sm font-semibold text-amber-900 print:text-slate-900">
          We confirm your notes before you collect
        </p>
      )}
      {lines.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm">
          {lines.map((line, index) => {
            const currency = foreignCurrency(line);
            return (
              <li key={index} data-testid="note-plan-line" className="py-2 first:pt-0 last:pb-0">
                <p>
                  <span className="font-semibold text-brand-900 tabular-nums">
                    {formatAmount(line.currencyTake)} {currency}
                  </span>
                  : <span className="tabular-nums">{formatNotes(currency, line.notes)}</span>
                </p>
                {line.changeGbp > 0 && (
                  <p className="text-slate-700 tabular-nums">
                    {formatGbp(line.changeGbp)} back in cash at the counter
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {order.highValueNotesUnavoidable && (
        <p data-testid="high-value-unavoidable" className="text-sm text-slate-700">
          The branch did not have enough smaller notes, so your notes include high-value ones.
        </p>
      )}
      {euros && (
        <p className="text-sm text-slate-700">
          Many shops refuse €200 notes: we plan them only when you ask for larger notes or the
          branch has no other way.
        </p>
      )}
    </section>
  );
}
