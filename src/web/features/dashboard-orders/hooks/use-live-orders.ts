import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { StaffOrderView } from '#shared/schemas/order.ts';
import type { OrderPulse } from '#shared/schemas/today.ts';
import { refreshOrders } from '../api/refresh-orders.ts';
import { usePulse } from '../api/get-pulse.ts';

/**
 * Polls the pulse and, whenever it moves (an order placed, or moved on by another member of
 * staff), refetches the order lists, Today and the counters. Answers the latest pulse.
 */
export function usePulseRefresh(): OrderPulse | undefined {
  const queryClient = useQueryClient();
  const pulse = usePulse().data;
  const previous = useRef(pulse);
  useEffect(() => {
    // The query keeps an unchanged answer as the same object: a new one is a move.
    if (pulse && previous.current && pulse !== previous.current) void refreshOrders(queryClient);
    previous.current = pulse;
  }, [pulse, queryClient]);
  return pulse;
}

/**
 * Which orders came in since the list was opened, and since its newcomers were last shown: the
 * pulse's `latest` when the list opened is where "new" starts. `acknowledge` takes the newcomers
 * as shown (their count goes back to 0; they stay marked New until the next ones are shown).
 */
export function useNewOrders() {
  const pulse = usePulseRefresh();
  // ISO times: undefined until the first pulse, '' when there was no order at all.
  const [since, setSince] = useState<{ marked: string; counted: string }>();
  if (since === undefined && pulse) {
    setSince({ marked: pulse.latest ?? '', counted: pulse.latest ?? '' });
  }
  return {
    /** Placed after the newcomers last shown: marked New. */
    isNew: (order: StaffOrderView) => since !== undefined && order.time > since.marked,
    /** Placed since the newcomers were last shown: counted in the notice. */
    isUnseen: (order: StaffOrderView) => since !== undefined && order.time > since.counted,
    acknowledge: () =>
      setSince((before) =>
        before === undefined
          ? before
          : { marked: before.counted, counted: pulse?.latest ?? before.counted },
      ),
  };
}
