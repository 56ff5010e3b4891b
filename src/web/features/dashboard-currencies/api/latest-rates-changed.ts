import type { QueryClient } from '@tanstack/react-query';
import type { LatestRatesState } from '#shared/schemas/currency.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { LATEST_RATES_KEY } from './get-latest-rates.ts';

/** Keeps the state the server answered with, and refetches the rates it may have changed. */
export function latestRatesChanged(queryClient: QueryClient, state: LatestRatesState) {
  queryClient.setQueryData(LATEST_RATES_KEY, state);
  return queryClient.invalidateQueries({ queryKey: queryKeys.currencies });
}
