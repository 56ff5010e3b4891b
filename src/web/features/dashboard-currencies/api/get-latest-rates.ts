import { useQuery } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';

export const LATEST_RATES_KEY = ['latest-rates'];

/** Latest-rates mode as the server has it; looked at again every minute while it is on. */
export function useLatestRates() {
  return useQuery({
    queryKey: LATEST_RATES_KEY,
    queryFn: ({ signal }) => answer(api.GET('/api/rates/latest', { signal })),
    refetchInterval: (query) => (query.state.data?.on ? 60_000 : false),
  });
}
