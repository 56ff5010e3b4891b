import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestRatesState } from '../../../../shared/schemas/currency.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { latestRatesChanged } from './latest-rates-changed.ts';

/** Switches latest-rates mode; switching on answers after the first refresh. */
export function useSwitchLatestRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => apiSend<LatestRatesState>('PUT', '/api/rates/latest', { on }),
    onSuccess: (state) => latestRatesChanged(queryClient, state),
  });
}
