import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency, UpdateCurrencyBody } from '../../../../shared/schemas/currency.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Saves a currency's name and margins; its code stays. */
export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCurrencyBody) =>
      apiSend<Currency>('PUT', `/api/updateCurrency/${encodeURIComponent(body.value)}`, body),
    onSuccess: (currency) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.currencies }),
        queryClient.invalidateQueries({ queryKey: ['singleCurrency', currency.value] }),
      ]),
  });
}
