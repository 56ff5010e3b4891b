import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StockSettingsBodySchema } from '../../../../shared/schemas/stock.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { branchStockKey } from './get-branch-stock.ts';

export interface StockSettings {
  branchKey: string;
  currency: string;
  body: z.input<typeof StockSettingsBodySchema>;
}

/** Whether a branch counts a currency, and the value below which it calls it low. */
export function useSaveStockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, currency, body }: StockSettings) =>
      apiSend<unknown>(
        'PUT',
        `/api/stock/${encodeURIComponent(branchKey)}/${encodeURIComponent(currency)}/settings`,
        body,
      ),
    onSettled: (_answer, _error, { branchKey }) =>
      queryClient.invalidateQueries({ queryKey: branchStockKey(branchKey) }),
  });
}
