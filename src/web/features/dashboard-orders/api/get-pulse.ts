import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

/** How often the lists ask whether orders came in or moved on. */
export const PULSE_MS = 5_000;

/**
 * The newest order and the open counts, asked every 5 seconds while the tab is shown (never in
 * the background): the lists and Today refetch when it moves.
 */
export function usePulse() {
  return useQuery({
    queryKey: ['order-pulse'],
    queryFn: ({ signal }) => answer(api.GET('/api/orders/pulse', { signal })),
    refetchInterval: PULSE_MS,
    refetchIntervalInBackground: false,
  });
}
