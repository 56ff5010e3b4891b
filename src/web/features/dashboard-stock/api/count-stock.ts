import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CurrencyStock, StockCountsBodySchema } from '../../../../shared/schemas/stock.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { branchStockKey } from './get-branch-stock.ts';

export interface StockCount {
  branchKey: string;
  currency: string;
  body: z.input<typeof StockCountsBodySchema>;
}

/** Sets the notes of a currency at a branch to what staff counted (or received, or found damaged). */
export function useCountStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, currency, body }: StockCount) =>
      apiSend<CurrencyStock>(
        'PUT',
        `/api/stock/${encodeURIComponent(branchKey)}/${encodeURIComponent(currency)}`,
        body,
      ),
    // Refreshed after a refusal too: an order may have taken notes meanwhile.
    onSettled: (_stock, _error, { branchKey }) =>
      queryClient.invalidateQueries({ queryKey: branchStockKey(branchKey) }),
  });
}
