import { useQuery } from '@tanstack/react-query';
import type { RateHistory, RateHistoryDays } from '../../../../shared/schemas/rate-history.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * A currency's daily rates over `days`, asked for once `enabled`. Switching the window keeps the
 * chart until the new one arrives.
 */
export function useRateHistory(code: string, days: RateHistoryDays, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['rate-history', code, days],
    queryFn: ({ signal }) =>
      apiGet<RateHistory>(`/api/rates/history/${encodeURIComponent(code)}?days=${days}`, signal),
    placeholderData: (previous) => (previous?.code === code ? previous : undefined),
    // The server lets browsers keep an answer this long too.
    staleTime: 60_000,
  });
}
