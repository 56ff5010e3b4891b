import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, type RequestBody } from '#web/lib/api-client.ts';
import { branchStockKey } from './get-branch-stock.ts';

export interface StockSettings {
  branchKey: string;
  currency: string;
  body: RequestBody<'/api/stock/{branchKey}/{currency}/settings', 'put'>;
}

/** Whether a branch counts a currency, and the value below which it calls it low. */
export function useSaveStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, currency, body }: StockSettings) =>
      answer(
        api.PUT('/api/stock/{branchKey}/{currency}/settings', {
          params: { path: { branchKey, currency } },
          body,
        }),
      ),
    onSettled: (_answer, _error, { branchKey }) =>
      queryClient.invalidateQueries({ queryKey: branchStockKey(branchKey) }),
  });
}
