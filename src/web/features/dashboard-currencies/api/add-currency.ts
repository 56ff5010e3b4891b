import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCurrencyBody } from '#shared/schemas/currency.ts';
import { answer, api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function useAddCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCurrencyBody) => answer(api.POST('/api/AddCurrency', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currencies }),
  });
}
