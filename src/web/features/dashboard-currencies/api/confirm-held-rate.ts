import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { LATEST_RATES_KEY } from './get-latest-rates.ts';
import { latestRatesChanged } from './latest-rates-changed.ts';

/** Applies the rate held for a currency. */
export function useConfirmHeldRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      answer(
        api.POST('/api/rates/held/{currency}/confirm', { params: { path: { currency: code } } }),
      ),
    onSuccess: (state) => latestRatesChanged(queryClient, state),
    // Another member of staff, or a later refresh, may have settled it already.
    onError: () => queryClient.invalidateQueries({ queryKey: LATEST_RATES_KEY }),
  });
}
