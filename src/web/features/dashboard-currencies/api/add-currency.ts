import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCurrencyBody, Currency } from '../../../../shared/schemas/currency.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function useAddCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCurrencyBody) => apiSend<Currency>('POST', '/api/AddCurrency', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currencies }),
  });
}
