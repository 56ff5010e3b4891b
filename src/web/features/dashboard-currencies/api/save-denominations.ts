import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Denominations } from '#shared/schemas/stock.ts';
import { denominationsKey } from '#web/lib/api/get-denominations.ts';
import { answer, api } from '#web/lib/api-client.ts';

/** Replaces the banknotes a currency is sold in. */
export function useSaveDenominations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, denominations }: Denominations) =>
      answer(
        api.PUT('/api/denominations/{currency}', {
          params: { path: { currency } },
          body: { denominations },
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(denominationsKey(saved.currency), saved),
  });
}
