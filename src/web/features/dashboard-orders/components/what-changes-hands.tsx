import { formatAmount } from '#shared/domain/pricing.ts';
import type { OrderView } from '#shared/schemas/order.ts';
import { formatGbp } from '#web/lib/format.ts';
import { OrderFacts } from './order-facts.tsx';
import { OrderNotes } from './order-notes.tsx';
import { handedIn } from './received-notes-fields.tsx';

/**
 * What changes hands at the counter as an order completes, read beside the ID check: for Click &
 * Collect the GBP to take and the notes held for the customer to hand over; for Click & Sell the
 * foreign cash to count in and the GBP to pay out.
 */
export function WhatChangesHands({ order }: { order: OrderView }) {
  const collect = order.status === 'buy';
  const pounds = <span className="font-semibold tabular-nums">{formatGbp(order.TotalMoney)}</span>;
  return (
    <section
      aria-label="What changes hands"
      data-testid="what-changes-hands"
      className="w-full rounded border border-slate-200 bg-slate-50 p-3 text-left text-sm"
    >
      <OrderFacts
        facts={
          collect
            ? [
                ['Take from the customer', pounds],
                ['Hand over', <OrderNotes key="notes" order={order} />],
              ]
            : [
                [
                  'Count in',
                  <span key="cash" className="font-semibold tabular-nums">
                    {handedIn(order)
                      .map(({ currency, amount }) => `${formatAmount(amount)} ${currency}`)
                      .join(', ')}
                  </span>,
                ],
                ['Pay the customer', pounds],
              ]
        }
      />
    </section>
  );
}
