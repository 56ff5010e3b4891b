import { useQuery } from '@tanstack/react-query';
import type { LatestRatesState } from '../../../../shared/schemas/currency.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const LATEST_RATES_KEY = ['latest-rates'];

/** Latest-rates mode as the server has it; looked at again every minute while it is on. */
export function useLatestRates() {
  return useQuery({
    queryKey: LATEST_RATES_KEY,
    queryFn: ({ signal }) => apiGet<LatestRatesState>('/api/rates/latest', signal),
    refetchInterval: (query) => (query.state.data?.on ? 60_000 : false),
  });
}
