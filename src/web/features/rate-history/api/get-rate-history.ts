import { useQuery } from '@tanstack/react-query';
import type { RateHistoryDays } from '#shared/schemas/rate-history.ts';
import { answer, api } from '#web/lib/api-client.ts';

/**
 * A currency's daily rates over `days`, asked for once `enabled`. Switching the window keeps the
 * chart until the new one arrives.
 */
export function useRateHistory(code: string, days: RateHistoryDays, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['rate-history', code, days],
    queryFn: ({ signal }) =>
      answer(
        api.GET('/api/rates/history/{code}', {
          params: { path: { code }, query: { days } },
          signal,
        }),
      ),
    placeholderData: (previous) => (previous?.code === code ? previous : undefined),
    // The server lets browsers keep an answer this long too.
    staleTime: 60_000,
  });
}
