import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCurrencyBody } from '#shared/schemas/currency.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Saves a currency's name and margins; its code stays. */
export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCurrencyBody) =>
      answer(
        api.PUT('/api/updateCurrency/{value}', { params: { path: { value: body.value } }, body }),
      ),
    onSuccess: (currency) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currencies }),
        queryClient.invalidateQueries({ queryKey: ['singleCurrency', currency.value] }),
      ]),
  });
}
