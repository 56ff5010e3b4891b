import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCurrencyPriceBody } from '#shared/schemas/currency.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { LATEST_RATES_KEY } from './get-latest-rates.ts';

/** Sets a currency's market rate; with `correction`, quotes at the rate it replaces are refused. */
export function useSetMarketRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: UpdateCurrencyPriceBody & { code: string }) =>
      answer(
        api.PUT('/api/UpdateCurrencyPrice/{value}', { params: { path: { value: code } }, body }),
      ),
    onSuccess: (currency) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currencies }),
        queryClient.invalidateQueries({ queryKey: ['singleCurrency', currency.value] }),
        // It replaces any rate a refresh held for this currency.
        queryClient.invalidateQueries({ queryKey: LATEST_RATES_KEY }),
      ]),
  });
}
