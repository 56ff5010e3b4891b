import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { LATEST_RATES_KEY } from './get-latest-rates.ts';
import { latestRatesChanged } from './latest-rates-changed.ts';

/** Dismisses the rate held for a currency; its stored rate stays. */
export function useDismissHeldRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      answer(api.DELETE('/api/rates/held/{currency}', { params: { path: { currency: code } } })),
    onSuccess: (state) => latestRatesChanged(queryClient, state),
    // Another member of staff, or a later refresh, may have settled it already.
    onError: () => queryClient.invalidateQueries({ queryKey: LATEST_RATES_KEY }),
  });
}
