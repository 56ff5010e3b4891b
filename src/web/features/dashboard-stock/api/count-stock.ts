import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type RequestBody } from '#web/lib/api-client.ts';
import { branchStockKey } from './get-branch-stock.ts';

export interface StockCount {
  branchKey: string;
  currency: string;
  body: RequestBody<'/api/stock/{branchKey}/{currency}', 'put'>;
}

/** Sets the notes of a currency at a branch to what staff counted (or received, or found damaged). */
export function useCountStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, currency, body }: StockCount) =>
      answer(
        api.PUT('/api/stock/{branchKey}/{currency}', {
          params: { path: { branchKey, currency } },
          body,
        }),
      ),
    // Refreshed after a refusal too: an order may have taken notes meanwhile.
    onSettled: (_stock, _error, { branchKey }) =>
      queryClient.invalidateQueries({ queryKey: branchStockKey(branchKey) }),
  });
}
